import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';

// Toasts come from things that load after first paint; sonner shows toasts raised before it mounted.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
        <Suspense fallback={null}>
          <Toaster position="top-right" duration={4000} theme="dark" richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
