import { EndVideoCallResponseSchema, LiveSessionSchema, PlansResponseSchema, StartVideoCallResponseSchema, SubscriptionStatusSchema, type StartVideoCallBody, type StartSessionBody } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Video calls from the chat header (issue 12): the /video API and what gates it. */
export const videoCallKeys = {
  access: () => ['billing', 'subscription-status'] as const,
  plans: () => ['billing', 'plans'] as const,
};

/** Spec 001 §8: a failed access check means no access. */
export const getVideoAccess = async ({ signal }: { signal?: AbortSignal } = {}) => {
  try {
    const s = await api.get('/api/v1/billing/subscription-status', { schema: SubscriptionStatusSchema, signal, globalErrors: false });
    return s;
  } catch (error) {
    if (signal?.aborted) throw error;
    return { is_paid: false, plan: 'free', status: 'active', features: { video_calls: false, unlimited_chat: false, priority_support: false, credits_included: 0 } };
  }
};
export const useVideoAccess = () => useQuery(queryOptions({ queryKey: videoCallKeys.access(), queryFn: getVideoAccess }));

export const getPlans = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/billing/plans', { schema: PlansResponseSchema, signal });
export const usePlans = (enabled: boolean) => useQuery(queryOptions({ queryKey: videoCallKeys.plans(), queryFn: getPlans, enabled }));

export const startVideoCall = (body: StartVideoCallBody) => api.post('/api/v1/video/start-call', { json: body, schema: StartVideoCallResponseSchema, globalErrors: false });

export const endVideoCall = (body: { agent_type?: string; call_type?: string; session_id?: string }) =>
  api.post('/api/v1/video/end-call', { json: body, schema: EndVideoCallResponseSchema, globalErrors: false, keepalive: true });

/** The call's session is marked connected once the camera and microphone are live. */
export const markCallConnected = (sessionId: string, body: StartSessionBody) =>
  api.post(`/api/v1/livekit/sessions/${sessionId}/start`, { json: body, schema: LiveSessionSchema, globalErrors: false });
