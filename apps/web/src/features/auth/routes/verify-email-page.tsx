import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { resendVerification } from '../api/resend-verification';
import { verifyEmailOnce } from '../api/verify-email';
import { AuthHeading } from '../components/auth-heading';
import { useAccountIncludes } from '../components/account-includes';
import { AuthShell } from '../components/auth-shell';
import { DevMailboxNote } from '../components/dev-mailbox-note';
import { emailFormSchema, type EmailFormInput } from '../schemas';

type VerifyState = { status: 'verifying' } | { status: 'success'; name: string } | { status: 'already' } | { status: 'error'; message: string } | { status: 'expired'; message: string };

const INVALID_LINK = 'Invalid verification link. Please check your email for the correct link.';

function describeFailure(error: unknown): VerifyState {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { status: 'error', message: 'Unable to verify email. Please check your connection and try again.' };
    // The link was used before and the address is verified: nothing is wrong.
    if (error.status === 409) return { status: 'already' };
    if (/expired/i.test(error.detail)) return { status: 'expired', message: error.detail };
    return { status: 'error', message: error.detail || 'Email verification failed. Please try again.' };
  }
  return { status: 'error', message: 'Email verification failed. Please try again.' };
}

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { signIn, user } = useAuth();
  const [state, setState] = useState<VerifyState>(token ? { status: 'verifying' } : { status: 'error', message: INVALID_LINK });

  useEffect(() => {
    if (!token) {
      setState({ status: 'error', message: INVALID_LINK });
      return;
    }
    let active = true;
    setState({ status: 'verifying' });
    verifyEmailOnce(token)
      .then(async (result) => {
        try {
          await signIn(result.access_token);
        } catch {
          // Verified but the session could not be loaded: the account is active; they can sign in.
        }
        if (!active) return;
        setState({ status: 'success', name: result.user.name });
        toast.success('Email verified successfully! You are now logged in.');
      })
      .catch((error: unknown) => {
        if (!active) return;
        const next = describeFailure(error);
        setState(next);
        if (next.status !== 'already') toast.error('Verification failed');
      });
    return () => {
      active = false;
    };
  }, [token, signIn]);

  return (
    <AuthShell>
      {state.status === 'verifying' && (
        <div className="py-6 text-center" role="status">
          <Loader2 className="mx-auto mb-4 h-10 w-10 animate-spin text-violet-400" aria-hidden="true" />
          <h2 className="text-2xl font-bold text-white">Verifying your email...</h2>
          <p className="mt-2 text-sm text-slate-400">This only takes a moment.</p>
        </div>
      )}
      {state.status === 'success' && <VerifySuccess name={state.name} />}
      {state.status === 'already' && (
        <div className="space-y-6">
          <AuthHeading
            icon={<CheckCircle2 className="h-6 w-6 text-emerald-300" aria-hidden="true" />}
            title="Email already verified"
            description="This email address is already verified. Your account is active: sign in to continue."
          />
          <Button asChild size="lg" className="w-full">
            <Link to={user ? paths.dashboard.root.getHref() : paths.auth.signIn.getHref()}>{user ? 'Go to Dashboard' : 'Sign In'}</Link>
          </Button>
        </div>
      )}
      {(state.status === 'error' || state.status === 'expired') && <VerifyFailure expired={state.status === 'expired'} message={state.message} />}
    </AuthShell>
  );
}

function VerifySuccess({ name }: { name: string }) {
  const includes = useAccountIncludes(' to get started');
  return (
    <div className="space-y-6">
      <AuthHeading
        icon={<CheckCircle2 className="h-6 w-6 text-emerald-300" aria-hidden="true" />}
        title={`Welcome, ${name}!`}
        description="Email verified successfully! Your account is now active."
      />
      <section aria-labelledby="account-includes" className="rounded-xl bg-gradient-to-br from-violet-500/10 to-indigo-500/10 p-4 ring-1 ring-violet-500/20">
        <h3 id="account-includes" className="mb-3 text-sm font-semibold text-white">
          Your account includes
        </h3>
        <ul className="space-y-2 text-sm text-slate-200">
          {includes.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="h-4 w-4 text-violet-300" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </section>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.dashboard.root.getHref()}>Go to Dashboard</Link>
      </Button>
    </div>
  );
}

function VerifyFailure({ expired, message }: { expired: boolean; message: string }) {
  const [sent, setSent] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EmailFormInput>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });
  const email = watch('email');

  const onResend = handleSubmit(async (values) => {
    setResendError(null);
    try {
      await resendVerification(values);
      setSent(true);
      toast.success('Verification email sent! Please check your inbox.');
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      setResendError(error instanceof ApiError && error.detail ? error.detail : 'Failed to resend verification email');
    }
  });

  return (
    <div className="space-y-6">
      <AuthHeading
        icon={expired ? <Clock className="h-6 w-6 text-amber-300" aria-hidden="true" /> : <XCircle className="h-6 w-6 text-rose-300" aria-hidden="true" />}
        title={expired ? 'Verification Link Expired' : 'Verification Failed'}
      />
      <Alert tone="error">{message}</Alert>
      {sent ? (
        <>
          <Alert tone="success">Verification email sent! Please check your inbox.</Alert>
          <DevMailboxNote />
        </>
      ) : (
        <form onSubmit={onResend} noValidate className="space-y-4" aria-label="Resend verification email">
          <p className="text-sm text-slate-400">Enter the email address you signed up with and we&apos;ll send you a new verification link.</p>
          {resendError && <Alert tone="error">{resendError}</Alert>}
          <Field id="resend-email" label="Email Address" error={errors.email?.message}>
            <Input id="resend-email" type="email" autoComplete="email" placeholder="you@company.com" invalid={!!errors.email} {...register('email')} />
          </Field>
          <Button type="submit" className="w-full" disabled={!email || isSubmitting} isLoading={isSubmitting}>
            Resend Verification Email
          </Button>
        </form>
      )}
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.auth.signIn.getHref()}>Back to Login</Link>
      </Button>
    </div>
  );
}
