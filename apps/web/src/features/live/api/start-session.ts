import { LiveSessionSchema, type StartSessionBody } from '@uc/contract';
import { api } from '@/lib/api-client';

/** Called once the media are live (local mode) or the room is joined (LiveKit). */
export const startLiveSession = (id: string, body: StartSessionBody) => api.post(`/api/v1/livekit/sessions/${id}/start`, { json: body, schema: LiveSessionSchema, globalErrors: false });
