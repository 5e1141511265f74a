import { BalanceSchema } from '@uc/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The signed-in user's credit balance, shared by every feature that spends credits (the chat
 * header, the billing screens). Same query key as the billing feature's balance query, so an
 * update from any `remaining_credits` shows everywhere at once.
 */
export const CREDIT_BALANCE_KEY = ['billing', 'balance'] as const;

export const creditBalanceQueryOptions = () =>
  queryOptions({ queryKey: CREDIT_BALANCE_KEY, queryFn: ({ signal }) => api.get('/api/v1/billing/balance', { schema: BalanceSchema, signal }) });

export const useCreditBalance = () => useQuery(creditBalanceQueryOptions());

export const setCreditBalance = (qc: QueryClient, remaining: number) => qc.setQueryData(CREDIT_BALANCE_KEY, { available_credits: remaining });
