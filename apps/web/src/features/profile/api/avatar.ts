import { ProfileSchema, type Profile } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { profileQueryKeys } from './query-keys';

/** The image goes as the raw body with its own type; the server checks the content anyway. */
async function uploadImage(path: string, file: File) {
  const token = getToken();
  const res = await fetch(buildUrl(path), { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: file });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, (body as { detail?: string } | null)?.detail ?? `Upload failed (${res.status})`);
  return ProfileSchema.parse(body);
}

export const uploadAvatar = (file: File) => uploadImage('/api/v1/profile/avatar', file);
export const deleteAvatar = () => api.delete('/api/v1/profile/avatar', { schema: ProfileSchema });
export const uploadLogo = (file: File) => uploadImage('/api/v1/profile/logo', file);
export const deleteLogo = () => api.delete('/api/v1/profile/logo', { schema: ProfileSchema });

function useImageMutations(upload: (file: File) => Promise<Profile>, remove: () => Promise<Profile>) {
  const queryClient = useQueryClient();
  const onSuccess = (profile: Profile) => queryClient.setQueryData(profileQueryKeys.profile(), profile);
  return { upload: useMutation({ mutationFn: upload, onSuccess }), remove: useMutation({ mutationFn: remove, onSuccess }) };
}

export const useAvatarMutations = () => useImageMutations(uploadAvatar, deleteAvatar);
/** The company logo investors see on share links. */
export const useLogoMutations = () => useImageMutations(uploadLogo, deleteLogo);

/**
 * The stored logo as an object URL: its address needs the session, which an <img> cannot send.
 * The address is versioned, so a new logo is a new fetch; the old object URL is released.
 */
export function useLogoImage(url: string | null) {
  const [loaded, setLoaded] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = getToken();
    fetch(buildUrl(url), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (res) => (res.ok ? res.blob() : null))
      .catch(() => null)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setLoaded({ url, src: objectUrl });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const current = url && loaded?.url === url ? loaded : null;
  return { src: current?.src ?? null, isLoading: url !== null && current === null, isError: current !== null && current.src === null };
}
