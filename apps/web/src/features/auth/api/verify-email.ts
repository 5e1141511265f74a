import { VerifyEmailResponseSchema, type VerifyEmailResponse } from '@uc/contract';
import { api } from '@/lib/api-client';

export const verifyEmail = (token: string) =>
  api.post('/api/v1/auth/verify-email', { query: { token }, schema: VerifyEmailResponseSchema, auth: false, globalErrors: false });

/**
 * Verification tokens are single use, so the same token is never posted twice, even when
 * React StrictMode mounts the page twice or the user navigates back to it.
 */
const inFlight = new Map<string, Promise<VerifyEmailResponse>>();

export function verifyEmailOnce(token: string) {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    inFlight.set(token, pending);
  }
  return pending;
}

/** For tests: forget earlier verifications. */
export function resetVerifyEmailCache() {
  inFlight.clear();
}
