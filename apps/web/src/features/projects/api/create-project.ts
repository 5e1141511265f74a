import { ProjectSchema, type CreateProjectBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './query-keys';

export const createProject = (body: CreateProjectBody) => api.post('/api/v1/bolt/projects', { json: body, schema: ProjectSchema });

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(project.id), project);
      return qc.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
