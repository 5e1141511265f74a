import { CreatedApiKeySchema, type CreateApiKeyBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysQueryKeys } from './query-keys';

export const createApiKey = (body: CreateApiKeyBody) => api.post('/api/v1/api-keys', { json: body, schema: CreatedApiKeySchema });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKeys.list() }) });
}
