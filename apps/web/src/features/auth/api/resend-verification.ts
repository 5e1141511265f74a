import { MessageSchema, type EmailBody } from '@uc/contract';
import { api } from '@/lib/api-client';

export const resendVerification = (body: EmailBody) =>
  api.post('/api/v1/auth/resend-verification', { json: body, schema: MessageSchema, auth: false });
