import { LeadCollectionSchema, type CreateCollectionBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadQueryKeys } from './query-keys';

export const createCollection = (body: CreateCollectionBody) => api.post('/api/v1/apollo/collections', { json: body, schema: LeadCollectionSchema });

export function useCreateCollection() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCollection, onSuccess: () => qc.invalidateQueries({ queryKey: leadQueryKeys.collections() }) });
}
