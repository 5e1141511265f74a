import { BillingConfigSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const getBillingConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/billing/config', { schema: BillingConfigSchema, signal, auth: false, globalErrors: false });

export const getBillingConfigQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.config(), queryFn: getBillingConfig, staleTime: Infinity, meta: { silent: true } });

export const useBillingConfig = () => useQuery(getBillingConfigQueryOptions());
