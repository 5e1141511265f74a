import { AllocateCreditsResponseSchema, type AllocateCreditsBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const allocateCredits = ({ userId, ...body }: AllocateCreditsBody & { userId: string }) =>
  api.post(`/api/v1/admin/users/${encodeURIComponent(userId)}/credits`, { schema: AllocateCreditsResponseSchema, json: { user_id: userId, ...body } });

export function useAllocateCredits() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: allocateCredits, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }) });
}
