import { MessageSchema, TokenSchema, type EmailBody, type Token } from '@uc/contract';
import { api } from '@/lib/api-client';

/** E-mails a one-time sign-in link (what a throttled sign-in offers); the answer is the same for any address. */
export const requestSignInLink = (body: EmailBody) => api.post('/api/v1/auth/sign-in-link', { json: body, schema: MessageSchema, auth: false });

const signInWithLink = (token: string) =>
  api.post('/api/v1/auth/sign-in-link/verify', { query: { token }, schema: TokenSchema, auth: false, globalErrors: false });

/** The link is single use: the same token is never posted twice (StrictMode mounts the page twice). */
const inFlight = new Map<string, Promise<Token>>();

export function signInWithLinkOnce(token: string) {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = signInWithLink(token);
    inFlight.set(token, pending);
  }
  return pending;
}
