import { CreateSubscriptionResponseSchema, type PlanId } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SUBSCRIPTION_ERROR = 'Failed to create subscription';

export const createSubscription = (planId: PlanId) => api.post('/api/v1/billing/create-subscription', { json: { plan_id: planId }, schema: CreateSubscriptionResponseSchema });

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
