import { MessageSchema, type ResetPasswordBody } from '@uc/contract';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordBody) => api.post('/api/v1/auth/reset-password', { json: body, schema: MessageSchema, auth: false });
