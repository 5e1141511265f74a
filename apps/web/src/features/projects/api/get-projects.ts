import { ProjectListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './query-keys';

export const getProjects = (signal?: AbortSignal) => api.get('/api/v1/bolt/projects', { schema: ProjectListSchema, signal });

export const getProjectsQueryOptions = () => queryOptions({ queryKey: projectKeys.list(), queryFn: ({ signal }) => getProjects(signal) });

export const useProjects = () => useQuery(getProjectsQueryOptions());
