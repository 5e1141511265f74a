import { CreatedWebhookSchema, type CreateWebhookBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

/** The answer carries the signing secret, shown once. Errors (a refused URL) are shown in the form. */
export const createWebhook = (body: CreateWebhookBody) => api.post('/api/v1/integrations/webhooks', { json: body, schema: CreatedWebhookSchema, globalErrors: false });

export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => qc.invalidateQueries({ queryKey: integrationQueryKeys.webhooks() }) });
}
