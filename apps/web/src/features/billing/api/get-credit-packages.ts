import { CreditPackagesResponseSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const getCreditPackages = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/billing/credit-packages', { schema: CreditPackagesResponseSchema, signal, auth: false, globalErrors: false });

export const getCreditPackagesQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.packages(), queryFn: getCreditPackages, staleTime: 5 * 60_000, meta: { silent: true } });

export const useCreditPackages = () => useQuery(getCreditPackagesQueryOptions());
