import { ProjectListSchema } from '@uc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

/** The user's app-builder projects, to pick one for a GitHub export. */
export const getProjects = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/bolt/projects', { schema: ProjectListSchema, signal });

export const useProjectsForExport = (enabled: boolean) => useQuery({ queryKey: [...integrationQueryKeys.all, 'projects'], queryFn: getProjects, enabled });
