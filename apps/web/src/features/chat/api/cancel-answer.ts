import { api } from '@/lib/api-client';

/**
 * Stops an answer being generated (queued for the local model or being written): its stream then
 * ends it as incomplete, uncharged. A 404 means it already ended; the stream says how.
 */
export const cancelAnswer = (messageId: string) => api.post(`/api/v1/chat/messages/${encodeURIComponent(messageId)}/cancel`);
