import type { ViewerState } from '@uc/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-error';
import { acceptNda, requestCode, submitCode, submitPassword } from '../api/viewer-api';

type GateProps = { token: string; visit: string; state: ViewerState; onPassed: (state: ViewerState) => void };

const messageOf = (err: unknown) => (err instanceof ApiError ? err.detail : 'Something went wrong. Please try again.');

function GateForm({ title, error, busy, submit, onSubmit, children }: { title: string; error: string | null; busy: boolean; submit: string; onSubmit: () => Promise<void>; children: ReactNode }) {
  const handle = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={handle} className="space-y-4 rounded-xl border border-white/10 bg-slate-900/60 p-5">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {children}
      {error && (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      )}
      <Button type="submit" isLoading={busy} className="w-full">
        {submit}
      </Button>
    </form>
  );
}

/** Runs a gate call, keeping its error text for the form. */
function useGate() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

export function PasswordGate({ token, visit, onPassed }: GateProps) {
  const [password, setPassword] = useState('');
  const gate = useGate();
  return (
    <GateForm title="This link is protected" submit="Continue" error={gate.error} busy={gate.busy} onSubmit={() => gate.run(async () => onPassed(await submitPassword(token, visit, password)))}>
      <Field id="share-password" label="Password">
        <PasswordInput id="share-password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" required autoFocus />
      </Field>
    </GateForm>
  );
}

export function EmailGate({ token, visit, onPassed }: GateProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const gate = useGate();
  if (!sentTo) {
    return (
      <GateForm
        title="Confirm your e-mail address"
        submit="Send me a code"
        error={gate.error}
        busy={gate.busy}
        onSubmit={() =>
          gate.run(async () => {
            await requestCode(token, visit, email.trim());
            setSentTo(email.trim());
          })
        }
      >
        <Field id="share-email" label="Work e-mail">
          <Input id="share-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required autoFocus />
        </Field>
      </GateForm>
    );
  }
  return (
    <GateForm title="Enter the code" submit="Verify" error={gate.error} busy={gate.busy} onSubmit={() => gate.run(async () => onPassed(await submitCode(token, visit, code.trim())))}>
      <p className="text-sm text-slate-300">We sent a 6-digit code to {sentTo}. It expires in 10 minutes.</p>
      <Field id="share-code" label="Code">
        <Input id="share-code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" required autoFocus />
      </Field>
      <Button type="button" variant="link" onClick={() => setSentTo(null)}>
        Use another address
      </Button>
    </GateForm>
  );
}

export function NdaGate({ token, visit, state, onPassed }: GateProps) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const gate = useGate();
  return (
    <GateForm title="Non-disclosure agreement" submit="I agree" error={gate.error} busy={gate.busy} onSubmit={() => gate.run(async () => onPassed(await acceptNda(token, visit, state.viewer_email ? undefined : email.trim())))}>
      {/* Plain text, never HTML: the founder's words are shown as written. */}
      <div tabIndex={0} className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md bg-white/5 p-3 text-sm text-slate-200">
        {state.nda_text}
      </div>
      {!state.viewer_email && (
        <Field id="nda-email" label="Your e-mail">
          <Input id="nda-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
        </Field>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-200">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-violet-500" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} required />
        I have read and accept this agreement. My address, the time and my IP address are recorded.
      </label>
    </GateForm>
  );
}
