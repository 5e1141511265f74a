import type { RouteObject } from 'react-router';

/** A lazy screen whose download failed (offline, a server restart, a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

const RETRY_DELAY_MS = 800;

/** Runs a route's `lazy` loader again once, after a short pause, before giving up. */
function retryOnce<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      return load();
    });
}

/** Every lazy route in the table retries its import once automatically. */
export function withLazyRetry(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') next.lazy = retryOnce(route.lazy) as RouteObject['lazy'];
    if (route.children) next.children = withLazyRetry(route.children);
    return next;
  });
}
