import { useEffect } from 'react';
import { getToken } from './auth-storage';
import { loadApi } from './load-api';

/** Refresh this long before the access token expires, so an active user is never signed out mid-work. */
const EARLY_MS = 5 * 60_000;
const MIN_DELAY_MS = 10_000;

/** The `exp` of a JWT (ms), read without verifying (the server verifies); null when unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** While signed in, renews the access token shortly before it expires through the refresh cookie. */
export function useSilentRefresh(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const schedule = () => {
      const token = getToken();
      const exp = token ? tokenExpiry(token) : null;
      if (!exp || stopped) return;
      timer = setTimeout(async () => {
        // Another tab may have renewed already (the token is in shared storage): just wait for the new one.
        const now = getToken();
        const nowExp = now ? tokenExpiry(now) : null;
        if (nowExp && nowExp - Date.now() > EARLY_MS + MIN_DELAY_MS) return schedule();
        // A failed refresh changes nothing here: the next API call's 401 handles the end of the session.
        const { refreshAccessToken } = await loadApi();
        if ((await refreshAccessToken()) && !stopped) schedule();
      }, Math.max(exp - Date.now() - EARLY_MS, MIN_DELAY_MS));
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [signedIn]);
}
