import { AdminJobListSchema, type JobState } from '@uc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const JOBS_PAGE_SIZE = 20;
export type JobsFilter = { page: number; state?: JobState };

export const getAdminJobs = ({ page, state }: JobsFilter, signal?: AbortSignal) =>
  api.get('/api/v1/admin/jobs', { schema: AdminJobListSchema, signal, query: { page, page_size: JOBS_PAGE_SIZE, state } });

export const adminJobsQueryOptions = (filter: JobsFilter) =>
  queryOptions({ queryKey: adminQueryKeys.jobs(filter), queryFn: ({ signal }) => getAdminJobs(filter, signal), placeholderData: keepPreviousData });

export const useAdminJobs = (filter: JobsFilter) => useQuery(adminJobsQueryOptions(filter));
