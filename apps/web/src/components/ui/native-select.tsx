import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The browser's own select, styled: fully keyboard and screen-reader friendly, and light to load. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-lg border border-white/10 bg-slate-900/70 pr-9 pl-3.5 text-sm text-slate-100 transition-colors hover:border-white/20',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-400',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
    </div>
  );
}
