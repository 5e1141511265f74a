import { LiveSessionSchema, type CreateSessionBody } from '@uc/contract';
import { api } from '@/lib/api-client';

export const createLiveSession = (body: CreateSessionBody) => api.post('/api/v1/livekit/sessions', { json: body, schema: LiveSessionSchema, globalErrors: false });
