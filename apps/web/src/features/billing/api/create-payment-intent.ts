import { PaymentIntentSchema } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PAYMENT_INTENT_ERROR = 'Failed to create payment intent';

/** The server prices the package: only its name is sent. */
export const createPaymentIntent = (packageName: string) => api.post('/api/v1/billing/create-payment-intent', { json: { package_name: packageName }, schema: PaymentIntentSchema });

export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
