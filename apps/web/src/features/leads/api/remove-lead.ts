import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadQueryKeys } from './query-keys';

export const removeLead = ({ collectionId, leadId }: { collectionId: string; leadId: string }) => api.delete(`/api/v1/apollo/collections/${collectionId}/leads/${leadId}`);

export function useRemoveLead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeLead, onSuccess: () => qc.invalidateQueries({ queryKey: leadQueryKeys.all }) });
}
