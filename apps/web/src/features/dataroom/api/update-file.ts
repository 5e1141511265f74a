import { DataRoomFileSchema, type UpdateFileBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataRoomKeys } from './query-keys';

export const updateFile = (id: string, body: UpdateFileBody) => api.patch(`/api/v1/data-room/files/${id}`, { json: body, schema: DataRoomFileSchema });

export function useUpdateFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFileBody }) => updateFile(id, body),
    onSuccess: (file) => {
      qc.setQueryData(dataRoomKeys.file(file.id), file);
      return qc.invalidateQueries({ queryKey: dataRoomKeys.lists() });
    },
  });
}
