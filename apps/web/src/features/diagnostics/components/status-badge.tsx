import { AlertTriangle, CheckCircle2, Circle, Loader2, MinusCircle, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export type CheckState = 'pending' | 'running' | 'success' | 'warning' | 'error' | 'skipped';

const styles: Record<CheckState, { label: string; className: string; Icon: typeof Circle }> = {
  pending: { label: 'Pending', className: 'bg-white/5 text-slate-300 ring-white/10', Icon: Circle },
  running: { label: 'Running', className: 'bg-violet-500/10 text-violet-200 ring-violet-400/30', Icon: Loader2 },
  success: { label: 'Success', className: 'bg-emerald-500/10 text-emerald-200 ring-emerald-400/30', Icon: CheckCircle2 },
  warning: { label: 'Warning', className: 'bg-amber-500/10 text-amber-200 ring-amber-400/30', Icon: AlertTriangle },
  error: { label: 'Error', className: 'bg-rose-500/10 text-rose-200 ring-rose-400/30', Icon: XCircle },
  skipped: { label: 'Skipped', className: 'bg-slate-500/10 text-slate-300 ring-slate-400/20', Icon: MinusCircle },
};

export function StatusIcon({ state, className }: { state: CheckState; className?: string }) {
  const { Icon } = styles[state];
  return <Icon aria-hidden="true" className={cn('h-4 w-4 shrink-0', state === 'running' && 'animate-spin', className)} />;
}

export function StatusBadge({ state }: { state: CheckState }) {
  const { label, className } = styles[state];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', className)}>
      <StatusIcon state={state} className="h-3 w-3" />
      {label}
    </span>
  );
}
