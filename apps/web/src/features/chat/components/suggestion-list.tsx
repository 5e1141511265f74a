import type { Suggestion } from '@uc/contract';
import { Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const PRIORITY_STYLE = { high: 'text-rose-300', medium: 'text-amber-300', low: 'text-emerald-300' } as const;

/** Follow-ups the agents suggest after the first reply; executing one asks its agent to do it. */
export function SuggestionList({ suggestions, running, onExecute }: { suggestions: Suggestion[]; running: string | null; onExecute: (s: Suggestion) => void }) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label="Suggestions" className="mt-4 space-y-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Suggested next steps</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {suggestions.map((s) => (
          <li key={s.id} className="flex flex-col gap-1 rounded-xl border border-white/10 bg-white/5 p-3">
            <p className="text-sm font-medium text-white">{s.title}</p>
            <p className="text-xs text-slate-400">{s.description}</p>
            <p className="text-xs text-slate-400">
              {s.agentName} · <span className={cn('font-medium', PRIORITY_STYLE[s.priority])}>{s.priority} priority</span> · {s.estimatedTime}
            </p>
            <Button size="sm" variant="secondary" className="mt-1 self-start" isLoading={running === s.id} disabled={running !== null} onClick={() => onExecute(s)} aria-label={`Execute: ${s.title}`}>
              {running !== s.id && <Play className="h-3.5 w-3.5" aria-hidden="true" />} Execute
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
