import { BulkDeleteResponseSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

export const deleteFile = (id: string) => api.delete(`/api/v1/data-room/files/${id}`);
export const deleteFiles = (ids: string[]) => api.post('/api/v1/data-room/files/bulk-delete', { json: { ids }, schema: BulkDeleteResponseSchema });

/** One id uses DELETE /files/{id}; several use the bulk endpoint. */
export function useDeleteFiles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => (ids.length === 1 ? deleteFile(ids[0]).then(() => ({ deleted: 1 })) : deleteFiles(ids)),
    onSuccess: () => qc.invalidateQueries({ queryKey: dataRoomKeys.lists() }),
  });
}
