import { ThreadDetailSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

/** While the server is still writing an answer (e.g. after a reload), look again this often. */
export const STREAMING_POLL_MS = 1500;

export const getThread = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/api/v1/chat/threads/${encodeURIComponent(id)}`, { schema: ThreadDetailSchema, signal, globalErrors: false });

export const getThreadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatQueryKeys.thread(id),
    queryFn: ({ signal }) => getThread(id, { signal }),
    refetchInterval: (q) => (q.state.data?.messages.some((m) => m.status === 'streaming') ? STREAMING_POLL_MS : false),
  });

export const useThread = (id: string | null) => useQuery({ ...getThreadQueryOptions(id ?? ''), enabled: Boolean(id) });
