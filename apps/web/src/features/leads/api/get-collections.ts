import { LeadCollectionListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadQueryKeys } from './query-keys';

export const getCollections = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/apollo/collections', { schema: LeadCollectionListSchema, signal });

export const getCollectionsQueryOptions = () => queryOptions({ queryKey: leadQueryKeys.collections(), queryFn: getCollections });

export const useCollections = () => useQuery(getCollectionsQueryOptions());
