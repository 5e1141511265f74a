import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-lg border bg-slate-900/70 px-3.5 text-sm text-slate-100 placeholder:text-slate-500 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-400',
        'disabled:cursor-not-allowed disabled:opacity-60',
        invalid ? 'border-rose-500 focus-visible:outline-rose-400' : 'border-white/10 hover:border-white/20',
        className,
      )}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}
