import { ProfileSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { profileQueryKeys } from './query-keys';

/** The image goes as the raw body with its own type; the server checks the content anyway. */
export async function uploadAvatar(file: File) {
  const token = getToken();
  const res = await fetch(buildUrl('/api/v1/profile/avatar'), { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: file });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, (body as { detail?: string } | null)?.detail ?? `Upload failed (${res.status})`);
  return ProfileSchema.parse(body);
}

export const deleteAvatar = () => api.delete('/api/v1/profile/avatar', { schema: ProfileSchema });

export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (profile: Awaited<ReturnType<typeof deleteAvatar>>) => queryClient.setQueryData(profileQueryKeys.profile(), profile);
  return { upload: useMutation({ mutationFn: uploadAvatar, onSuccess }), remove: useMutation({ mutationFn: deleteAvatar, onSuccess }) };
}
