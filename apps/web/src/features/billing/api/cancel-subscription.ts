import { SubscriptionSchema, type CancelSubscriptionBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const cancelSubscription = ({ subscription_id, at_period_end = true }: CancelSubscriptionBody) =>
  api.post('/api/v1/billing/cancel-subscription', { json: { subscription_id, at_period_end }, schema: SubscriptionSchema });

export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: () => qc.invalidateQueries({ queryKey: billingQueryKeys.all }) });
}
