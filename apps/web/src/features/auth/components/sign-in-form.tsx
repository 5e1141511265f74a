import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { login } from '../api/login';
import { resendVerification } from '../api/resend-verification';
import { requestSignInLink } from '../api/sign-in-link';
import { signInFormSchema, type SignInFormInput } from '../schemas';
import { AuthHeading } from './auth-heading';
import { DevMailboxNote } from './dev-mailbox-note';

type LoginProblem =
  | { kind: 'credentials' }
  | { kind: 'unverified'; detail: string; email: string }
  | { kind: 'throttled'; detail: string; email: string }
  | { kind: 'message'; text: string };

function describeLoginError(error: unknown, email: string): LoginProblem | null {
  if (!(error instanceof ApiError)) return { kind: 'message', text: 'Login failed. Please check your credentials and try again.' };
  if (error.handled) return null; // the client already showed a toast (offline, server error)
  if (error.status === 401) return { kind: 'credentials' };
  if (error.status === 403 && /verify/i.test(error.detail)) return { kind: 'unverified', detail: error.detail, email };
  // Too many tries for the account (or from here): the way in now is a one-time link by e-mail.
  if (error.status === 429) return { kind: 'throttled', detail: error.detail || 'Too many sign-in attempts. Please wait a moment and try again.', email };
  if (error.detail) return { kind: 'message', text: error.detail };
  return { kind: 'message', text: 'Login failed. Please check your credentials and try again.' };
}

export function SignInForm({
  onSuccess,
  onCreateAccount,
  onForgotPassword,
}: {
  onSuccess: () => void;
  onCreateAccount: () => void;
  onForgotPassword: () => void;
}) {
  const { signIn } = useAuth();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [linkSent, setLinkSent] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormInput>({ resolver: zodResolver(signInFormSchema), defaultValues: { email: '', password: '' } });
  const email = watch('email');
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    setResent(false);
    setLinkSent(false);
    try {
      const token = await login(values);
      await signIn(token.access_token);
      toast.success('Welcome back!');
      onSuccess();
    } catch (error) {
      setProblem(describeLoginError(error, values.email));
    }
  });

  const resend = async (address: string) => {
    setResending(true);
    try {
      await resendVerification({ email: address });
      setResent(true);
      toast.success('Verification email sent! Please check your inbox.');
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) toast.error(error instanceof ApiError ? error.detail : 'Failed to resend verification email');
    } finally {
      setResending(false);
    }
  };

  const sendLink = async (address: string) => {
    setResending(true);
    try {
      await requestSignInLink({ email: address });
      setLinkSent(true);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) toast.error(error instanceof ApiError ? error.detail : 'Failed to send the sign-in link');
    } finally {
      setResending(false);
    }
  };

  return (
    <div>
      <AuthHeading title="Welcome Back" description="Sign in to continue building with your AI Co-founder team" />

      <div className="mb-5 rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3 text-center text-xs text-slate-400">
        Social authentication is temporarily disabled. Please use your email and password to sign in.
      </div>
      <div className="mb-5 flex items-center gap-3 text-xs text-slate-500">
        <span className="h-px flex-1 bg-white/10" aria-hidden="true" />
        <span>Or continue with email</span>
        <span className="h-px flex-1 bg-white/10" aria-hidden="true" />
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
        {problem?.kind === 'credentials' && (
          <Alert tone="error">
            <p>Incorrect email or password. Please try again.</p>
            <button type="button" onClick={onCreateAccount} className="cursor-pointer font-medium text-rose-100 underline underline-offset-2">
              Create an account instead
            </button>
          </Alert>
        )}
        {problem?.kind === 'unverified' && (
          <Alert tone="error">
            <p>{problem.detail}</p>
            {resent ? (
              <p className="text-emerald-300">Verification email sent! Please check your inbox.</p>
            ) : (
              <Button size="sm" variant="secondary" isLoading={resending} onClick={() => resend(problem.email)}>
                Resend verification email
              </Button>
            )}
          </Alert>
        )}
        {problem?.kind === 'throttled' && (
          <Alert tone="error">
            <p>{problem.detail}</p>
            {linkSent ? (
              <>
                <p className="text-emerald-300">If an account exists for {problem.email}, a one-time sign-in link is on its way. It is valid for 15 minutes.</p>
                <DevMailboxNote />
              </>
            ) : (
              <Button size="sm" variant="secondary" isLoading={resending} onClick={() => sendLink(problem.email)}>
                Email me a sign-in link
              </Button>
            )}
          </Alert>
        )}
        {problem?.kind === 'message' && <Alert tone="error">{problem.text}</Alert>}

        <Field id="signin-email" label="Email Address" error={errors.email?.message}>
          <Input
            id="signin-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            invalid={!!errors.email}
            aria-describedby={errors.email ? 'signin-email-error' : undefined}
            {...register('email')}
          />
        </Field>
        <Field id="signin-password" label="Password" error={errors.password?.message}>
          <PasswordInput id="signin-password" autoComplete="current-password" placeholder="Your password" invalid={!!errors.password} {...register('password')} />
        </Field>
        <div className="flex justify-end">
          <Button variant="link" className="text-sm" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={isSubmitting || !email || !password} isLoading={isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-400">
        Don&apos;t have an account?{' '}
        <Button variant="link" onClick={onCreateAccount}>
          Sign up
        </Button>
      </p>
    </div>
  );
}
