import { UserStatusResponseSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

/** The dashboard tab uses PUT …/status, the standalone page PATCH …/{id} (both spec calls). */
export const setUserStatus = ({ userId, isActive, via = 'put' }: { userId: string; isActive: boolean; via?: 'put' | 'patch' }) =>
  via === 'put'
    ? api.put(`/api/v1/admin/users/${encodeURIComponent(userId)}/status`, { schema: UserStatusResponseSchema, json: { is_active: isActive } })
    : api.patch(`/api/v1/admin/users/${encodeURIComponent(userId)}`, { schema: UserStatusResponseSchema, json: { is_active: isActive } });

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }) });
}
