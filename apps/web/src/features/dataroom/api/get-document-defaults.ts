import { DocumentDefaultsSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentKeys } from './query-keys';

export const getDocumentDefaults = (signal?: AbortSignal) => api.get('/api/v1/documents/defaults', { schema: DocumentDefaultsSchema, signal });

export const getDocumentDefaultsQueryOptions = () => queryOptions({ queryKey: documentKeys.defaults(), queryFn: ({ signal }) => getDocumentDefaults(signal), staleTime: Infinity });

export const useDocumentDefaults = () => useQuery(getDocumentDefaultsQueryOptions());
