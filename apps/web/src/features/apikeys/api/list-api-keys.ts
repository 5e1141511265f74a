import { ApiKeyListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysQueryKeys } from './query-keys';

export const listApiKeys = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/api-keys', { schema: ApiKeyListSchema, signal }).then((r) => r.items);

export const listApiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKeys.list(), queryFn: listApiKeys });

export const useApiKeys = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...listApiKeysQueryOptions(), enabled });
