import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const deleteWebhook = (id: string) => api.delete(`/api/v1/integrations/webhooks/${id}`);

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => qc.invalidateQueries({ queryKey: integrationQueryKeys.webhooks() }) });
}
