import { CreateWebhookBodySchema, type CreatedWebhook, type WebhookDelivery, type WebhookEndpoint } from '@uc/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fail } from './context';

/** The server's mask: scheme, host and the last four characters of the rest. */
const maskUrl = (url: string) => {
  const u = new URL(url);
  const rest = u.pathname + u.search;
  return rest.length <= 1 ? `${u.origin}${rest}` : `${u.origin}/…${rest.slice(-4)}`;
};

export const DEMO_WEBHOOK_NOT_SENT = 'Not sent: the demo sends nothing over the network (on your account, this event is posted to the endpoint and signed with its secret)';

const secret = () => `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`;

/**
 * Outgoing webhooks in the demo: endpoints are kept in the tab (the secret is shown once, as on a
 * server); a test event is logged as not sent, because the demo sends nothing over the network.
 */
export function createWebhookHandlers(): { handlers: HttpHandler[]; list: () => WebhookEndpoint[] } {
  const endpoints: WebhookEndpoint[] = [];
  const deliveries = new Map<string, WebhookDelivery[]>();
  const notFound = () => fail(404, 'Webhook not found');
  const find = (id: unknown) => endpoints.find((e) => e.id === id);

  const handlers = [
    http.get('*/api/v1/integrations/webhooks', () => HttpResponse.json({ items: endpoints })),
    http.post('*/api/v1/integrations/webhooks', async ({ request }) => {
      const parsed = CreateWebhookBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid webhook');
      const endpoint: WebhookEndpoint = { id: crypto.randomUUID(), url: maskUrl(parsed.data.url), events: parsed.data.events, created_at: new Date().toISOString() };
      endpoints.unshift(endpoint);
      deliveries.set(endpoint.id, []);
      return HttpResponse.json<CreatedWebhook>({ ...endpoint, secret: secret() }, { status: 201 });
    }),
    http.delete('*/api/v1/integrations/webhooks/:id', ({ params }) => {
      const i = endpoints.findIndex((e) => e.id === params.id);
      if (i < 0) return notFound();
      endpoints.splice(i, 1);
      deliveries.delete(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/v1/integrations/webhooks/:id/deliveries', ({ params }) => (find(params.id) ? HttpResponse.json({ items: deliveries.get(String(params.id)) ?? [] }) : notFound())),
    http.post('*/api/v1/integrations/webhooks/:id/test', ({ params }) => {
      const endpoint = find(params.id);
      if (!endpoint) return notFound();
      const now = new Date().toISOString();
      const delivery: WebhookDelivery = { id: `msg_demo_${crypto.randomUUID().slice(0, 8)}`, event_type: 'webhook.test', status: 'failed', attempts: 0, response_code: null, error: DEMO_WEBHOOK_NOT_SENT, next_attempt_at: null, created_at: now, updated_at: now };
      deliveries.get(endpoint.id)?.unshift(delivery);
      return HttpResponse.json(delivery);
    }),
  ];
  return { handlers, list: () => endpoints };
}
