import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { useAuth } from '@/lib/auth';
import { onReconnect } from '@/lib/connection';
import { subscribeToAuth, takeExpiredRedirect } from '@/lib/auth-storage';
import { UnhealthyScreen, useHealthCheck } from '../health-check';
import { LoadingScreen } from '../loading-screen';

/** Start-up gate for every route: health and auth first, then the page. */
export function RootLayout() {
  const { isLoading } = useAuth();
  const health = useHealthCheck();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // An expired session (a 401 on a request that carried a token) sends the user home.
  useEffect(() => {
    const goHomeIfExpired = () => {
      if (takeExpiredRedirect()) navigate(paths.home.getHref(), { replace: true });
    };
    goHomeIfExpired();
    return subscribeToAuth(goHomeIfExpired);
  }, [navigate]);

  // When the server answers again, what failed meanwhile is loaded again (trust-account, issue 11/16).
  useEffect(() => onReconnect(() => void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' })), [queryClient]);

  // The page behind the gate renders in a transition once auth and health settle: React then builds it in
  // short slices instead of one long task (the landing page's TBT), and the loading view stays until it is ready.
  const ready = useDeferredValue(!isLoading && !health.isPending);
  if (!ready) return <LoadingScreen />;
  if (health.data === 'unhealthy') return <UnhealthyScreen />;
  return (
    <>
      <LateScrollRestoration />
      <ConnectionBanner />
      <Outlet />
    </>
  );
}

/**
 * Scroll restoration, mounted one frame after the first page: its first scrollTo in React's commit forced a
 * layout of the whole new page inside that task (the landing page's longest). A page just loaded is at the top.
 */
function LateScrollRestoration() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted ? <ScrollRestoration /> : null;
}
