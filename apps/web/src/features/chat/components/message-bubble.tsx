import type { AgentId, ChatToolStep } from '@uc/contract';
import { AlertTriangle, AppWindow, Check, FileText, Loader2, Wrench, X } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { UiMessage } from '../hooks/use-chat-session';
import { useReveal } from '../hooks/use-reveal';
import { AGENT_LABELS } from '../intent';
import { Markdown } from '@/components/ui/markdown';
import { formatCreditsLabel } from '@/lib/format-number';

/** `onCancel`: stops this answer while it streams (queued for the local model or being written). */
type Props = { message: UiMessage; revealOffline: boolean; onOpen: (m: UiMessage) => void; onCancel?: (id: string) => void };

function agentName(id: AgentId | null) {
  return id ? `${AGENT_LABELS[id].name} · ${AGENT_LABELS[id].role}` : 'AI Co-founder';
}

/** One message; memoised so a streaming answer re-renders only itself. */
export const MessageBubble = memo(function MessageBubble({ message, revealOffline, onOpen, onCancel }: Props) {
  const revealing = revealOffline && Boolean(message.live) && message.kind !== 'app';
  const text = useReveal(message.content, revealing);
  const cancellable = Boolean(onCancel) && message.status === 'streaming' && !message.working;
  const cancelButton = cancellable ? <CancelButton message={message} onCancel={onCancel!} /> : null;
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-gradient-to-r from-violet-600 to-indigo-600 px-4 py-2.5 text-sm whitespace-pre-wrap text-white">{message.content}</div>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-1">
      <span className="text-xs font-medium text-violet-300">
        {message.kind === 'synthesis' ? 'Team synthesis · Alex Strategic' : agentName(message.agent_id)}
      </span>
      <div className={cn('max-w-[95%] rounded-2xl rounded-tl-sm border border-white/10 bg-white/5 px-4 py-3', message.working && 'animate-pulse')}>
        {message.working ? (
          <p className="flex items-center gap-2 text-sm text-slate-300">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {message.content}
          </p>
        ) : message.kind === 'app' ? (
          <AppSummary message={message} onOpen={onOpen} cancelButton={cancelButton} />
        ) : (
          <>
            {message.status === 'streaming' && message.queueAhead ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Waiting for the model: {message.queueAhead} ahead
                </p>
                {cancelButton}
              </div>
            ) : null}
            {message.tool_steps?.length ? <ToolSteps steps={message.tool_steps} /> : null}
            {text ? <Markdown content={text} /> : null}
            {message.status === 'streaming' && !message.queueAhead ? cancelButton : null}
            {message.kind === 'document' && message.status === 'complete' && (
              <button type="button" onClick={() => onOpen(message)} className="mt-3 inline-flex items-center gap-1.5 text-xs font-medium text-violet-300 hover:text-violet-200">
                <FileText className="h-3.5 w-3.5" aria-hidden="true" /> Open in preview
              </button>
            )}
          </>
        )}
        {message.credits ? <p className="mt-2 text-xs text-slate-400">{formatCreditsLabel(message.credits)}</p> : null}
        {message.status === 'incomplete' &&
          (message.cancel ? (
            <p className="mt-2 text-xs text-slate-400">You cancelled this answer. No credits were charged for it.</p>
          ) : message.failure ? (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-amber-300">
              <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" /> This answer failed: {message.failure}
            </p>
          ) : (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-amber-300">
              <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" /> This answer was interrupted before it finished. No credits were charged for it.
            </p>
          ))}
      </div>
    </li>
  );
});

function AppSummary({ message, onOpen, cancelButton }: { message: UiMessage; onOpen: (m: UiMessage) => void; cancelButton: ReactNode }) {
  if (message.status === 'streaming') {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {message.queueAhead ? `Waiting for the model: ${message.queueAhead} ahead` : `Building your app… (${message.content.length.toLocaleString()} characters so far)`}
        </p>
        {cancelButton}
      </div>
    );
  }
  if (message.status === 'incomplete') return <p className="text-sm text-slate-300">The app could not be finished.</p>;
  return (
    // "Open in App Builder" (app builder, issue 13): the app page imports this message as a project.
    <div className="space-y-2 text-sm text-slate-200">
      <p>Your app is ready: a single HTML file you can preview, copy or download.</p>
      <button type="button" onClick={() => onOpen(message)} className="inline-flex items-center gap-1.5 text-xs font-medium text-violet-300 hover:text-violet-200">
        <AppWindow className="h-3.5 w-3.5" aria-hidden="true" /> Open in preview
      </button>
      <OpenInAppBuilder messageId={message.id} />
    </div>
  );
}

/** App builder (issue 13): opens this app as an editable, deployable project. */
function OpenInAppBuilder({ messageId }: { messageId: string }) {
  const threadId = useSearchParams()[0].get('thread');
  if (!threadId) return null;
  return (
    <Link to={paths.dashboard.appBuilder.getHref({ from: `${threadId}/${messageId}` })} className="ml-4 inline-flex items-center gap-1.5 text-xs font-medium text-violet-300 hover:text-violet-200">
      Open in App Builder
    </Link>
  );
}

/** Cancel: the server stops the answer and its stream ends it (incomplete, not charged). */
function CancelButton({ message, onCancel }: { message: UiMessage; onCancel: (id: string) => void }) {
  const busy = message.cancel === 'cancelling';
  return (
    <button
      type="button"
      onClick={() => onCancel(message.id)}
      disabled={busy}
      aria-label={busy ? 'Cancelling this answer' : 'Cancel this answer'}
      className="mt-1 inline-flex items-center gap-1.5 rounded-md border border-white/15 px-2 py-0.5 text-xs font-medium text-slate-200 hover:bg-white/10 disabled:opacity-60"
    >
      <X className="h-3.5 w-3.5" aria-hidden="true" /> {busy ? 'Cancelling…' : 'Cancel'}
    </button>
  );
}

const TOOL_LABELS: Record<string, string> = {
  search_data_room: 'Searched your data room',
  read_document: 'Read a data-room file',
  get_startup_model: 'Read your startup model',
  propose_assumption_change: 'Proposed an assumption change',
  offer_document: 'Offered a document',
  offer_app: 'Offered an app',
  web_search: 'Searched the web',
  read_web_page: 'Read a web page',
};

type Step = Pick<ChatToolStep, 'toolCallId' | 'toolName' | 'input' | 'output' | 'state' | 'errorText'>;

/** A string field of a tool's input or output (both come from the model or the server as JSON). */
function stringAt(value: unknown, ...path: string[]): string | undefined {
  let v: unknown = value;
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' && v ? v : undefined;
}

const quoted = (s: string) => `“${s.length > 60 ? `${s.slice(0, 59)}…` : s}”`;

/** What the step did, in the founder's terms: which search, which file, which assumption. */
export function toolStepLabel(s: Step): string {
  const base = TOOL_LABELS[s.toolName] ?? s.toolName;
  switch (s.toolName) {
    case 'search_data_room':
    case 'web_search': {
      const query = stringAt(s.input, 'query');
      const found = s.output && typeof s.output === 'object' ? (s.output as { files?: unknown[]; results?: unknown[] }) : undefined;
      const list = found?.files ?? found?.results;
      const noun = s.toolName === 'web_search' ? 'result' : 'file';
      const hits = !Array.isArray(list) ? '' : ` (${list.length === 0 ? 'nothing found' : `${list.length} ${noun}${list.length === 1 ? '' : 's'}`})`;
      return query ? `${base} for ${quoted(query)}${hits}` : base;
    }
    case 'read_document': {
      const name = stringAt(s.output, 'name');
      return name ? `Read ${name}` : base;
    }
    case 'read_web_page': {
      const url = stringAt(s.output, 'url') ?? stringAt(s.input, 'url');
      const host = url?.match(/^https?:\/\/([^/?#:]+)/i)?.[1];
      return host ? `${base} (${host})` : base;
    }
    case 'propose_assumption_change': {
      const label = stringAt(s.output, 'proposal', 'label');
      return label ? `Proposed a change to ${label}` : base;
    }
    default:
      return base;
  }
}

/** The tools the agent used for this answer: what each did and its status. */
function ToolSteps({ steps }: { steps: Step[] }) {
  return (
    <ul aria-label="Tools used" className="mb-2 space-y-1 text-xs text-slate-400">
      {steps.map((s) => (
        <li key={s.toolCallId} className="flex items-start gap-1.5">
          {s.state === 'running' ? <Loader2 className="mt-0.5 h-3 w-3 shrink-0 animate-spin" aria-hidden="true" /> : s.state === 'done' ? <Check className="mt-0.5 h-3 w-3 shrink-0 text-emerald-400" aria-hidden="true" /> : <Wrench className="mt-0.5 h-3 w-3 shrink-0 text-amber-300" aria-hidden="true" />}
          <span className="min-w-0 break-words">
            {toolStepLabel(s)}{' '}
            <span className={cn(s.state === 'error' && 'text-amber-300')}>— {s.state === 'running' ? 'running' : s.state === 'done' ? 'done' : `failed${s.errorText ? `: ${s.errorText}` : ''}`}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
