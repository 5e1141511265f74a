import { StartupModelResponseSchema, type ConfirmAssumptionChangeBody } from '@uc/contract';
import { api } from '@/lib/api-client';

/** Saves an assumption change an agent proposed in the chat, once the founder confirms its card. */
export const confirmAssumption = (body: ConfirmAssumptionChangeBody) => api.post('/api/v1/startup/model/assumption', { json: body, schema: StartupModelResponseSchema });
