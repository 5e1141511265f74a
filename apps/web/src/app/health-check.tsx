import { useQuery } from '@tanstack/react-query';
import { ServerCrash } from 'lucide-react';
import { buildUrl } from '@/lib/api-url';

/** The loading screen should not hang for the full API timeout when the server does not answer. */
const HEALTH_TIMEOUT_MS = 10_000;

export type HealthState = 'healthy' | 'unhealthy';

/**
 * Start-up check. Only an answer whose status field says something other than "healthy" counts
 * as unhealthy; a failed call (offline, proxy error without a body) lets the app start anyway,
 * and each screen then reports its own errors.
 */
export async function checkHealth(signal?: AbortSignal): Promise<HealthState> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort());
  try {
    // Same URL and credentials mode as the <link rel="preload"> in index.html, so the browser reuses that answer.
    const response = await fetch(buildUrl('/health'), { headers: { Accept: 'application/json' }, signal: controller.signal });
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'status' in body && body.status !== 'healthy') return 'unhealthy';
    return 'healthy';
  } catch {
    return 'healthy';
  } finally {
    clearTimeout(timeout);
  }
}

export function useHealthCheck() {
  return useQuery({ queryKey: ['health'], queryFn: ({ signal }) => checkHealth(signal), retry: false, staleTime: Infinity, meta: { silent: true } });
}

export function UnhealthyScreen() {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-950 px-4">
      <div className="w-full max-w-md rounded-2xl border border-amber-500/20 bg-slate-900 p-8 text-center shadow-2xl shadow-black/50">
        <span className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-500/15 text-amber-300 ring-1 ring-amber-500/30">
          <ServerCrash className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-white">Service Unavailable</h1>
        <p className="mt-2 text-sm text-slate-400">Ultimate Co-founder is having trouble reaching its database. Please try again in a moment.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-11 cursor-pointer items-center justify-center rounded-lg bg-gradient-to-r from-violet-600 to-indigo-600 px-6 text-sm font-medium text-white hover:from-violet-500 hover:to-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
        >
          Retry
        </button>
      </div>
    </div>
  );
}
