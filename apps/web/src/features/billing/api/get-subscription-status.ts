import { SubscriptionStatusSchema, type SubscriptionStatus } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

/** Spec 001 §8: a failed status call means the free plan, every feature off, 0 credits. */
export const FREE_STATUS: SubscriptionStatus = {
  is_paid: false,
  plan: 'free',
  status: 'active',
  features: { video_calls: false, unlimited_chat: false, priority_support: false, credits_included: 0 },
};

export const getSubscriptionStatus = async ({ signal }: { signal?: AbortSignal } = {}) => {
  try {
    return await api.get('/api/v1/billing/subscription-status', { schema: SubscriptionStatusSchema, signal, globalErrors: false });
  } catch (error) {
    if (signal?.aborted) throw error;
    return FREE_STATUS;
  }
};

export const getSubscriptionStatusQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.status(), queryFn: getSubscriptionStatus });

export const useSubscriptionStatus = () => useQuery(getSubscriptionStatusQueryOptions());
