import { SessionListSchema } from '@uc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveQueryKeys } from './query-keys';

export const PAGE_SIZE = 10;

export const listLiveSessions = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/livekit/sessions', { schema: SessionListSchema, signal, query: { page, page_size: PAGE_SIZE } });

export const useLiveSessions = (page: number) =>
  useQuery(queryOptions({ queryKey: liveQueryKeys.sessions(page), queryFn: ({ signal }) => listLiveSessions(page, { signal }), placeholderData: keepPreviousData }));
