import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useResetLinkStatus } from '../api/get-reset-link-status';
import { resetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { AuthShell } from '../components/auth-shell';
import { PasswordChecklist } from '../components/password-checklist';
import { createResetPasswordFormSchema, PASSWORDS_DO_NOT_MATCH, type ResetPasswordFormInput } from '../schemas';

/** How long the "Invalid reset link" notice stays before the redirect to /auth. */
export const INVALID_LINK_REDIRECT_MS = 2500;

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return <AuthShell>{token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}</AuthShell>;
}

function InvalidResetLink() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error('Invalid reset link');
    const timer = setTimeout(() => navigate(paths.auth.auth.getHref(), { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="space-y-6 text-center">
      <AuthHeading icon={<XCircle className="h-6 w-6 text-rose-300" aria-hidden="true" />} title="Invalid reset link" description="This link is missing its token. Taking you to sign in..." />
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.auth.auth.getHref()}>Go to sign in</Link>
      </Button>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { passwordMinLength } = usePublicConfig();
  const schema = useMemo(() => createResetPasswordFormSchema(passwordMinLength), [passwordMinLength]);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { isSubmitting },
  } = useForm<ResetPasswordFormInput>({ resolver: zodResolver(schema), defaultValues: { new_password: '', confirmPassword: '' } });
  const [password, confirm] = watch(['new_password', 'confirmPassword']);
  const longEnough = password.length >= passwordMinLength;
  const matches = password.length > 0 && password === confirm;
  const mismatch = confirm.length > 0 && password !== confirm;

  // A spent or expired link disables the form at once instead of failing on submit.
  const linkStatus = useResetLinkStatus(token);
  const unusable = linkStatus.data && !linkStatus.data.valid ? linkStatus.data.message : null;
  const disabled = Boolean(unusable) || done;

  const onSubmit = handleSubmit(async ({ new_password }) => {
    setServerError(null);
    try {
      await resetPassword({ token, new_password });
      toast.success('Password reset successfully!');
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      setServerError(error instanceof ApiError && error.detail ? error.detail : 'Failed to reset password');
    }
  });

  if (done) {
    return (
      <div className="space-y-6">
        <AuthHeading
          icon={<CheckCircle2 className="h-6 w-6 text-emerald-300" aria-hidden="true" />}
          title="Password reset successfully!"
          description="Your password has been changed and every other session was signed out. Sign in with your new password."
        />
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.auth.getHref()}>Continue to Login</Link>
        </Button>
      </div>
    );
  }

  return (
    <div>
      <AuthHeading icon={<KeyRound className="h-6 w-6" aria-hidden="true" />} title="Set a New Password" description="Choose a strong password you don't use anywhere else." />
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
        {unusable && (
          <Alert tone="error">
            <span className="block">{unusable}</span>
            <Link to={paths.auth.auth.getHref()} className="underline">
              Request a new reset link
            </Link>
          </Alert>
        )}
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <fieldset disabled={disabled} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="reset-password">New Password</Label>
          <PasswordInput id="reset-password" autoComplete="new-password" placeholder="New password" {...register('new_password')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="reset-confirm">Confirm New Password</Label>
          <PasswordInput id="reset-confirm" autoComplete="new-password" placeholder="Repeat the new password" invalid={mismatch} {...register('confirmPassword')} />
          {mismatch && (
            <p role="alert" className="text-xs text-rose-400">
              {PASSWORDS_DO_NOT_MATCH}
            </p>
          )}
        </div>
        <PasswordChecklist
          items={[
            { label: `At least ${passwordMinLength} characters`, met: longEnough },
            { label: 'Passwords match', met: matches },
          ]}
        />
        <Button type="submit" size="lg" className="w-full" disabled={disabled || !longEnough || !matches || isSubmitting} isLoading={isSubmitting}>
          {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
        </Button>
        </fieldset>
      </form>
      <div className="mt-6 text-center">
        <Link to={paths.auth.signIn.getHref()} className="text-sm text-violet-300 hover:text-violet-200 hover:underline">
          Back to Login
        </Link>
      </div>
    </div>
  );
}
