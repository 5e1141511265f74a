/**
 * Runs `work` while holding the browser-wide refresh lock (Web Locks), so of several open tabs
 * only one renews at a time; the others wait and then find the token it stored. Browsers without
 * Web Locks run it at once (the server's grace window still keeps both tabs signed in).
 */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return work();
  return locks.request('uc-auth-refresh', work) as Promise<T>;
}
