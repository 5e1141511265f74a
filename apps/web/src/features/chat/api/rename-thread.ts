import { ThreadSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

export const renameThread = ({ id, title }: { id: string; title: string }) =>
  api.patch(`/api/v1/chat/threads/${encodeURIComponent(id)}`, { json: { title }, schema: ThreadSchema });

export const useRenameThread = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: renameThread, onSuccess: () => qc.invalidateQueries({ queryKey: chatQueryKeys.threads() }) });
};
