import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

export const deleteThread = (id: string) => api.delete(`/api/v1/chat/threads/${encodeURIComponent(id)}`);

export const useDeleteThread = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteThread, onSuccess: () => qc.invalidateQueries({ queryKey: chatQueryKeys.threads() }) });
};
