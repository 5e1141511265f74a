import { useState } from 'react';
import { CheckEmail } from './check-email';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export type AuthMode = 'signin' | 'register' | 'forgot';

/** Sign-in, register and forgot-password views with the switches between them; used full-page and in the modal. */
export function AuthPanel({ initialMode = 'signin', onAuthenticated }: { initialMode?: AuthMode; onAuthenticated: () => void }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <CheckEmail
        email={registeredEmail}
        onBackToLogin={() => {
          setRegisteredEmail(null);
          setMode('signin');
        }}
      />
    );
  }
  if (mode === 'register') return <RegisterForm onRegistered={setRegisteredEmail} onSignIn={() => setMode('signin')} />;
  if (mode === 'forgot') return <ForgotPasswordForm onBackToLogin={() => setMode('signin')} />;
  return <SignInForm onSuccess={onAuthenticated} onCreateAccount={() => setMode('register')} onForgotPassword={() => setMode('forgot')} />;
}
