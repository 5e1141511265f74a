import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/public-config';
import { register as registerAccount } from '../api/register';
import { createRegisterFormSchema, PASSWORDS_DO_NOT_MATCH, passwordTooShortMessage, type RegisterFormInput } from '../schemas';
import { AuthHeading } from './auth-heading';

export function RegisterForm({ onRegistered, onSignIn }: { onRegistered: (email: string) => void; onSignIn: () => void }) {
  const { passwordMinLength } = usePublicConfig();
  const schema = useMemo(() => createRegisterFormSchema(passwordMinLength), [passwordMinLength]);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const [name, email, password, confirmPassword] = watch(['name', 'email', 'password', 'confirmPassword']);
  const tooShort = password.length > 0 && password.length < passwordMinLength;
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const canSubmit = name.trim() !== '' && email.trim() !== '' && password.length >= passwordMinLength && password === confirmPassword && !isSubmitting;

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setServerError(null);
    try {
      const user = await registerAccount({ name, email, password });
      toast.success('Registration successful! Please check your email to verify your account.');
      onRegistered(user.email);
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      setServerError(error instanceof ApiError ? error.detail : 'Registration failed. Please try again.');
    }
  });

  return (
    <div>
      <AuthHeading title="Create Account" description="Join founders building with their AI Co-founder team" />
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <Field id="register-name" label="Full Name" error={errors.name?.message}>
          <Input id="register-name" autoComplete="name" placeholder="Ada Lovelace" invalid={!!errors.name} {...register('name')} />
        </Field>
        <Field id="register-email" label="Email Address" error={errors.email?.message}>
          <Input id="register-email" type="email" autoComplete="email" placeholder="you@company.com" invalid={!!errors.email} {...register('email')} />
        </Field>
        <div className="space-y-1.5">
          <label htmlFor="register-password" className="text-sm font-medium text-slate-200">
            Password
          </label>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            placeholder="Create a password"
            invalid={tooShort}
            aria-describedby="register-password-hint"
            {...register('password')}
          />
          <p id="register-password-hint" className={cn('text-xs', tooShort ? 'text-rose-400' : 'text-slate-400')}>
            {passwordTooShortMessage(passwordMinLength)}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="register-confirm" className="text-sm font-medium text-slate-200">
            Confirm Password
          </label>
          <PasswordInput
            id="register-confirm"
            autoComplete="new-password"
            placeholder="Repeat your password"
            invalid={mismatch}
            aria-describedby={mismatch ? 'register-confirm-error' : undefined}
            {...register('confirmPassword')}
          />
          {mismatch && (
            <p id="register-confirm-error" role="alert" className="text-xs text-rose-400">
              {PASSWORDS_DO_NOT_MATCH}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={!canSubmit} isLoading={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-400">
        Already have an account?{' '}
        <Button variant="link" onClick={onSignIn}>
          Sign in
        </Button>
      </p>
    </div>
  );
}
