import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type Integration, type WebhookEventType } from '@uc/contract';
import { Check, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useConnectIntegration } from '../api/connect-integration';

const URL_HINTS: Record<string, string> = {
  slack: 'In Slack: Apps → Incoming Webhooks → Add to a channel, then copy the URL (https://hooks.slack.com/services/…).',
  discord: 'In Discord: Channel settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
};

/** "Connect {name}": features, the Data Access note, and what this kind of connection needs. */
export function ConnectDialog({ integration, onClose, onConnected }: { integration: Integration | null; onClose: () => void; onConnected: (i: Integration) => void }) {
  return (
    <Dialog open={integration !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">{integration && <ConnectForm key={integration.id} integration={integration} onClose={onClose} onConnected={onConnected} />}</DialogContent>
    </Dialog>
  );
}

function ConnectForm({ integration: i, onClose, onConnected }: { integration: Integration; onClose: () => void; onConnected: (i: Integration) => void }) {
  const connect = useConnectIntegration();
  const [webhookUrl, setWebhookUrl] = useState('');
  const [token, setToken] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const toggle = (e: WebhookEventType) => setEvents((cur) => (cur.includes(e) ? cur.filter((x) => x !== e) : [...cur, e]));

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const body = i.connect_kind === 'webhook' ? { webhook_url: webhookUrl.trim(), events } : i.connect_kind === 'token' ? { token: token.trim() } : {};
    connect.mutate({ id: i.id, body }, { onSuccess: (result) => onConnected(result) });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <DialogTitle className="text-lg font-semibold text-white">Connect {i.name}</DialogTitle>
      <DialogDescription className="text-sm text-slate-400">{i.description}</DialogDescription>
      <ul className="space-y-1.5 text-sm text-slate-300">
        {i.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      {i.connect_kind === 'webhook' && (
        <>
          <Field id="connect-webhook-url" label="Incoming webhook URL" hint={URL_HINTS[i.id]}>
            <Input id="connect-webhook-url" type="url" required value={webhookUrl} onChange={(e) => setWebhookUrl(e.target.value)} placeholder="https://…" autoComplete="off" />
          </Field>
          <fieldset className="space-y-1.5">
            <legend className="text-sm font-medium text-slate-200">Post a message when</legend>
            {WEBHOOK_EVENT_TYPES.map((e) => (
              <label key={e} className="flex items-center gap-2 text-sm text-slate-300">
                <input type="checkbox" checked={events.includes(e)} onChange={() => toggle(e)} className="h-4 w-4 accent-violet-500" />
                {WEBHOOK_EVENT_LABELS[e]}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {i.connect_kind === 'token' && (
        <Field id="connect-token" label="Fine-grained personal access token" hint="GitHub → Settings → Developer settings → Fine-grained tokens. Give it Contents: read and write on the repositories you export to.">
          <Input id="connect-token" type="password" required value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" placeholder="github_pat_…" />
        </Field>
      )}
      {i.connect_kind === 'composio' && <p className="text-sm text-slate-400">You will finish signing in to {i.name} on Composio&apos;s page; come back and press Sync now.</p>}
      <div className="flex gap-2 rounded-lg border border-white/10 bg-white/5 p-3 text-xs text-slate-300">
        <ShieldCheck className="h-4 w-4 shrink-0 text-violet-300" aria-hidden="true" />
        <p>
          <span className="font-medium text-slate-100">Data Access:</span> read access to the data needed, write access to create and update what you ask for. Credentials are
          encrypted and can be revoked at any time by disconnecting.
        </p>
      </div>
      {connect.isError && <Alert tone="error">{errorMessage(connect.error, `Could not connect ${i.name}`)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={connect.isPending} disabled={i.connect_kind === 'webhook' && events.length === 0}>
          Connect
        </Button>
      </div>
    </form>
  );
}
