import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';

/** The brand mark and name; used in headers and full-page screens. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5 font-semibold text-white', className)}>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-violet-500 to-indigo-600 shadow-lg shadow-violet-900/40">
        <Sparkles className="h-5 w-5 text-white" aria-hidden="true" />
      </span>
      {showName && <span className="text-base tracking-tight whitespace-nowrap sm:text-lg">Ultimate Co-founder</span>}
    </span>
  );
}
