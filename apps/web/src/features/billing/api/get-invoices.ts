import { InvoicesResponseSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const getInvoices = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/invoices', { schema: InvoicesResponseSchema, signal });

export const getInvoicesQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.invoices(), queryFn: getInvoices });

export const useInvoices = () => useQuery(getInvoicesQueryOptions());
