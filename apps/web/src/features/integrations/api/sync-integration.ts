import { SyncAllResultSchema, SyncResultSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const syncIntegration = (id: string) => api.post(`/api/v1/integrations/${id}/sync`, { schema: SyncResultSchema, timeoutMs: 30_000 });
export const syncAllIntegrations = () => api.post('/api/v1/integrations/sync-all', { schema: SyncAllResultSchema, timeoutMs: 60_000 });

export function useSyncIntegration() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: syncIntegration, onSettled: () => qc.invalidateQueries({ queryKey: integrationQueryKeys.list() }) });
}

export function useSyncAll() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: syncAllIntegrations, onSettled: () => qc.invalidateQueries({ queryKey: integrationQueryKeys.list() }) });
}
