import { cn } from '@/lib/cn';
import type { HttpMethod } from '../model/openapi';

const METHOD_STYLES: Record<HttpMethod, string> = {
  GET: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  POST: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  PUT: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  PATCH: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  DELETE: 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
};

export function MethodBadge({ method, className }: { method: HttpMethod; className?: string }) {
  return <span className={cn('inline-flex w-16 shrink-0 justify-center rounded px-1.5 py-0.5 text-xs font-bold ring-1 ring-inset', METHOD_STYLES[method], className)}>{method}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  const tone = status.startsWith('2') ? 'bg-emerald-500/15 text-emerald-300' : status.startsWith('4') ? 'bg-amber-500/15 text-amber-300' : 'bg-rose-500/15 text-rose-300';
  return <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', tone)}>{status}</span>;
}
