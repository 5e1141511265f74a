import { ProfileSchema, type UpdateProfileBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authQueryKeys } from '@/lib/auth';
import { profileQueryKeys } from './query-keys';

export const updateProfile = (body: UpdateProfileBody) => api.put('/api/v1/profile', { schema: ProfileSchema, json: body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKeys.profile(), profile);
      // The header shows the name from /auth/me.
      return queryClient.invalidateQueries({ queryKey: authQueryKeys.me });
    },
  });
}
