import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { subscribeToAuth, takeExpiredRedirect } from '@/lib/auth-storage';
import { UnhealthyScreen, useHealthCheck } from '../health-check';
import { LoadingScreen } from '../loading-screen';

/** Start-up gate for every route: health and auth first, then the page. */
export function RootLayout() {
  const { isLoading } = useAuth();
  const health = useHealthCheck();
  const navigate = useNavigate();

  // An expired session (a 401 on a request that carried a token) sends the user home.
  useEffect(() => {
    const goHomeIfExpired = () => {
      if (takeExpiredRedirect()) navigate(paths.home.getHref(), { replace: true });
    };
    goHomeIfExpired();
    return subscribeToAuth(goHomeIfExpired);
  }, [navigate]);

  if (isLoading || health.isPending) return <LoadingScreen />;
  if (health.data === 'unhealthy') return <UnhealthyScreen />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
