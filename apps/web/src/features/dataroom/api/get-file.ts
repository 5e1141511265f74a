import { DataRoomFileSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

/** Opening the details counts a view on the server. */
export const getFile = (id: string, signal?: AbortSignal) => api.get(`/api/v1/data-room/files/${id}`, { schema: DataRoomFileSchema, signal });

export const getFileQueryOptions = (id: string) => queryOptions({ queryKey: dataRoomKeys.file(id), queryFn: ({ signal }) => getFile(id, signal), staleTime: Infinity });

export const useFile = (id: string | null) => useQuery({ ...getFileQueryOptions(id ?? ''), enabled: Boolean(id) });
