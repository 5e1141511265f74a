import { ContactReceiptSchema, type ContactBody } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessage = (body: ContactBody) => api.post('/api/v1/contact', { json: body, schema: ContactReceiptSchema, auth: false });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
