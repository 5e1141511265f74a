import { LiveSessionSchema } from '@uc/contract';
import { api } from '@/lib/api-client';

export const endLiveSession = (id: string) => api.post(`/api/v1/livekit/sessions/${id}/end`, { json: {}, schema: LiveSessionSchema, globalErrors: false, keepalive: true });
