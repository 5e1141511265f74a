import { MessageSchema, type EmailBody } from '@uc/contract';
import { api } from '@/lib/api-client';

export const forgotPassword = (body: EmailBody) => api.post('/api/v1/auth/forgot-password', { json: body, schema: MessageSchema, auth: false });
