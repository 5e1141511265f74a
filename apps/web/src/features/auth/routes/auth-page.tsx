import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { takeReturnTo } from '@/lib/auth-storage';
import { AuthPanel, type AuthMode } from '../components/auth-panel';
import { AuthShell } from '../components/auth-shell';

/** /signin and /auth start in sign-in mode, /signup and /auth?mode=register in register mode. */
export function initialAuthMode(pathname: string, mode: string | null): AuthMode {
  if (pathname === paths.auth.signUp.path) return 'register';
  if (pathname === paths.auth.auth.path && mode === 'register') return 'register';
  return 'signin';
}

export function AuthPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const initialMode = initialAuthMode(pathname, searchParams.get('mode'));
  return (
    <AuthShell>
      <AuthPanel key={initialMode} initialMode={initialMode} onAuthenticated={() => navigate(takeReturnTo() ?? paths.dashboard.root.getHref(), { replace: true })} />
    </AuthShell>
  );
}
