import { PaymentMethodsResponseSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const getPaymentMethods = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/payment-methods', { schema: PaymentMethodsResponseSchema, signal });

export const getPaymentMethodsQueryOptions = () => queryOptions({ queryKey: billingQueryKeys.paymentMethods(), queryFn: getPaymentMethods });

export const usePaymentMethods = () => useQuery(getPaymentMethodsQueryOptions());
