import { FileVersionListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

export const getVersions = (id: string, signal?: AbortSignal) => api.get(`/api/v1/data-room/files/${id}/versions`, { schema: FileVersionListSchema, signal });

export const getVersionsQueryOptions = (id: string) => queryOptions({ queryKey: dataRoomKeys.versions(id), queryFn: ({ signal }) => getVersions(id, signal) });

export const useVersions = (id: string | null) => useQuery({ ...getVersionsQueryOptions(id ?? ''), enabled: Boolean(id) });
