import { AvatarVideoListSchema } from '@uc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { avatarQueryKeys } from './query-keys';

export const VIDEOS_PAGE_SIZE = 12;

export const listVideos = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/tavus/videos', { schema: AvatarVideoListSchema, signal, query: { page, page_size: VIDEOS_PAGE_SIZE } });

/** While a video renders, the list refreshes every 10 seconds. */
export const useVideos = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: avatarQueryKeys.videos(page),
      queryFn: ({ signal }) => listVideos(page, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.items.some((v) => v.status === 'queued' || v.status === 'generating') ? 10_000 : false),
    }),
  );
