import { StartupModelVersionListSchema, StartupModelVersionSchema } from '@uc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startupQueryKeys } from './query-keys';

export const PAGE_SIZE = 10;

export const getStartupModelVersions = (page: number, signal?: AbortSignal, pageSize = PAGE_SIZE) =>
  api.get('/api/v1/startup/model/versions', { query: { page, page_size: pageSize }, schema: StartupModelVersionListSchema, signal });

/** Fetched only while the history is open. */
export const useStartupModelVersions = (page: number, enabled: boolean) =>
  useQuery({ queryKey: startupQueryKeys.versions(page), queryFn: ({ signal }) => getStartupModelVersions(page, signal), enabled, placeholderData: keepPreviousData });

export const getStartupModelVersion = (version: number) => api.get(`/api/v1/startup/model/versions/${version}`, { schema: StartupModelVersionSchema });
