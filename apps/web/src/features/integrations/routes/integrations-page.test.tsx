import type { Integration, WebhookEndpoint } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const base: Omit<Integration, 'id' | 'name' | 'description' | 'category' | 'icon' | 'connect_kind'> = { features: ['Channel notifications'], popular: false, new: false, available: true, availability_note: null, status: 'disconnected', lastSync: null, favorite: false, events: [], account: null, error: null, pending_url: null };
const catalogue = (): Integration[] => [
  { ...base, id: 'slack', name: 'Slack', description: 'Post to Slack', category: 'Communication', icon: 'message-square', connect_kind: 'webhook', popular: true },
  { ...base, id: 'notion', name: 'Notion', description: 'Pages', category: 'Productivity', icon: 'book-open', connect_kind: 'composio', available: false, availability_note: 'Available with Composio' },
];

/** The integrations endpoints over an in-memory state. */
function store() {
  const items = catalogue();
  const hooks: WebhookEndpoint[] = [];
  server.use(
    http.get('*/api/v1/integrations', () => HttpResponse.json({ items, composio_enabled: false })),
    http.post('*/api/v1/integrations/:id/connect', async ({ params, request }) => {
      const body = (await request.json()) as { webhook_url: string; events: string[] };
      if (!body.webhook_url.includes('good')) return HttpResponse.json({ detail: 'Slack refused the message (HTTP 404: no_service)' }, { status: 400 });
      const i = items.find((x) => x.id === params.id)!;
      Object.assign(i, { status: 'connected', lastSync: new Date().toISOString(), events: body.events, account: 'hooks.slack.com' });
      return HttpResponse.json(i);
    }),
    http.post('*/api/v1/integrations/:id/favorite', ({ params }) => HttpResponse.json(Object.assign(items.find((x) => x.id === params.id)!, { favorite: true }))),
    http.get('*/api/v1/integrations/webhooks', () => HttpResponse.json({ items: hooks })),
    http.post('*/api/v1/integrations/webhooks', async ({ request }) => {
      const body = (await request.json()) as { url: string; events: WebhookEndpoint['events'] };
      const hook = { id: '00000000-0000-4000-8000-000000000001', url: body.url, events: body.events, created_at: new Date().toISOString() };
      hooks.push(hook);
      return HttpResponse.json({ ...hook, secret: 'whsec_c2VjcmV0' }, { status: 201 });
    }),
    http.get('*/api/v1/integrations/webhooks/:id/deliveries', () =>
      HttpResponse.json({ items: [{ id: 'msg_1', event_type: 'webhook.test', status: 'succeeded', attempts: 1, response_code: 200, error: null, next_attempt_at: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() }] }),
    ),
  );
}

describe('Integrations marketplace', { timeout: 20_000 }, () => {
  it('exports an app-builder project to GitHub when GitHub is connected', async () => {
    store();
    const exports: unknown[] = [];
    const github: Integration = { ...base, id: 'github', name: 'GitHub', description: 'Repos', category: 'Development', icon: 'github', connect_kind: 'token', status: 'connected', lastSync: new Date().toISOString(), account: 'ada' };
    server.use(
      http.get('*/api/v1/integrations', () => HttpResponse.json({ items: [...catalogue(), github], composio_enabled: false })),
      http.get('*/api/v1/bolt/projects', () =>
        HttpResponse.json({ projects: [{ id: '20000000-0000-4000-8000-000000000001', name: 'Book Club', description: '', template: 'vanilla-js', status: 'ready', url: null, previewUrl: null, createdAt: new Date().toISOString(), lastModified: new Date().toISOString(), isPublic: false, collaborators: [], deployed_at: null, file_count: 1 }] }),
      ),
      http.post('*/api/v1/integrations/github/export', async ({ request }) => {
        exports.push(await request.json());
        return HttpResponse.json({ repository: 'ada/site', files: [{ path: 'ultimate-cofounder/index.html', url: null }] });
      }),
    );
    const { user } = renderApp('/dashboard/integrations', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Export to GitHub' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to GitHub' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'App-builder project: Book Club' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText('What to export'), 'App-builder project: Book Club');
    await user.type(within(dialog).getByLabelText('Repository (owner/name)'), 'site');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Exported 1 file to ada/site.')).toBeInTheDocument();
    expect(exports).toEqual([{ repository: 'ada/site', path: 'ultimate-cofounder', project_id: '20000000-0000-4000-8000-000000000001' }]);
  });

  it('starts with nothing connected and is honest about Composio', async () => {
    store();
    renderApp('/dashboard/integrations', { token: TEST_TOKEN });
    const available = await screen.findByRole('list', { name: 'Available Integrations' }, { timeout: 5000 });
    expect(within(available).getByText('Available with Composio')).toBeInTheDocument();
    expect(screen.getByText('2 available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Connected Integrations' })).not.toBeInTheDocument();
    expect(screen.getByText('Connected').nextElementSibling).toHaveTextContent('0');
  });

  it("connects Slack: shows the provider's error, then the success card", async () => {
    store();
    const { user } = renderApp('/dashboard/integrations', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Connect Slack' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Slack' });
    expect(within(dialog).getByText(/Data Access:/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Incoming webhook URL'), 'https://hooks.slack.com/bad');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Slack refused the message (HTTP 404: no_service)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Incoming webhook URL'));
    await user.type(within(dialog).getByLabelText('Incoming webhook URL'), 'https://hooks.slack.com/good');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Slack Connected')).toBeInTheDocument();
    expect(screen.getByText('Integration successfully connected and ready to use')).toBeInTheDocument();
    const connected = await screen.findByRole('list', { name: 'Connected Integrations' });
    expect(within(connected).getByText(/Last sync: Just now/)).toBeInTheDocument();
  });

  it('filters with search and offers Clear Filters', async () => {
    store();
    const { user } = renderApp('/dashboard/integrations', { token: TEST_TOKEN });
    await user.type(await screen.findByLabelText('Search integrations', {}, { timeout: 5000 }), 'zzz');
    expect(await screen.findByText('No integrations found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('2 available')).toBeInTheDocument();
  });

  it('adds a webhook, shows its secret once and its delivery log', async () => {
    store();
    const { user } = renderApp('/dashboard/integrations', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Webhook Settings' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook Settings' });
    expect(await within(dialog).findByText('No webhook endpoints yet.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://example.com/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByTestId('webhook-secret')).toHaveTextContent('whsec_c2VjcmV0');
    await user.click(await within(dialog).findByRole('button', { name: 'Deliveries' }));
    const log = await within(dialog).findByRole('table', { name: 'Delivery log' });
    await waitFor(() => expect(within(log).getByText('succeeded')).toBeInTheDocument());
    expect(within(log).getByText('200')).toBeInTheDocument();
  });
});
