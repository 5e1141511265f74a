import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { PublicLayout } from '../layouts/public-layout';

const SignInGate = lazy(() => import('@/features/auth/components/sign-in-gate').then((m) => ({ default: m.SignInGate })));

/** Protected paths: signed-out visitors get the sign-in gate in place of the page. */
export function RequireAuth() {
  const { user } = useAuth();
  if (!user) {
    return (
      <PublicLayout>
        <Suspense fallback={null}>
          <SignInGate />
        </Suspense>
      </PublicLayout>
    );
  }
  return <Outlet />;
}

/** /auth, /signin and /signup: a signed-in user goes straight to the dashboard. */
export function GuestOnly() {
  const { user } = useAuth();
  if (user) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <Outlet />;
}

/** Any unknown path. */
export function FallbackRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? paths.dashboard.root.getHref() : paths.home.getHref()} replace />;
}
