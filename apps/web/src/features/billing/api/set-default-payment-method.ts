import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const setDefaultPaymentMethod = (id: string) => api.post(`/api/v1/billing/payment-methods/${encodeURIComponent(id)}/default`);

export function useSetDefaultPaymentMethod() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setDefaultPaymentMethod, onSuccess: () => qc.invalidateQueries({ queryKey: billingQueryKeys.paymentMethods() }), meta: { silent: false } });
}
