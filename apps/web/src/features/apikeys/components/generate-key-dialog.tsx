import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@uc/contract';
import { AlertTriangle, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import { AssistantSetup } from './assistant-setup';

export const KEY_SHOWN_ONCE_WARNING = "Save this key now. You won't be able to see it again!";

/** What each scope lets an assistant do through the MCP endpoint (the REST API is not limited by scopes). */
export const SCOPE_LABELS: Record<ApiKeyScope, { label: string; hint: string }> = {
  read: { label: 'Read', hint: 'Your startup model, forecast, data room and documents.' },
  propose: { label: 'Propose', hint: 'Assumption changes you confirm in your chat, and document offers. Nothing is saved or charged without your click.' },
};

/** Names a new key, creates it on the server and shows it exactly once. */
export function GenerateKeyDialog({ open, onOpenChange, signedIn }: { open: boolean; onOpenChange: (open: boolean) => void; signedIn: boolean }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // Closing forgets the key: it exists only in this dialog's memory.
    setCreated(null);
    setName('');
    setScopes(['read']);
    create.reset();
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || scopes.length === 0) return;
    create.mutate({ name: name.trim(), scopes }, { onSuccess: setCreated });
  };
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((current) => API_KEY_SCOPES.filter((s) => (s === scope ? on : current.includes(s))));
  const error = create.error instanceof ApiError && !create.error.handled ? create.error.detail : create.error ? 'Could not create the key. Please try again.' : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle className="flex items-center gap-2 text-lg font-semibold text-white">
          <KeyRound className="h-5 w-5 text-violet-300" aria-hidden="true" /> Generate API Key
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">
          Use the key as <code>Authorization: Bearer uc_…</code>. Each key may make 100 requests per minute.
        </DialogDescription>
        <div className="mt-5">
          {!signedIn ? (
            <div className="space-y-4">
              <p className="text-sm text-slate-300">Sign in to generate an API key for your account.</p>
              <Button asChild>
                <Link to={paths.auth.signIn.getHref()}>Sign In</Link>
              </Button>
            </div>
          ) : created ? (
            <div className="space-y-4">
              <div role="alert" className="flex gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-100">
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {KEY_SHOWN_ONCE_WARNING}
              </div>
              <div className="flex flex-col gap-2 rounded-lg border border-white/10 bg-slate-950 p-3 sm:flex-row sm:items-center">
                <code className="min-w-0 flex-1 text-sm break-all text-white" aria-label="Your new API key">
                  {created.key}
                </code>
                <CopyButton text={created.key} label="Copy key" />
              </div>
              <AssistantSetup apiKey={created.key} />
              <div className="flex justify-end">
                <Button onClick={() => close(false)}>Done</Button>
              </div>
            </div>
          ) : (
            <form onSubmit={submit} className="space-y-4" aria-label="Generate API key">
              {error && <Alert tone="error">{error}</Alert>}
              <Field id="api-key-name" label="Key name" hint="For example the app or script that will use it.">
                <Input id="api-key-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} placeholder="CI pipeline" autoComplete="off" />
              </Field>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-slate-200">Scopes for assistants (MCP)</legend>
                {API_KEY_SCOPES.map((scope) => (
                  <label key={scope} className="flex cursor-pointer items-start gap-2 text-sm text-slate-300">
                    <input type="checkbox" className="mt-1 h-4 w-4 accent-violet-500" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
                    <span>
                      <span className="font-medium text-white">{SCOPE_LABELS[scope].label}</span>
                      <span className="block text-xs text-slate-400">{SCOPE_LABELS[scope].hint}</span>
                    </span>
                  </label>
                ))}
                {scopes.length === 0 && <p className="text-xs text-amber-300">Choose at least one scope.</p>}
              </fieldset>
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!name.trim() || scopes.length === 0} isLoading={create.isPending}>
                  Generate Key
                </Button>
              </div>
            </form>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
