import { Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { signInWithLinkOnce } from '../api/sign-in-link';
import { AuthHeading } from '../components/auth-heading';
import { AuthShell } from '../components/auth-shell';

const INVALID_LINK = 'Invalid sign-in link. Please check your email for the correct link.';

/** The page an e-mailed one-time sign-in link opens: spends it, signs in and goes to the dashboard. */
export function SignInLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : INVALID_LINK);

  useEffect(() => {
    if (!token) return;
    let active = true;
    signInWithLinkOnce(token)
      .then(async (result) => {
        await signIn(result.access_token);
        if (!active) return;
        toast.success('Welcome back!');
        void navigate(paths.dashboard.root.getHref(), { replace: true });
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.isNetworkError) setFailure('Unable to sign in. Please check your connection and try again.');
        else setFailure(error instanceof ApiError && error.detail ? error.detail : 'Sign-in failed. Please try again.');
      });
    return () => {
      active = false;
    };
  }, [token, signIn, navigate]);

  return (
    <AuthShell>
      {failure === null ? (
        <div className="py-6 text-center" role="status">
          <Loader2 className="mx-auto mb-4 h-10 w-10 animate-spin text-violet-400" aria-hidden="true" />
          <h2 className="text-2xl font-bold text-white">Signing you in...</h2>
        </div>
      ) : (
        <div className="space-y-6">
          <AuthHeading icon={<XCircle className="h-6 w-6 text-rose-300" aria-hidden="true" />} title="Sign-in link not valid" />
          <Alert tone="error">{failure}</Alert>
          <p className="text-sm text-slate-400">Each link works once, for 15 minutes. Sign in with your password, or ask for a new link from the sign-in page.</p>
          <Button asChild className="w-full">
            <Link to={paths.auth.signIn.getHref()}>Back to Login</Link>
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
