import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const deleteWebhook = (id: string) => api.delete(`/api/v1/integrations/webhooks/${id}`);

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    // The list only: the deleted endpoint's open delivery log is dropped, not asked for again (a 404).
    onSuccess: async (_done, id) => {
      await qc.invalidateQueries({ queryKey: integrationQueryKeys.webhooks(), exact: true });
      qc.removeQueries({ queryKey: integrationQueryKeys.deliveries(id) });
    },
  });
}
