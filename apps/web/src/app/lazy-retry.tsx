import { WifiOff } from 'lucide-react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A lazy screen whose download failed (offline, a server restart, a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

const RETRY_DELAY_MS = 800;

type LazyModule = { Component?: ComponentType | null };
type Load = () => Promise<LazyModule>;

/** Runs a loader again once, after a short pause, before giving up. */
function withOneRetry(load: Load): Load {
  return () =>
    load().catch(async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      return load();
    });
}

/** Said inside the layout when a screen's code could not be downloaded: the app around it stays. */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto my-8 w-full max-w-md rounded-2xl border border-white/10 bg-slate-900 p-6 text-center">
      <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-amber-500/15 text-amber-300 ring-1 ring-amber-500/30">
        <WifiOff className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-white">This screen could not be loaded</h2>
      <p className="mt-2 text-sm text-slate-400">The connection to the server was interrupted. Nothing you typed elsewhere is lost.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 inline-flex h-10 cursor-pointer items-center justify-center rounded-lg bg-gradient-to-r from-violet-600 to-indigo-600 px-5 text-sm font-medium text-white hover:from-violet-500 hover:to-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
      >
        Retry
      </button>
    </div>
  );
}

/**
 * Stands in for a screen whose download failed: says so inside the layout with Retry, and loads
 * the screen on Retry or the next visit (the router keeps a route's first lazy result for good,
 * so a failure must not be that result).
 */
function retryableScreen(load: Load): ComponentType {
  let loaded: ComponentType | null = null;
  return function RetryableScreen() {
    const [Screen, setScreen] = useState<ComponentType | null>(() => loaded);
    const [state, setState] = useState<'loading' | 'failed'>('loading');
    const attempt = useCallback(() => {
      setState('loading');
      load().then(
        (m) => {
          loaded = m.Component ?? null;
          setScreen(() => loaded);
        },
        () => setState('failed'),
      );
    }, []);
    useEffect(() => {
      if (!loaded) attempt();
    }, [attempt]);
    if (Screen) return <Screen />;
    return state === 'failed' ? <ScreenLoadFailed onRetry={attempt} /> : <p className="sr-only">Loading…</p>;
  };
}

/**
 * Every lazy route retries its import once automatically; a screen still missing after that
 * degrades inside its layout with Retry instead of unmounting the app.
 */
export function withLazyRetry(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      const load = withOneRetry(route.lazy as Load);
      next.lazy = (() =>
        load().catch((error: unknown) => {
          if (!isChunkLoadError(error)) throw error;
          return { Component: retryableScreen(route.lazy as Load) };
        })) as RouteObject['lazy'];
    }
    if (route.children) next.children = withLazyRetry(route.children);
    return next;
  });
}
