import { PaymentMethodSchema, SetupIntentSchema, type TestCard } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryKeys } from './query-keys';

export const ADD_PAYMENT_METHOD_ERROR = 'Failed to add payment method';

/** Stripe: the browser confirms this SetupIntent with the card element. */
export const createSetupIntent = () => api.post('/api/v1/billing/payment-methods/setup-intent', { schema: SetupIntentSchema });

/** Test mode: the server checks the test card and keeps brand, last four and expiry. */
export const addTestPaymentMethod = (card: TestCard) => api.post('/api/v1/billing/test/payment-methods', { json: card, schema: PaymentMethodSchema });

export function useAddTestPaymentMethod() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addTestPaymentMethod, onSuccess: () => qc.invalidateQueries({ queryKey: billingQueryKeys.paymentMethods() }) });
}
