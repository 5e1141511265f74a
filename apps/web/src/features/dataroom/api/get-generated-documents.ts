import { GeneratedDocumentListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export const getGeneratedDocuments = (signal?: AbortSignal) => api.get('/api/v1/documents', { schema: GeneratedDocumentListSchema, signal });

export const getGeneratedDocumentsQueryOptions = () => queryOptions({ queryKey: documentKeys.list(), queryFn: ({ signal }) => getGeneratedDocuments(signal) });

export const useGeneratedDocuments = () => useQuery(getGeneratedDocumentsQueryOptions());
