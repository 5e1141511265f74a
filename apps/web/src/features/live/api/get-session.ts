import { LiveSessionDetailSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveQueryKeys } from './query-keys';

export const getLiveSession = (id: string, { signal }: { signal?: AbortSignal } = {}) => api.get(`/api/v1/livekit/sessions/${id}`, { schema: LiveSessionDetailSchema, signal });

export const useLiveSession = (id: string | null) =>
  useQuery(queryOptions({ queryKey: liveQueryKeys.session(id ?? ''), queryFn: ({ signal }) => getLiveSession(id!, { signal }), enabled: Boolean(id) }));
