import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AuthModal } from './auth-modal';
import type { AuthMode } from './auth-panel';

/** What a signed-out visitor sees on a protected path; signing in here keeps them on that path. */
export function SignInGate() {
  const [modal, setModal] = useState<AuthMode | null>(null);
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-slate-900/70 p-8 text-center shadow-2xl shadow-black/40">
        <span className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-500/30">
          <Lock className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-white">Sign in required</h1>
        <p className="mt-2 text-sm text-slate-400">Please sign in to access your AI Co-founder dashboard. New here? Create a free account in a minute.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={() => setModal('signin')}>Sign In</Button>
          <Button variant="secondary" onClick={() => setModal('register')}>
            Create Account
          </Button>
        </div>
      </div>
      <AuthModal open={modal !== null} onOpenChange={(open) => !open && setModal(null)} mode={modal ?? 'signin'} onAuthenticated={() => undefined} />
    </div>
  );
}
