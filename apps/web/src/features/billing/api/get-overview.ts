import { BillingOverviewSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const getOverview = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/overview', { schema: BillingOverviewSchema, signal });

export const getOverviewQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.overview(), queryFn: getOverview });

export const useOverview = () => useQuery(getOverviewQueryOptions());
