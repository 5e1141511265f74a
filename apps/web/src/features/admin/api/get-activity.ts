import { AdminActivityListSchema } from '@uc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const ACTIVITY_PAGE_SIZE = 20;

export const getAdminActivity = (page: number, signal?: AbortSignal) =>
  api.get('/api/v1/admin/activity', { schema: AdminActivityListSchema, signal, query: { page, page_size: ACTIVITY_PAGE_SIZE } });

export const adminActivityQueryOptions = (page: number) =>
  queryOptions({ queryKey: adminQueryKeys.activity(page), queryFn: ({ signal }) => getAdminActivity(page, signal), placeholderData: keepPreviousData });

export const useAdminActivity = (page: number) => useQuery(adminActivityQueryOptions(page));
