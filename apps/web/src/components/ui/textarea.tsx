import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

export function Textarea({ className, invalid, ...props }: TextareaProps) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full rounded-lg border bg-slate-900/70 px-3.5 py-2.5 text-sm text-slate-100 placeholder:text-slate-500 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-400',
        invalid ? 'border-rose-500 focus-visible:outline-rose-400' : 'border-white/10 hover:border-white/20',
        className,
      )}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}
