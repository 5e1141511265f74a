import { SuiteJobSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export const getSuiteJob = (id: string, signal?: AbortSignal) => api.get(`/api/v1/documents/jobs/${id}`, { schema: SuiteJobSchema, signal });

/** Polls every second until the job has finished. */
export const getSuiteJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: documentKeys.job(id),
    queryFn: ({ signal }) => getSuiteJob(id, signal),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'running' ? false : 1000),
  });

export const useSuiteJob = (id: string | null) => useQuery({ ...getSuiteJobQueryOptions(id ?? ''), enabled: Boolean(id) });
