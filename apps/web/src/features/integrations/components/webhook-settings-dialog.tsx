import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type CreatedWebhook, type WebhookEndpoint, type WebhookEventType } from '@uc/contract';
import { Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useDeliveries } from '../api/get-deliveries';
import { useWebhooks } from '../api/get-webhooks';
import { useSendTestEvent } from '../api/send-test-event';
import { formatDateTime, useTimeZone } from '@/lib/format-date';

/** Outgoing webhooks: endpoints, the secret shown once, a test event and each endpoint's delivery log. */
export function WebhookSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const hooks = useWebhooks(open);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  return (
    <Dialog open={open} onOpenChange={(o) => (onOpenChange(o), !o && setCreated(null))}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="text-lg font-semibold text-white">Webhook Settings</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">
          We POST each event as JSON, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). Failed deliveries are retried with backoff.
        </DialogDescription>
        <div className="mt-4 space-y-5">
          <AddWebhookForm onCreated={setCreated} />
          {created && (
            <Alert tone="success">
              <p>Signing secret for {created.url}. Save this key now. You won&apos;t be able to see it again!</p>
              <div className="flex flex-wrap items-center gap-2">
                <code className="rounded bg-black/40 px-2 py-1 text-xs break-all" data-testid="webhook-secret">
                  {created.secret}
                </code>
                <CopyButton text={created.secret} />
              </div>
            </Alert>
          )}
          {hooks.isPending ? (
            <Spinner />
          ) : hooks.isError ? (
            <Alert tone="error">Could not load your webhooks.</Alert>
          ) : hooks.data.items.length === 0 ? (
            <p className="text-sm text-slate-400">No webhook endpoints yet.</p>
          ) : (
            <ul className="space-y-3" aria-label="Webhook endpoints">
              {hooks.data.items.map((h) => (
                <EndpointRow key={h.id} endpoint={h} />
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function AddWebhookForm({ onCreated }: { onCreated: (c: CreatedWebhook) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ url: url.trim(), events }, { onSuccess: (c) => (onCreated(c), setUrl('')) });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-white/10 p-3">
      <Field id="webhook-url" label="Endpoint URL">
        <Input id="webhook-url" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/hooks/ultimate-cofounder" />
      </Field>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-200">Events</legend>
        {WEBHOOK_EVENT_TYPES.map((ev) => (
          <label key={ev} className="flex items-center gap-2 text-sm text-slate-300">
            <input type="checkbox" className="h-4 w-4 accent-violet-500" checked={events.includes(ev)} onChange={() => setEvents((cur) => (cur.includes(ev) ? cur.filter((x) => x !== ev) : [...cur, ev]))} />
            <code className="text-xs">{ev}</code>
          </label>
        ))}
      </fieldset>
      {create.isError && <Alert tone="error">{errorMessage(create.error, 'Could not add the webhook')}</Alert>}
      <Button type="submit" size="sm" isLoading={create.isPending} disabled={events.length === 0}>
        Add webhook
      </Button>
    </form>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const del = useDeleteWebhook();
  const test = useSendTestEvent();
  const [showLog, setShowLog] = useState(false);
  return (
    <li className="rounded-lg border border-white/10 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 truncate text-sm text-slate-100">{endpoint.url}</code>
        <Button size="sm" variant="secondary" isLoading={test.isPending} onClick={() => test.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Send test event
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={showLog} onClick={() => setShowLog((s) => !s)}>
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete webhook ${endpoint.url}`} isLoading={del.isPending} onClick={() => del.mutate(endpoint.id, { onError: (e) => toast.error(errorMessage(e, 'Could not delete the webhook')) })}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-400">{endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')}</p>
      {showLog && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  const log = useDeliveries(endpointId);
  if (log.isPending) return <Spinner />;
  if (log.isError) return <Alert tone="error">Could not load the delivery log.</Alert>;
  if (log.data.items.length === 0) return <p className="mt-2 text-xs text-slate-400">No deliveries yet.</p>;
  return (
    <table className="mt-2 w-full text-left text-xs" aria-label="Delivery log">
      <thead className="text-slate-400">
        <tr>
          <th className="py-1 font-medium">Event</th>
          <th className="py-1 font-medium">Status</th>
          <th className="py-1 font-medium">Response</th>
          <th className="py-1 font-medium">Attempts</th>
          <th className="py-1 font-medium">Time</th>
        </tr>
      </thead>
      <tbody className="text-slate-200">
        {log.data.items.map((d) => (
          <tr key={d.id} className="border-t border-white/5">
            <td className="py-1">{d.event_type}</td>
            <td className={d.status === 'succeeded' ? 'text-emerald-300' : d.status === 'failed' ? 'text-rose-300' : 'text-amber-200'}>{d.status}</td>
            <td>{d.response_code ?? d.error ?? '—'}</td>
            <td>{d.attempts}</td>
            <td>{formatDateTime(d.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
