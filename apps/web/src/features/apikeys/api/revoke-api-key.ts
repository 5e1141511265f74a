import { MessageSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysQueryKeys } from './query-keys';

export const revokeApiKey = (id: string) => api.delete(`/api/v1/api-keys/${encodeURIComponent(id)}`, { schema: MessageSchema });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKeys.list() }) });
}
