import { ErrorBodySchema, TokenSchema } from '@uc/contract/first-load';
import { toast } from 'sonner';
import type { z } from 'zod';
import { env } from '@/config/env';
import { ApiError } from './api-error';
import { buildUrl } from './api-url';
import { clearAuth, getToken, setToken } from './auth-storage';
import { reportReachable, reportUnreachable } from './connection';
import { withRefreshLock } from './refresh-lock';

export { ApiError } from './api-error';
export { buildUrl } from './api-url';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';
export const NETWORK_ERROR_MESSAGE = 'Unable to connect to server. Please check your connection and try again.';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the spec's login). */
  form?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Parses the success body; omit for calls whose body is not needed. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** false: never send the bearer header (login, register: a stale token must not turn their 401 into "session expired"). */
  auth?: boolean;
  /** Sends this token instead of the stored one (logout, after the local session is already forgotten). */
  bearer?: string;
  /** Lets the request finish even if the page is left or reloaded meanwhile. */
  keepalive?: boolean;
  /** false: no toasts or sign-out from this call; the caller handles every failure itself. */
  globalErrors?: boolean;
  timeoutMs?: number;
};

async function readErrorBody(response: Response) {
  try {
    const parsed = ErrorBodySchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON (a proxy's HTML page): fall through to a generic detail.
  }
  return { detail: response.statusText || `Request failed with status ${response.status}`, errors: undefined };
}

let refreshing: Promise<string | null> | null = null;

function requestNewAccessToken(): Promise<string | null> {
  return fetch(buildUrl('/api/v1/auth/refresh'), { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) return null;
      const parsed = TokenSchema.safeParse(await res.json());
      if (!parsed.success) return null;
      setToken(parsed.data.access_token);
      return parsed.data.access_token;
    })
    .catch(() => null);
}

/**
 * Exchanges the refresh cookie (httpOnly, sent to /api/v1/auth only) for a new access token.
 * Concurrent callers share one request; other tabs wait on the same lock and take the token the
 * first one stored (it is in shared storage) instead of spending the cookie again.
 * null when there is no valid refresh token.
 */
export function refreshAccessToken(): Promise<string | null> {
  const stale = getToken();
  refreshing ??= withRefreshLock(async () => {
    const current = getToken();
    if (current && current !== stale) return current;
    return requestNewAccessToken();
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}, refreshed = false): Promise<T> {
  const { method = options.json !== undefined || options.form ? 'POST' : 'GET', globalErrors = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const token = options.auth === false ? null : (options.bearer ?? getToken());
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), options.timeoutMs ?? env.API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: controller.signal, keepalive: options.keepalive });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (globalErrors) {
      // One toast however many calls fail together (sonner replaces a toast with the same id).
      toast.error(NETWORK_ERROR_MESSAGE, { id: 'network-error' });
      reportUnreachable();
    }
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { handled: globalErrors });
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  reportReachable();
  if (!response.ok) {
    const { detail, errors } = await readErrorBody(response);
    if (globalErrors && response.status === 401 && token) {
      // The access token ran out: a silent refresh and one retry before the session counts as ended.
      if (!refreshed && !options.bearer && (await refreshAccessToken())) return apiRequest(path, options, true);
      clearAuth('expired');
      toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
      throw new ApiError(401, SESSION_EXPIRED_MESSAGE, { handled: true });
    }
    if (globalErrors && response.status >= 500) {
      toast.error(SERVER_ERROR_MESSAGE, { id: 'server-error' });
      throw new ApiError(response.status, SERVER_ERROR_MESSAGE, { handled: true });
    }
    throw new ApiError(response.status, detail, { errors });
  }

  if (!options.schema) return undefined as T;
  const data: unknown = response.status === 204 ? undefined : await response.json();
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    // The server and the contract disagree: a bug, not something the user can fix.
    console.error(`Unexpected response from ${path}`, parsed.error);
    if (globalErrors) toast.error(SERVER_ERROR_MESSAGE, { id: 'server-error' });
    throw new ApiError(response.status, SERVER_ERROR_MESSAGE, { handled: globalErrors });
  }
  return parsed.data;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'json' | 'form'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) => apiRequest<T>(path, { ...options, method: 'POST' }),
  put: <T>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) => apiRequest<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) => apiRequest<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'json' | 'form'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** What to show for a failed call that the client did not already announce. */
export function errorMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}
