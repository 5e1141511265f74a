import { BalanceSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const getBalance = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/balance', { schema: BalanceSchema, signal });

export const getBalanceQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.balance(), queryFn: getBalance });

export const useBalance = () => useQuery(getBalanceQueryOptions());
