import { ResetLinkStatusSchema } from '@uc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether the reset link is still usable; nothing is consumed. */
export const getResetLinkStatus = (token: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/auth/reset-password/status', { query: { token }, schema: ResetLinkStatusSchema, signal, auth: false });

export const useResetLinkStatus = (token: string) =>
  useQuery({ queryKey: ['auth', 'reset-link', token], queryFn: ({ signal }) => getResetLinkStatus(token, { signal }), retry: false, staleTime: Infinity, meta: { silent: true } });
