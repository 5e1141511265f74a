import { IntegrationSchema, type ConnectIntegrationBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

/** Failures (a wrong webhook URL, a rejected token) are shown in the dialog, not as toasts. */
export const connectIntegration = ({ id, body }: { id: string; body: ConnectIntegrationBody }) =>
  api.post(`/api/v1/integrations/${id}/connect`, { json: body, schema: IntegrationSchema, globalErrors: false, timeoutMs: 30_000 });

export function useConnectIntegration() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: connectIntegration, onSuccess: () => qc.invalidateQueries({ queryKey: integrationQueryKeys.list() }) });
}
