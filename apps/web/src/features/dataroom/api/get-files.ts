import { ListFilesResponseSchema, type ListFilesQuery } from '@uc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

export const getFiles = (query: ListFilesQuery, signal?: AbortSignal) =>
  api.get('/api/v1/data-room/files', { query: { ...query }, schema: ListFilesResponseSchema, signal });

export const getFilesQueryOptions = (query: ListFilesQuery) =>
  queryOptions({ queryKey: dataRoomKeys.list(query), queryFn: ({ signal }) => getFiles(query, signal), placeholderData: keepPreviousData });

export const useFiles = (query: ListFilesQuery) => useQuery(getFilesQueryOptions(query));
