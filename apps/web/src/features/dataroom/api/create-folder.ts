import { DataRoomFolderSchema, type CreateFolderBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

export const createFolder = (body: CreateFolderBody) => api.post('/api/v1/data-room/folders', { json: body, schema: DataRoomFolderSchema });

export function useCreateFolder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => qc.invalidateQueries({ queryKey: dataRoomKeys.lists() }) });
}
