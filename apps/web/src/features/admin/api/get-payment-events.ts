import { AdminPaymentEventListSchema, type PaymentEventIssue } from '@uc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const PAYMENT_EVENTS_PAGE_SIZE = 20;
export type PaymentEventsFilter = { page: number; outcome?: PaymentEventIssue };

export const getAdminPaymentEvents = ({ page, outcome }: PaymentEventsFilter, signal?: AbortSignal) =>
  api.get('/api/v1/admin/payment-events', { schema: AdminPaymentEventListSchema, signal, query: { page, page_size: PAYMENT_EVENTS_PAGE_SIZE, outcome } });

export const adminPaymentEventsQueryOptions = (filter: PaymentEventsFilter) =>
  queryOptions({ queryKey: adminQueryKeys.paymentEvents(filter), queryFn: ({ signal }) => getAdminPaymentEvents(filter, signal), placeholderData: keepPreviousData });

export const useAdminPaymentEvents = (filter: PaymentEventsFilter) => useQuery(adminPaymentEventsQueryOptions(filter));
