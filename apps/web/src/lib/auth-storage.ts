import type { User } from '@uc/contract';

/** Keys fixed by the spec: the token under access_token, the signed-in user under user. */
const TOKEN_KEY = 'access_token';
const USER_KEY = 'user';

export type AuthClearReason = 'logout' | 'expired' | 'invalid';
type Listener = (event: { type: 'signed-in' } | { type: 'cleared'; reason: AuthClearReason }) => void;

const listeners = new Set<Listener>();

/** Set by the demo: its session lives in this tab's memory and never touches a real one. */
let memoryStorage: Storage | null = null;

export function keepAuthInMemory() {
  const values = new Map<string, string>();
  memoryStorage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (k) => values.get(k) ?? null,
    key: (i) => [...values.keys()][i] ?? null,
    removeItem: (k) => void values.delete(k),
    setItem: (k, v) => void values.set(k, String(v)),
  };
}

/** The demo's session (kept in memory by keepAuthInMemory), not a real account's. */
export const isDemoSession = () => memoryStorage !== null;

function safeStorage(): Storage | null {
  if (memoryStorage) return memoryStorage;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return safeStorage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string) {
  safeStorage()?.setItem(TOKEN_KEY, token);
}

export function setStoredUser(user: User) {
  safeStorage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function notifySignedIn() {
  for (const listener of listeners) listener({ type: 'signed-in' });
}

let expiredRedirectPending = false;

/** Forgets the token and the stored user, then tells the auth provider and the router. */
export function clearAuth(reason: AuthClearReason) {
  const storage = safeStorage();
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USER_KEY);
  if (reason === 'expired') {
    expiredRedirectPending = true;
    rememberReturnTo();
  }
  for (const listener of listeners) listener({ type: 'cleared', reason });
}

export function subscribeToAuth(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * True once after a session expired. The layout that sends the user home takes it when it mounts
 * too, because with lazy routes the 401 can arrive before that layout exists to hear the event.
 */
export function takeExpiredRedirect(): boolean {
  const pending = expiredRedirectPending;
  expiredRedirectPending = false;
  return pending;
}

const RETURN_TO_KEY = 'return_to';

/** Where the user was when the session ended, so signing in again brings them back (same tab only). */
function rememberReturnTo() {
  try {
    const here = `${window.location.pathname}${window.location.search}`;
    if (here.startsWith('/dashboard')) window.sessionStorage.setItem(RETURN_TO_KEY, here);
  } catch {
    // no session storage: the dashboard it is
  }
}

/** The deep link to return to after signing in, once; only in-app dashboard paths. */
export function takeReturnTo(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_TO_KEY);
    window.sessionStorage.removeItem(RETURN_TO_KEY);
    return path && path.startsWith('/dashboard') ? path : null;
  } catch {
    return null;
  }
}
