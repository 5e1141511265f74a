import { ProjectSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './query-keys';

export const getProject = (id: string, signal?: AbortSignal) => api.get(`/api/v1/bolt/projects/${id}`, { schema: ProjectSchema, signal });

export const getProjectQueryOptions = (id: string) => queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal), staleTime: Infinity });

export const useProject = (id: string | null) => useQuery({ ...getProjectQueryOptions(id ?? ''), enabled: Boolean(id) });
