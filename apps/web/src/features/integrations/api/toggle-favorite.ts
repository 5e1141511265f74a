import { IntegrationSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const toggleFavorite = ({ id, favorite }: { id: string; favorite: boolean }) =>
  favorite ? api.post(`/api/v1/integrations/${id}/favorite`, { schema: IntegrationSchema }) : api.delete(`/api/v1/integrations/${id}/favorite`, { schema: IntegrationSchema });

export function useToggleFavorite() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: toggleFavorite, onSuccess: () => qc.invalidateQueries({ queryKey: integrationQueryKeys.list() }) });
}
