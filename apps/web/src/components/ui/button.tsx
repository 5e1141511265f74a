import { Slot } from '@radix-ui/react-slot';
import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

const variants = {
  primary:
    'bg-gradient-to-r from-violet-600 to-indigo-600 text-white shadow-lg shadow-violet-900/30 hover:from-violet-500 hover:to-indigo-500',
  secondary: 'bg-white/10 text-slate-100 ring-1 ring-inset ring-white/15 hover:bg-white/15',
  outline: 'bg-transparent text-slate-100 ring-1 ring-inset ring-white/20 hover:bg-white/5',
  ghost: 'bg-transparent text-slate-300 hover:bg-white/5 hover:text-white',
  link: 'bg-transparent p-0 h-auto text-violet-300 underline-offset-4 hover:text-violet-200 hover:underline',
  danger: 'bg-rose-600 text-white hover:bg-rose-500',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-9 w-9',
  'icon-sm': 'h-7 w-7',
  'icon-lg': 'h-10 w-10',
} as const;

/**
 * `className` adds classes (margin, width, alignment); it does not override the variant's or the
 * size's (another size is a `size`). Joined with clsx rather than merged with tailwind-merge: the
 * button is on the landing page's first download, which leaves tailwind-merge out (issue 17).
 */
export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with button styles. */
  asChild?: boolean;
  isLoading?: boolean;
};

export function Button({ className, variant = 'primary', size = 'md', asChild = false, isLoading = false, children, type, disabled, ...props }: ButtonProps) {
  const classes = clsx(
    'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    variant !== 'link' && sizes[size],
    className,
  );
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || isLoading} aria-busy={isLoading || undefined} {...props}>
      {isLoading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
