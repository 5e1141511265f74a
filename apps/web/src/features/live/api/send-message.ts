import { SendLiveMessageResponseSchema, type SendLiveMessageBody } from '@uc/contract';
import { api } from '@/lib/api-client';

export const sendLiveMessage = (id: string, body: SendLiveMessageBody) =>
  api.post(`/api/v1/livekit/sessions/${id}/messages`, { json: body, schema: SendLiveMessageResponseSchema, globalErrors: false, timeoutMs: 120_000 });
