import { AddLeadsResultSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadQueryKeys } from './query-keys';

export const addLeads = ({ collectionId, leadIds }: { collectionId: string; leadIds: string[] }) =>
  api.post(`/api/v1/apollo/collections/${collectionId}/leads`, { json: { lead_ids: leadIds }, schema: AddLeadsResultSchema });

export function useAddLeads() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addLeads, onSuccess: () => qc.invalidateQueries({ queryKey: leadQueryKeys.all }) });
}
