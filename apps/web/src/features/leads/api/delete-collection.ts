import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadQueryKeys } from './query-keys';

export const deleteCollection = (id: string) => api.delete(`/api/v1/apollo/collections/${id}`);

export function useDeleteCollection() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteCollection, onSuccess: () => qc.invalidateQueries({ queryKey: leadQueryKeys.collections() }) });
}
