import { ProjectSchema, type UpdateProjectBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './query-keys';

export const updateProject = (id: string, body: UpdateProjectBody) => api.put(`/api/v1/bolt/projects/${id}`, { json: body, schema: ProjectSchema });

export function useUpdateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProjectBody }) => updateProject(id, body),
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(project.id), project);
      return qc.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
