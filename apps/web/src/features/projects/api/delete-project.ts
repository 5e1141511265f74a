import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './query-keys';

export const deleteProject = (id: string) => api.delete(`/api/v1/bolt/projects/${id}`);

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: projectKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
