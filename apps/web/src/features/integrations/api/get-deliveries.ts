import { WebhookDeliveryListSchema } from '@uc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const getDeliveries = (id: string, signal?: AbortSignal) => api.get(`/api/v1/integrations/webhooks/${id}/deliveries`, { schema: WebhookDeliveryListSchema, signal });

/** Refreshes while a delivery is still pending (retries run on the server). */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: integrationQueryKeys.deliveries(id),
    queryFn: ({ signal }) => getDeliveries(id, signal),
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.status === 'pending') ? 2000 : false),
  });
