import { ActiveSessionListSchema, MessageSchema } from '@uc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKeys } from './query-keys';

export const listSessions = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/profile/sessions', { schema: ActiveSessionListSchema, signal }).then((r) => r.items);
export const revokeSession = (id: string) => api.delete(`/api/v1/profile/sessions/${encodeURIComponent(id)}`, { schema: MessageSchema });
export const revokeOtherSessions = () => api.post('/api/v1/profile/sessions/revoke-others', { schema: MessageSchema });

export const useSessions = () => useQuery({ queryKey: profileQueryKeys.sessions(), queryFn: listSessions });

export function useSessionMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.sessions() });
  return { revoke: useMutation({ mutationFn: revokeSession, onSuccess }), revokeOthers: useMutation({ mutationFn: revokeOtherSessions, onSuccess }) };
}
