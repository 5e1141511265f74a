import type { SubscriptionPlan } from '@uc/contract';
import { Check, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatCredits, formatUsd } from '../format';

/** One subscription plan: used by the pricing page, the Plans tab and the upgrade modal. */
export function PlanCard({ plan, selected, children, className }: { plan: SubscriptionPlan; selected?: boolean; children?: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-slate-900/60 p-6 transition-colors',
        plan.popular ? 'border-violet-500/60 shadow-lg shadow-violet-900/30' : 'border-white/10',
        selected && 'ring-2 ring-violet-400',
        className,
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-gradient-to-r from-violet-600 to-indigo-600 px-3 py-1 text-xs font-semibold text-white">
          <Star className="h-3 w-3" aria-hidden="true" /> Most Popular
        </span>
      )}
      <h3 className="text-lg font-semibold text-white">{plan.name}</h3>
      <p className="mt-1 text-sm text-slate-400">{plan.description}</p>
      <p className="mt-4 text-4xl font-bold tracking-tight text-white">
        {formatUsd(plan.price)}
        <span className="text-base font-normal text-slate-400">/month</span>
      </p>
      <p className="mt-1 text-sm text-violet-300">{formatCredits(plan.credits)} credits included</p>
      <ul className="mt-5 flex-1 space-y-2">
        {plan.features.map((f) => (
          <li key={f} className="flex items-start gap-2 text-sm text-slate-300">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
