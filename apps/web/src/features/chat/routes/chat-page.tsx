import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOrchestratorStatus } from '../api/get-orchestrator-status';
import { useStartupProfile } from '../api/get-startup-profile';
import { ChatInput, type AgentChoice } from '../components/chat-input';
import { MessageBubble } from '../components/message-bubble';
import { OfflineBadge } from '../components/offline-badge';
import { PreviewPanel } from '../components/preview-panel';
import { StartupProfileDialog } from '../components/startup-profile-dialog';
import { SuggestionList } from '../components/suggestion-list';
import { ThreadList } from '../components/thread-list';
import { WelcomeMessage } from '../components/welcome-message';
import { useChatSession, type UiMessage } from '../hooks/use-chat-session';

/** The dashboard chat (spec 000 §2 "Chat screen"): threads, the conversation, and the Preview & Code panel. */
export function ChatPage() {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const openThread = useCallback((id: string | null) => setParams(id ? { thread: id } : {}, { replace: false }), [setParams]);
  const status = useOrchestratorStatus();
  const profile = useStartupProfile();
  const session = useChatSession(threadId, openThread);
  const [input, setInput] = useState('');
  const [agent, setAgent] = useState<AgentChoice>('auto');
  const endRef = useRef<HTMLDivElement>(null);
  const offline = status.data?.llm.mode === 'offline';

  const { messages, busy, setOutput } = session;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const send = () => {
    const text = input;
    setInput('');
    void session.send(text, agent === 'team' ? { team: true } : agent === 'auto' ? {} : { agentId: agent });
  };
  const openOutput = useCallback(
    (m: UiMessage) => setOutput({ type: m.kind === 'app' ? 'code' : 'document', content: m.content, timestamp: Date.now() }),
    [setOutput],
  );
  const answering = messages.some((m) => m.role === 'assistant' && m.status === 'streaming' && m.content.length > 0);
  const profileMissing = Boolean(profile.data && !profile.data.idea);

  return (
    <div className="flex flex-col gap-4 lg:h-[calc(100vh-9.5rem)] lg:flex-row">
      <ThreadList activeId={threadId} onOpen={openThread} />
      <section aria-labelledby="chat-title" className="flex min-h-[28rem] flex-1 flex-col overflow-hidden rounded-2xl border border-white/10 bg-slate-900/60">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-white/10 px-4 py-3">
          <div>
            <h2 id="chat-title" className="text-base font-semibold text-white">
              AI Co-founder
            </h2>
            <p className="text-xs text-slate-400">Your intelligent business partner for strategy, development, and growth</p>
          </div>
          <div className="flex items-center gap-2">
            {offline && <OfflineBadge />}
            {messages.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => {
                  session.reset();
                  openThread(null);
                }}
                disabled={busy} title="Start an empty chat; this one stays in your list">
                Clear
              </Button>
            )}
            <StartupProfileDialog key={JSON.stringify(profile.data ?? {})} profile={profile.data} />
          </div>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-live="polite" aria-busy={busy}>
          {session.loading ? (
            <p className="flex items-center gap-2 text-sm text-slate-400">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading conversation…
            </p>
          ) : session.loadError ? (
            <p role="alert" className="text-sm text-rose-300">
              This chat could not be opened. It may have been deleted.
            </p>
          ) : messages.length === 0 ? (
            <WelcomeMessage onPick={setInput} profileMissing={profileMissing} />
          ) : (
            <ul className="flex flex-col gap-4">
              {messages.map((m) => (
                <MessageBubble key={m.id} message={m} revealOffline={offline} onOpen={openOutput} />
              ))}
            </ul>
          )}
          <SuggestionList suggestions={session.suggestions} running={session.runningSuggestion} onExecute={(s) => void session.runSuggestion(s)} />
          {busy && !answering && (
            <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-400">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Thinking...
            </p>
          )}
          {session.outOfCredits && (
            <div role="alert" className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 p-3 text-sm text-amber-100">
              You have run out of credits.{' '}
              <Link to={paths.dashboard.billing.getHref()} className="font-medium text-violet-300 underline">
                Buy credits
              </Link>{' '}
              to keep chatting with your co-founders.
            </div>
          )}
          <div ref={endRef} />
        </div>
        <ChatInput value={input} onChange={setInput} onSend={send} busy={busy} agent={agent} onAgentChange={setAgent} />
      </section>
      <PreviewPanel output={session.output} />
    </div>
  );
}
