import { ConnectIntegrationBodySchema, type Integration, type IntegrationExport, type IntegrationList } from '@uc/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail } from './context';
import { demoIntegrations } from './data';
import { createWebhookHandlers } from './webhook-handlers';

/**
 * The integrations marketplace in the demo. Connections, favourites and syncs are kept in the tab;
 * nothing is ever sent to Slack, Discord, GitHub or a webhook endpoint from the demo. Composio entries stay unavailable,
 * as on a server without a Composio key.
 */
export function createIntegrationHandlers(): HttpHandler[] {
  const items: Integration[] = structuredClone(demoIntegrations);
  const find = (id: unknown) => items.find((i) => i.id === id);
  const notFound = () => fail(404, 'Integration not found');
  const stamp = (i: Integration) => Object.assign(i, { lastSync: new Date().toISOString() });
  const webhooks = createWebhookHandlers();

  return [
    http.get('*/api/v1/integrations', async () => {
      await delay(300);
      return HttpResponse.json<IntegrationList>({ items, composio_enabled: false });
    }),
    ...webhooks.handlers,
    http.get('*/api/v1/integrations/export', () =>
      HttpResponse.json<IntegrationExport>({
        exported_at: new Date().toISOString(),
        connections: items.filter((i) => i.status === 'connected').map((i) => ({ id: i.id, name: i.name, status: i.status, lastSync: i.lastSync, favorite: i.favorite, events: i.events, account: i.account })),
        webhooks: webhooks.list().map(({ id, url, events, created_at }) => ({ id, url, events, created_at })),
      }),
    ),
    http.post('*/api/v1/integrations/github/export', () => fail(409, 'Exporting to GitHub runs on the server, which the demo does not have: nothing leaves this tab.')),
    http.post('*/api/v1/integrations/sync-all', async () => {
      await delay(500);
      const connected = items.filter((i) => i.status === 'connected').map(stamp);
      return HttpResponse.json({ synced: connected.length, failed: 0, items: connected });
    }),
    http.post('*/api/v1/integrations/:id/connect', async ({ params, request }) => {
      const i = find(params.id);
      if (!i) return notFound();
      if (!i.available) return fail(400, `${i.name} needs Composio, which this server does not have`);
      const parsed = ConnectIntegrationBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid connection');
      if (i.connect_kind === 'webhook' && !parsed.data.webhook_url) return fail(422, 'The incoming-webhook URL is required');
      if (i.connect_kind === 'token' && !parsed.data.token) return fail(422, 'A personal access token is required');
      await delay(500);
      Object.assign(i, { status: 'connected', error: null, events: parsed.data.events ?? i.events, account: i.connect_kind === 'token' ? 'demo (not checked in the demo)' : null });
      return HttpResponse.json(stamp(i));
    }),
    http.post('*/api/v1/integrations/:id/disconnect', ({ params }) => {
      const i = find(params.id);
      if (!i) return notFound();
      Object.assign(i, { status: 'disconnected', lastSync: null, events: [], account: null });
      return HttpResponse.json(i);
    }),
    http.post('*/api/v1/integrations/:id/sync', ({ params }) => {
      const i = find(params.id);
      if (!i) return notFound();
      if (i.status !== 'connected') return fail(409, `${i.name} is not connected`);
      // Chat webhooks only stamp the time, like the server; the demo lists no repositories.
      return HttpResponse.json({ integration: stamp(i), items: [] });
    }),
    http.post('*/api/v1/integrations/:id/favorite', ({ params }) => {
      const i = find(params.id);
      return i ? HttpResponse.json(Object.assign(i, { favorite: true })) : notFound();
    }),
    http.delete('*/api/v1/integrations/:id/favorite', ({ params }) => {
      const i = find(params.id);
      return i ? HttpResponse.json(Object.assign(i, { favorite: false })) : notFound();
    }),
  ];
}
