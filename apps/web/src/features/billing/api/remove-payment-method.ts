import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const removePaymentMethod = (id: string) => api.delete(`/api/v1/billing/payment-methods/${encodeURIComponent(id)}`);

export function useRemovePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removePaymentMethod, onSuccess: () => qc.invalidateQueries({ queryKey: billingQueryKeys.paymentMethods() }), meta: { silent: false } });
}
