import { BalanceSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const billingQueryKeys = {
  all: ['billing'] as const,
  balance: () => [...billingQueryKeys.all, 'balance'] as const,
};

export const getBalance = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/balance', { schema: BalanceSchema, signal });

export const getBalanceQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.balance(), queryFn: getBalance });

export const useBalance = () => useQuery(getBalanceQueryOptions());
