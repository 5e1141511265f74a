import { WebhookDeliverySchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const sendTestEvent = (id: string) => api.post(`/api/v1/integrations/webhooks/${id}/test`, { schema: WebhookDeliverySchema, timeoutMs: 30_000 });

export function useSendTestEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sendTestEvent, onSettled: (_d, _e, id) => qc.invalidateQueries({ queryKey: integrationQueryKeys.deliveries(id) }) });
}
