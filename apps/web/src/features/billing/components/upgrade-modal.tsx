import type { CreateSubscriptionResponse, PlanId, SubscriptionPlan } from '@uc/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { CHANGE_PLAN_ERROR, planChangeMessage, useChangePlan } from '../api/change-plan';
import { SUBSCRIPTION_ERROR, useCreateSubscription } from '../api/create-subscription';
import { useOverview } from '../api/get-overview';
import { usePlansWithFallback } from '../api/get-plans';
import { formatCredits, formatDate, formatUsd } from '../format';
import { TestModeBadge } from './test-mode-badge';
import { useTimeZone } from '@/lib/format-date';

type Relation = 'current' | 'upgrade' | 'downgrade' | 'new';

/** How a plan compares with the one the user pays for now. */
function relationTo(plan: SubscriptionPlan, current: SubscriptionPlan | undefined): Relation {
  if (!current) return 'new';
  if (plan.id === current.id) return 'current';
  return plan.price_cents > current.price_cents ? 'upgrade' : 'downgrade';
}

/**
 * Choose a plan. Without a subscription the first plan is preselected and 'Upgrade Now' starts
 * the checkout. With one, the current plan is marked, the next plan up is preselected, and the
 * change goes through POST /billing/change-plan (upgrade now, downgrade at period end).
 */
export function UpgradeModal({ open, onOpenChange, onCheckout }: { open: boolean; onOpenChange: (open: boolean) => void; onCheckout: (sub: CreateSubscriptionResponse) => void }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  const plansQuery = usePlansWithFallback();
  const { plans } = plansQuery;
  const overview = useOverview();
  const [selected, setSelected] = useState<PlanId | null>(null);
  const create = useCreateSubscription();
  const change = useChangePlan();
  const o = overview.data;
  const current = o?.subscription_id ? plans.find((p) => p.id === o.plan) : undefined;
  const waitingForOverview = overview.isPending;

  useEffect(() => {
    if (!open) {
      setSelected(null);
      return;
    }
    if (selected || !plans.length || waitingForOverview) return;
    const higher = current ? plans.find((p) => p.price_cents > current.price_cents) : undefined;
    setSelected((current ? (higher ?? current) : plans[0]).id);
  }, [open, selected, plans, current, waitingForOverview]);

  const selectedPlan = plans.find((p) => p.id === selected);
  const relation = selectedPlan ? relationTo(selectedPlan, current) : 'new';
  const resumes = relation === 'current' && Boolean(o?.cancel_at_period_end || o?.scheduled_plan_id);
  const actionLabel =
    relation === 'downgrade' ? 'Downgrade at Period End' : relation === 'current' ? (resumes ? `Keep ${current?.name}` : 'Current Plan') : 'Upgrade Now';

  const upgrade = () => {
    if (!selected) {
      toast.error('Please select a plan');
      return;
    }
    if (current) {
      change.mutate(selected, {
        onSuccess: (r) => {
          onOpenChange(false);
          toast.success(planChangeMessage(r));
        },
        onError: (err) => toast.error(errorMessage(err, CHANGE_PLAN_ERROR)),
      });
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
                  <span className="flex items-center gap-2 font-semibold text-white">
                    {plan.name}
                    {current?.id === plan.id && <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-[11px] font-medium text-emerald-300 ring-1 ring-emerald-500/30">Current plan</span>}
                  </span>
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
        {current && selectedPlan && (
          <p className="mt-4 text-sm text-slate-300" data-testid="plan-change-summary">
            {relation === 'upgrade' &&
              `Upgrade now: you pay the difference for the rest of this period (at most ${formatUsd(selectedPlan.price - current.price)}) and get ${formatCredits(selectedPlan.credits - current.credits)} more credits today. Then ${formatUsd(selectedPlan.price)}/month.`}
            {relation === 'downgrade' &&
              `${current.name} stays until ${o?.current_period_end ? formatDate(o.current_period_end) : 'the end of this period'}; then ${selectedPlan.name} at ${formatUsd(selectedPlan.price)}/month. Nothing is charged now.`}
            {relation === 'current' && (resumes ? `Your ${current.name} plan continues and renews as usual.` : `You are on ${current.name}.`)}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button onClick={upgrade} isLoading={create.isPending || change.isPending} disabled={relation === 'current' && !resumes}>
            {actionLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
