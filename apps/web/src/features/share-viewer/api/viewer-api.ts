import {
  VISIT_TOKEN_HEADER,
  ViewerEmailSentSchema,
  ViewerFileListSchema,
  ViewerStateSchema,
  type ViewerEventsBody,
  type ViewerState,
} from '@uc/contract';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { buildUrl } from '@/lib/api-url';

/**
 * The shared viewer's calls: no account, no bearer token — the visit token the server issued at
 * open goes in a header. Kept apart from the app's API client so a founder's session is never
 * sent along with a viewer's requests.
 */
const base = (token: string) => `/api/v1/s/${encodeURIComponent(token)}`;

async function call(token: string, visit: string | null, sub: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(init.body ? { 'content-type': 'application/json' } : {}) };
  if (visit) headers[VISIT_TOKEN_HEADER] = visit;
  let res: Response;
  try {
    res = await fetch(buildUrl(`${base(token)}/${sub}`), { ...init, headers, credentials: 'omit' });
  } catch {
    throw new ApiError(0, 'Unable to connect. Please check your connection and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiError(res.status, body?.detail ?? 'Something went wrong. Please try again.');
  }
  return res;
}

const json = async <S extends z.ZodType>(res: Response, schema: S): Promise<z.infer<S>> => schema.parse(await res.json());

export const openShare = async (token: string, visit: string | null) => json(await call(token, visit, 'open', { method: 'POST' }), ViewerStateSchema);

export const submitPassword = async (token: string, visit: string, password: string): Promise<ViewerState> =>
  json(await call(token, visit, 'password', { method: 'POST', body: JSON.stringify({ password }) }), ViewerStateSchema);

export const requestCode = async (token: string, visit: string, email: string) =>
  json(await call(token, visit, 'email', { method: 'POST', body: JSON.stringify({ email }) }), ViewerEmailSentSchema);

export const submitCode = async (token: string, visit: string, code: string) =>
  json(await call(token, visit, 'email/verify', { method: 'POST', body: JSON.stringify({ code }) }), ViewerStateSchema);

export const acceptNda = async (token: string, visit: string, email?: string) =>
  json(await call(token, visit, 'nda', { method: 'POST', body: JSON.stringify({ accept: true, ...(email && { email }) }) }), ViewerStateSchema);

export const listFiles = async (token: string, visit: string) => json(await call(token, visit, 'files'), ViewerFileListSchema);

export const fetchFile = async (token: string, visit: string, fileId: string, mode: 'view' | 'download') =>
  (await call(token, visit, `files/${fileId}/${mode}`)).blob();

/** Page time: a beacon when the page is going away (it outlives the page), a keep-alive fetch otherwise. */
export function sendEvents(token: string, body: ViewerEventsBody, leaving: boolean): void {
  const url = buildUrl(`${base(token)}/events`);
  const payload = JSON.stringify(body);
  // A string body goes as text/plain: no preflight, and the server reads it as JSON.
  if (leaving && navigator.sendBeacon?.(url, payload)) return;
  void fetch(url, { method: 'POST', body: payload, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(() => {});
}
