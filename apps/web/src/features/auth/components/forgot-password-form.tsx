import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { forgotPassword } from '../api/forgot-password';
import { emailFormSchema, type EmailFormInput } from '../schemas';
import { AuthHeading } from './auth-heading';
import { DevMailboxNote } from './dev-mailbox-note';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EmailFormInput>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });
  const email = watch('email');

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await forgotPassword(values);
      toast.success('Password reset email sent!');
      setSentTo(values.email);
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      setServerError(error instanceof ApiError && error.detail ? error.detail : 'Failed to send reset email');
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-6">
        <AuthHeading
          icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}
          title="Check Your Email"
          description={
            <>
              If an account exists for <strong className="font-semibold break-all text-white">{sentTo}</strong>, we&apos;ve sent a link to reset your password.
            </>
          }
        />
        <section aria-labelledby="reset-next-steps" className="rounded-xl bg-white/[0.03] p-4 ring-1 ring-white/10">
          <h3 id="reset-next-steps" className="mb-3 text-sm font-semibold text-white">
            Next steps
          </h3>
          <ol className="list-inside list-decimal space-y-1.5 text-sm text-slate-300">
            <li>Open the email from Ultimate Co-founder (check spam too)</li>
            <li>Click the reset link</li>
            <li>Choose a new password and sign in</li>
          </ol>
        </section>
        <Alert tone="info">
          <p className="font-medium">Security note</p>
          <p>The reset link is valid for 1 hour and can be used once. If you didn&apos;t ask for it, ignore the email: your password stays the same.</p>
        </Alert>
        <DevMailboxNote />
        <Button className="w-full" size="lg" onClick={onBackToLogin}>
          Back to Login
        </Button>
      </div>
    );
  }

  return (
    <div>
      <AuthHeading
        icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}
        title="Reset Your Password"
        description="Enter your email address and we'll send you a link to reset your password."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <Field id="forgot-email" label="Email Address" error={errors.email?.message}>
          <Input id="forgot-email" type="email" autoComplete="email" placeholder="you@company.com" invalid={!!errors.email} {...register('email')} />
        </Field>
        <Button type="submit" className="w-full" size="lg" disabled={!email || isSubmitting} isLoading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <div className="mt-6 text-center">
        <Button variant="link" onClick={onBackToLogin}>
          Back to Login
        </Button>
      </div>
    </div>
  );
}
