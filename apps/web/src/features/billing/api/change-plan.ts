import { ChangePlanResponseSchema, type ChangePlanResponse, type PlanId } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formatCredits, formatDate, formatUsd } from '../format';
import { billingQueryKeys } from './query-keys';

export const CHANGE_PLAN_ERROR = 'Failed to change your plan';

export const changePlan = (planId: PlanId) => api.post('/api/v1/billing/change-plan', { json: { plan_id: planId }, schema: ChangePlanResponseSchema });

export function useChangePlan() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePlan, onSuccess: () => qc.invalidateQueries({ queryKey: billingQueryKeys.all }) });
}

/** What happened, in the words of the toast. */
export function planChangeMessage(r: ChangePlanResponse): string {
  const plan = r.subscription.plan_name;
  if (r.change === 'upgraded') return `Upgraded to ${plan}: ${formatUsd(r.amount_charged)} charged, ${formatCredits(r.credits_granted)} credits added.`;
  if (r.change === 'downgrade_scheduled') {
    const target = r.subscription.scheduled_plan_id ?? 'the new plan';
    return `Your plan changes to ${target.charAt(0).toUpperCase()}${target.slice(1)} on ${formatDate(r.effective_at)}. ${plan} stays until then.`;
  }
  return `Your ${plan} plan continues. It renews on ${r.subscription.current_period_end ? formatDate(r.subscription.current_period_end) : 'the next billing date'}.`;
}
