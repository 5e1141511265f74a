import { IntegrationSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const disconnectIntegration = (id: string) => api.post(`/api/v1/integrations/${id}/disconnect`, { schema: IntegrationSchema });

export function useDisconnectIntegration() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disconnectIntegration, onSuccess: () => qc.invalidateQueries({ queryKey: integrationQueryKeys.list() }) });
}
