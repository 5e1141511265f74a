import { ReadinessEngagementSchema, ShareAnalyticsSchema, ShareListSchema, ShareSchema, type CreateShareBody } from '@uc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Share links of the data room (issue 40) and their analytics. */
export const shareKeys = {
  all: ['data-room', 'shares'] as const,
  list: () => [...shareKeys.all, 'list'] as const,
  analytics: (id: string) => [...shareKeys.all, 'analytics', id] as const,
  engagement: () => [...shareKeys.all, 'engagement'] as const,
};

/** How investors read each checklist document through the founder's links. */
export const getReadinessEngagement = (signal?: AbortSignal) => api.get('/api/v1/data-room/readiness/engagement', { schema: ReadinessEngagementSchema, signal });
export const useReadinessEngagement = () => useQuery({ queryKey: shareKeys.engagement(), queryFn: ({ signal }) => getReadinessEngagement(signal), refetchInterval: 60_000 });

/** Dismisses the "New: opened by …" notice of a link. */
export function useMarkOpenSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/v1/data-room/shares/${id}/seen`),
    onSuccess: () => qc.invalidateQueries({ queryKey: shareKeys.list() }),
  });
}

export const getShares = (signal?: AbortSignal) => api.get('/api/v1/data-room/shares', { schema: ShareListSchema, signal });
export const useShares = () => useQuery({ queryKey: shareKeys.list(), queryFn: ({ signal }) => getShares(signal) });

export const getShareAnalytics = (id: string, signal?: AbortSignal) => api.get(`/api/v1/data-room/shares/${id}/analytics`, { schema: ShareAnalyticsSchema, signal });
export const useShareAnalytics = (id: string | null) =>
  useQuery({ queryKey: shareKeys.analytics(id ?? ''), queryFn: ({ signal }) => getShareAnalytics(id!, signal), enabled: Boolean(id), refetchInterval: 15_000 });

export function useCreateShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareBody) => api.post('/api/v1/data-room/shares', { json: body, schema: ShareSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: shareKeys.list() }),
  });
}

export function useRevokeShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/v1/data-room/shares/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: shareKeys.list() }),
  });
}
