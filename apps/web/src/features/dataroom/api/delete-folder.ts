import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

/** Without `confirm` a non-empty folder answers 409; with it, everything inside is deleted too. */
export const deleteFolder = (id: string, confirm: boolean) => api.delete(`/api/v1/data-room/folders/${id}`, { query: { confirm } });

export function useDeleteFolder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) => deleteFolder(id, confirm),
    // Refreshing the listing of the folder just deleted would answer 404 "Folder not found":
    // it is dropped instead, and every other listing is refreshed.
    onSuccess: (_data, { id }) => {
      const inDeleted = (key: readonly unknown[]) => JSON.stringify(key).includes(id);
      void qc.invalidateQueries({ queryKey: dataRoomKeys.lists(), predicate: (q) => !inDeleted(q.queryKey) });
      setTimeout(() => qc.removeQueries({ queryKey: dataRoomKeys.lists(), predicate: (q) => inDeleted(q.queryKey) }));
    },
  });
}
