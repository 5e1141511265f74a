import { DataRoomFolderSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

export const renameFolder = (id: string, name: string) => api.patch(`/api/v1/data-room/folders/${id}`, { json: { name }, schema: DataRoomFolderSchema });

export function useRenameFolder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameFolder(id, name),
    onSuccess: () => qc.invalidateQueries({ queryKey: dataRoomKeys.lists() }),
  });
}
