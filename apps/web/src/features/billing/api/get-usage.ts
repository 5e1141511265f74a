import { UsageResponseSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const getUsage = (days: number, { signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/usage', { schema: UsageResponseSchema, query: { days }, signal });

export const getUsageQueryOptions = (days = 30) => queryOptions({ queryKey: billingQueryKeys.usage(days), queryFn: ({ signal }) => getUsage(days, { signal }) });

export const useUsage = (days = 30) => useQuery(getUsageQueryOptions(days));
