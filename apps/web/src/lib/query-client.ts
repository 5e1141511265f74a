import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** A failed non-form call shows its detail as a toast unless the client already said something. */
function announce(error: unknown, silent: boolean | undefined) {
  if (silent) return;
  // sonner is already loaded by then (the API client that threw uses it); imported lazily to keep it off the first paint.
  if (error instanceof ApiError && !error.handled) void import('sonner').then(({ toast }) => toast.error(error.detail));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => announce(error, query.meta?.silent) }),
    // Mutations are form submissions: forms show their errors inline, so they opt in with silent: false.
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => announce(error, mutation.meta?.silent ?? true) }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
