import { RecordExchangeResponseSchema, type RecordExchangeBody } from '@uc/contract';
import { api } from '@/lib/api-client';

/** Keeps a generated document in the thread so it is there after a reload. */
export const recordExchange = (body: RecordExchangeBody) => api.post('/api/v1/chat/messages', { json: body, schema: RecordExchangeResponseSchema });
