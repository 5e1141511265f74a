import { CREDIT_PRICES, PROJECT_TEMPLATE_LABELS, PROJECT_TEMPLATES, type ProjectFileChange, type ProjectTemplate } from '@uc/contract';
import { Lightbulb, Plug, Sparkles, Wrench } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ChatSession, ChatTurn } from '../chat-session';
import { ChangeDiff } from './change-diff';

export type GenerateRequest = { prompt: string; template?: ProjectTemplate; agentIds: string[]; includeTechnical: boolean; integrations: boolean };

const AGENTS = [
  { id: 'strategic', label: 'Strategy' },
  { id: 'product', label: 'Product' },
  { id: 'technical', label: 'Technical' },
  { id: 'operations', label: 'Operations' },
  { id: 'marketing', label: 'Marketing' },
] as const;

type Props = {
  followUp: boolean;
  history: ChatTurn[];
  guidance: string;
  suggestions: string[];
  integrations: ChatSession['integrations'];
  pending: boolean;
  error: string | null;
  onGenerate: (req: GenerateRequest) => void;
  changes?: ProjectFileChange[];
};

/** The prompt, the co-founders to involve, and what they answered (technical notes and next steps). */
export function ProjectChat({ followUp, history, guidance, suggestions, integrations, pending, error, onGenerate, changes = [] }: Props) {
  const [prompt, setPrompt] = useState('');
  const [template, setTemplate] = useState<ProjectTemplate | ''>('');
  const [agents, setAgents] = useState<Set<string>>(new Set(['technical', 'product']));
  const [withIntegrations, setWithIntegrations] = useState(false);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!prompt.trim() || pending) return;
    onGenerate({ prompt: prompt.trim(), template: template || undefined, agentIds: [...agents], includeTechnical: agents.has('technical'), integrations: withIntegrations });
    setPrompt('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit();
  }

  const toggle = (id: string) =>
    setAgents((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-label="Project chat" className="flex min-h-0 flex-col gap-3">
      {history.length > 0 && (
        <ol className="space-y-2 overflow-y-auto text-sm" aria-label="Conversation">
          {history.map((turn, i) => (
            <li key={i} className={turn.role === 'user' ? 'rounded-lg bg-violet-600/30 px-3 py-2 text-white' : 'rounded-lg bg-white/5 px-3 py-2 text-slate-300'}>
              {turn.content}
            </li>
          ))}
        </ol>
      )}
      <ChangeDiff changes={changes} />
      {guidance && (
        <div className="rounded-lg border border-sky-500/30 bg-sky-500/10 p-3 text-sm text-sky-100">
          <p className="mb-1 flex items-center gap-1.5 font-semibold">
            <Wrench className="h-4 w-4" aria-hidden="true" /> Technical guidance
          </p>
          <p>{guidance}</p>
        </div>
      )}
      {integrations.length > 0 && (
        <div className="space-y-1.5">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-400">
            <Plug className="h-3.5 w-3.5" aria-hidden="true" /> Integrations this app could use
          </p>
          <ul className="space-y-1 text-xs text-slate-200">
            {integrations.map((i) => (
              <li key={i.id} className="rounded-lg border border-white/10 bg-white/5 px-3 py-2">
                <span className="font-medium">{i.name}</span>: {i.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {suggestions.length > 0 && (
        <div className="space-y-1.5">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-400">
            <Lightbulb className="h-3.5 w-3.5" aria-hidden="true" /> Suggestions
          </p>
          {suggestions.map((s) => (
            <button key={s} type="button" onClick={() => setPrompt(s)} className="block w-full rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-left text-xs text-slate-200 hover:bg-white/10">
              {s}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={submit} className="mt-auto space-y-2">
        <label htmlFor="app-prompt" className="text-sm font-medium text-white">
          {followUp ? 'Ask for a change' : 'Describe the app you want'}
        </label>
        <Textarea
          id="app-prompt"
          rows={followUp ? 3 : 5}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={4000}
          placeholder={followUp ? 'Rename it to "Shelf Life"' : 'A habit tracker for busy parents, with a daily checklist'}
        />
        {!followUp && (
          <div>
            <label htmlFor="app-template" className="text-xs text-slate-400">
              Template
            </label>
            <NativeSelect id="app-template" value={template} onChange={(e) => setTemplate(e.target.value as ProjectTemplate | '')}>
              <option value="">Chosen from the prompt</option>
              {PROJECT_TEMPLATES.map((t) => (
                <option key={t} value={t}>
                  {PROJECT_TEMPLATE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-300">
          <legend className="mb-1 text-xs text-slate-400">Co-founders to involve</legend>
          {AGENTS.map((a) => (
            <label key={a.id} className="inline-flex items-center gap-1">
              <input type="checkbox" checked={agents.has(a.id)} onChange={() => toggle(a.id)} /> {a.label}
            </label>
          ))}
        </fieldset>
        <label className="inline-flex items-center gap-1.5 text-xs text-slate-300">
          <input type="checkbox" checked={withIntegrations} onChange={(e) => setWithIntegrations(e.target.checked)} /> Suggest integrations from the marketplace
        </label>
        {error && (
          <p role="alert" className="text-sm text-rose-300">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" isLoading={pending} disabled={!prompt.trim()}>
          {!pending && <Sparkles className="h-4 w-4" aria-hidden="true" />}
          {pending ? 'Generating…' : `${followUp ? 'Apply change' : 'Generate app'} · ${CREDIT_PRICES.app_generation} credits`}
        </Button>
      </form>
    </section>
  );
}
