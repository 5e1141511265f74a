import { PlansResponseSchema, type SubscriptionPlan } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const PLANS_ERROR = 'Failed to load subscription plans';

/** Spec 001 §9: shown when the plans call fails, so the screen still explains what a plan gives. */
export const FALLBACK_PLANS: SubscriptionPlan[] = [
  {
    id: 'developer',
    name: 'Starter',
    price: 29.99,
    price_cents: 2999,
    interval: 'month',
    credits: 1000,
    bonus_credits: 0,
    description: 'Everything you need to get started.',
    features: ['Video calls', 'Email support'],
    popular: false,
    video_calls: true,
    stripe_price_id: null,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 99.99,
    price_cents: 9999,
    interval: 'month',
    credits: 5000,
    bonus_credits: 0,
    description: 'For founders building every week.',
    features: ['Video calls', 'Priority support', 'Advanced analytics'],
    popular: true,
    video_calls: true,
    stripe_price_id: null,
  },
];

export const getPlans = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/plans', { schema: PlansResponseSchema, signal, auth: false, globalErrors: false });

export const getPlansQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.plans(), queryFn: getPlans, staleTime: 5 * 60_000, retry: 1, meta: { silent: true } });

export const usePlans = () => useQuery(getPlansQueryOptions());

/** Plans for a screen: the spec's fallback plans and its notice when the call fails. */
export function usePlansWithFallback() {
  const query = usePlans();
  useEffect(() => {
    if (query.isError) toast.error(PLANS_ERROR, { id: 'plans-error' });
  }, [query.isError]);
  return { ...query, plans: query.data?.plans ?? (query.isError ? FALLBACK_PLANS : []) };
}
