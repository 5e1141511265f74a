import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import type { CheckResult } from './checks';

export type CheckState = { name: string; status: 'pending' | 'running' | 'success' | 'error'; result?: CheckResult };

const ICON = {
  pending: <Circle className="h-4 w-4 text-slate-500" aria-hidden="true" />,
  running: <Loader2 className="h-4 w-4 animate-spin text-violet-300" aria-hidden="true" />,
  success: <CheckCircle2 className="h-4 w-4 text-emerald-400" aria-hidden="true" />,
  error: <XCircle className="h-4 w-4 text-rose-400" aria-hidden="true" />,
};
const LABEL = { pending: 'Not run', running: 'Running', success: 'Passed', error: 'Failed' };

/** Tests with a pass/fail mark, their message and details, and a button to run each. */
export function CheckList({ checks, onRun, busy }: { checks: CheckState[]; onRun: (index: number) => void; busy: boolean }) {
  return (
    <ul className="divide-y divide-white/5 rounded-xl border border-white/10 bg-slate-900/60">
      {checks.map((c, i) => (
        <li key={c.name} className="space-y-1 p-3" data-testid={`check-${c.name}`} data-status={c.status}>
          <div className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-sm font-medium text-white">
              {ICON[c.status]} {c.name}
              <span className="text-xs font-normal text-slate-400">— {LABEL[c.status]}</span>
            </span>
            <button type="button" className="text-xs text-violet-300 hover:underline disabled:opacity-50" onClick={() => onRun(i)} disabled={busy}>
              Run<span className="sr-only"> {c.name}</span>
            </button>
          </div>
          {c.result && (
            <div className="pl-6 text-xs">
              <p className={c.result.ok ? 'text-emerald-300' : 'text-rose-300'}>{c.result.message}</p>
              {c.result.details.length > 0 && (
                <ul className="mt-1 list-disc pl-4 text-slate-400">
                  {c.result.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
