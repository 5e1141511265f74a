import { PaymentResultSchema, type ConfirmTestPaymentBody } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Test mode: the built-in provider charges the test card server-side. */
export const confirmTestPayment = (body: ConfirmTestPaymentBody) => api.post('/api/v1/billing/test/confirm-payment', { json: body, schema: PaymentResultSchema });

export const useConfirmTestPayment = () => useMutation({ mutationFn: confirmTestPayment });
