import { PreviewUrlSchema } from '@uc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

/** A short-lived signed link to the generated app, served sandboxed so its scripts run (issue 11). */
export const createPreview = (messageId: string) => api.post(`/api/v1/chat/messages/${messageId}/preview`, { schema: PreviewUrlSchema });

export const usePreviewUrl = (messageId: string | undefined) =>
  useQuery({
    queryKey: chatQueryKeys.preview(messageId ?? ''),
    queryFn: () => createPreview(messageId!),
    enabled: Boolean(messageId),
    // The link lives 15 minutes; a fresh one well before it expires.
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
  });
