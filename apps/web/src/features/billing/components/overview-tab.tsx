import { PlanIdSchema, type PlanId } from '@uc/contract';
import { CalendarClock, Coins, CreditCard, RefreshCw, TrendingDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';
import { CHANGE_PLAN_ERROR, planChangeMessage, useChangePlan } from '../api/change-plan';
import { useBalance } from '../api/get-balance';
import { useOverview } from '../api/get-overview';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { formatCredits, formatDate, formatUsd } from '../format';
import { useTimeZone } from '@/lib/format-date';

const isPlanId = (id: string): id is PlanId => PlanIdSchema.safeParse(id).success;

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-2 p-5">
        <p className="flex items-center gap-2 text-sm text-slate-400">
          {icon} {label}
        </p>
        <div className="text-2xl font-bold text-white">{children}</div>
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ onBuyMore, onUpgrade }: { onBuyMore: () => void; onUpgrade: () => void }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  const balance = useBalance();
  const overview = useOverview();
  const cancel = useCancelSubscription();
  const change = useChangePlan();
  // Falls back to the free plan (no video calls) when the status call fails.
  const status = useSubscriptionStatus();
  const o = overview.data;
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const cancelAtPeriodEnd = () => {
    if (!o?.subscription_id) return;
    cancel.mutate(
      { subscription_id: o.subscription_id, at_period_end: true },
      { onSuccess: () => toast.success('Subscription cancelled successfully'), onError: (err) => toast.error(errorMessage(err, 'Failed to cancel subscription')) },
    );
  };

  // Taking back a cancellation: the current plan, chosen again, simply continues.
  const resubscribe = () => {
    if (!o || !isPlanId(o.plan)) return;
    change.mutate(o.plan, { onSuccess: (r) => toast.success(planChangeMessage(r)), onError: (err) => toast.error(errorMessage(err, CHANGE_PLAN_ERROR)) });
  };

  return (
    <div className="space-y-6">
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={cancel.isPending} />
      <Card className="bg-gradient-to-br from-violet-600/20 via-slate-900/60 to-indigo-600/10">
        <CardContent className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-2">
            <p className="flex items-center gap-2 text-sm text-violet-200">
              <Coins className="h-4 w-4" aria-hidden="true" /> Available credits
            </p>
            {balance.isPending ? (
              <Spinner label="Loading balance" />
            ) : balance.isError ? (
              <div className="space-y-3">
                <p className="text-sm text-rose-300">Could not load your balance.</p>
                <Button size="sm" variant="secondary" onClick={() => balance.refetch()}>
                  <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
                </Button>
              </div>
            ) : (
              <p className="text-5xl font-bold tracking-tight text-white" data-testid="available-credits">
                {formatCredits(balance.data.available_credits)}
                <span className="ml-2 text-base font-medium text-slate-400">credits</span>
              </p>
            )}
            {o && o.subscription_credits > 0 && (
              <p className="text-xs text-slate-400">
                {formatCredits(o.subscription_credits)} plan credits (used first) · {formatCredits(o.free_credits)} free · {formatCredits(o.purchased_credits)} purchased
              </p>
            )}
          </div>
          <div className="flex gap-3">
            <Button variant="secondary" onClick={onBuyMore}>
              Buy More
            </Button>
            <Button onClick={onUpgrade}>Upgrade Plan</Button>
          </div>
        </CardContent>
      </Card>

      {overview.isPending ? (
        <Spinner label="Loading billing overview" />
      ) : overview.isError ? (
        <p className="text-sm text-rose-300">Could not load your billing overview.</p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat icon={<TrendingDown className="h-4 w-4" aria-hidden="true" />} label="Credits used this month">
              {formatCredits(o!.used_this_month)}
            </Stat>
            <Stat icon={<CreditCard className="h-4 w-4" aria-hidden="true" />} label="Current plan">
              <span data-testid="current-plan">{o!.plan_name}</span>
              <span className="ml-2 align-middle text-xs font-medium text-emerald-300 capitalize" data-testid="plan-status">
                {o!.cancel_at_period_end ? 'Cancels at period end' : o!.status}
              </span>
            </Stat>
            <Stat icon={<CalendarClock className="h-4 w-4" aria-hidden="true" />} label="Next billing date">
              {o!.next_billing_date ? formatDate(o!.next_billing_date) : '—'}
            </Stat>
            <Stat icon={<Coins className="h-4 w-4" aria-hidden="true" />} label="Monthly amount">
              {/* A cancelled plan renews no more: nothing further is charged. */}
              <span data-testid="monthly-amount">{o!.cancel_at_period_end ? 'None after the plan ends' : formatUsd(o!.monthly_amount)}</span>
            </Stat>
          </div>
          {status.data && (
            <p className="text-sm text-slate-400" data-testid="video-calls-access">
              {status.data.features.video_calls ? 'Video calls with your agents are included in your plan.' : 'Video calls with your agents need a paid plan.'}
            </p>
          )}
          {o!.subscription_id && !o!.cancel_at_period_end && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/10 bg-white/[0.02] px-4 py-3 text-sm text-slate-300">
              <span>Cancelling stops the renewal: your plan stays until the end of the current period, and your credits never expire.</span>
              <Button
                variant="outline"
                size="sm"
                isLoading={cancel.isPending}
                onClick={() =>
                  setConfirm({
                    title: 'Cancel your subscription?',
                    message: `Your ${o!.plan_name} plan stays until the end of the current period; then you move to the Free plan and no new plan credits are added after that. The credits you already have, plan credits included, never expire. You can take the cancellation back until then.`,
                    action: 'Cancel subscription',
                    onConfirm: () => {
                      setConfirm(null);
                      cancelAtPeriodEnd();
                    },
                  })
                }
              >
                Cancel Subscription
              </Button>
            </div>
          )}
          {o!.cancel_at_period_end && o!.subscription_id && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-400/20 bg-amber-400/5 px-4 py-3 text-sm text-amber-200">
              <span data-testid="plan-ends">
                Your {o!.plan_name} plan is cancelled and ends on {o!.current_period_end ? formatDate(o!.current_period_end) : 'the last day of the current period'}. Your credits never
                expire.
              </span>
              <Button variant="secondary" size="sm" onClick={resubscribe} isLoading={change.isPending}>
                Resubscribe
              </Button>
            </div>
          )}
          {o!.scheduled_plan_id && !o!.cancel_at_period_end && (
            <p className="text-sm text-slate-300" data-testid="scheduled-plan">
              Your plan changes to <span className="capitalize">{o!.scheduled_plan_id}</span> on {o!.current_period_end ? formatDate(o!.current_period_end) : 'the next billing date'}.
            </p>
          )}
        </>
      )}
    </div>
  );
}
