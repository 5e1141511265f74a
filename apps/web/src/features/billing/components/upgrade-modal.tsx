import type { CreateSubscriptionResponse, PlanId } from '@uc/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { SUBSCRIPTION_ERROR, useCreateSubscription } from '../api/create-subscription';
import { usePlansWithFallback } from '../api/get-plans';
import { formatCredits, formatUsd } from '../format';
import { TestModeBadge } from './test-mode-badge';

/**
 * Choose a plan: the first is preselected, 'Upgrade Now' starts the subscription and hands
 * its first payment to the caller's card form.
 */
export function UpgradeModal({ open, onOpenChange, onCheckout }: { open: boolean; onOpenChange: (open: boolean) => void; onCheckout: (sub: CreateSubscriptionResponse) => void }) {
  const plansQuery = usePlansWithFallback();
  const { plans } = plansQuery;
  const [selected, setSelected] = useState<PlanId | null>(null);
  const create = useCreateSubscription();

  useEffect(() => {
    if (open && !selected && plans.length) setSelected(plans[0].id);
  }, [open, selected, plans]);

  const upgrade = () => {
    if (!selected) {
      toast.error('Please select a plan');
      return;
    }
    create.mutate(selected, {
      onSuccess: (sub) => {
        onOpenChange(false);
        onCheckout(sub);
      },
      onError: (err) => toast.error(errorMessage(err, SUBSCRIPTION_ERROR)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <div className="flex items-center gap-3 pr-8">
          <DialogTitle className="text-xl font-semibold text-white">Upgrade Your Plan</DialogTitle>
          <TestModeBadge />
        </div>
        <DialogDescription className="mt-1 text-sm text-slate-400">Video calls with your AI Co-founder agents come with every paid plan. Cancel anytime.</DialogDescription>
        {plansQuery.isPending ? (
          <div className="py-10 text-center">
            <Spinner label="Loading plans" />
          </div>
        ) : (
          <div role="radiogroup" aria-label="Plans" className="mt-6 grid gap-4 md:grid-cols-3">
            {plans.map((plan) => {
              const isSelected = plan.id === selected;
              return (
                <button
                  key={plan.id}
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  onClick={() => setSelected(plan.id)}
                  className={cn(
                    'relative cursor-pointer rounded-xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-violet-400',
                    isSelected ? 'border-violet-400 bg-violet-500/10' : 'border-white/10 bg-white/[0.02] hover:border-white/25',
                  )}
                >
                  <span className="block font-semibold text-white">{plan.name}</span>
                  {plan.popular && <span className="absolute -top-2.5 right-3 rounded-full bg-violet-600 px-2 py-0.5 text-[11px] font-semibold text-white">Most Popular</span>}
                  <span className="mt-1 block text-2xl font-bold text-white">
                    {formatUsd(plan.price)}
                    <span className="text-sm font-normal text-slate-400">/month</span>
                  </span>
                  <span className="mt-1 block text-sm text-violet-300">{formatCredits(plan.credits)} credits</span>
                  <ul className="mt-3 space-y-1 text-xs text-slate-400">
                    {plan.features.slice(0, 4).map((f) => (
                      <li key={f}>• {f}</li>
                    ))}
                  </ul>
                </button>
              );
            })}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button onClick={upgrade} isLoading={create.isPending}>
            Upgrade Now
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
