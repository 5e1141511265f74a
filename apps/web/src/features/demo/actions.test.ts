import { BillingConfigSchema, CreatedWebhookSchema, LeadImportReportSchema, LeadPageSchema, LeadSearchResultSchema, DeployResponseSchema, GenerateProjectResponseSchema, WebhookDeliveryListSchema, WebhookDeliverySchema, WebhookEndpointListSchema } from '@uc/contract';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { DEMO_TOKEN } from './data';
import { createDemoHandlers } from './handlers';
import { deployedSlug, findDeployedApp } from './preview';
import { DEMO_WEBHOOK_NOT_SENT } from './webhook-handlers';

const auth = { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/json' };
const call = (path: string, init: RequestInit = {}) => fetch(`http://localhost${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
const post = (path: string, body: unknown = {}) => call(path, { method: 'POST', body: JSON.stringify(body) });

describe('demo actions that a server does elsewhere', () => {
  it('deploys an app at a demo address that serves it; a redeploy keeps the address; deleting takes it down', async () => {
    server.use(...createDemoHandlers());
    const gen = GenerateProjectResponseSchema.parse(await (await post('/api/v1/bolt/chat/generate', { prompt: 'A tip calculator with bill and tip percent', template: 'react-app' })).json());
    const created = await (await post('/api/v1/bolt/projects', { ...gen.projectData, files: gen.files })).json();
    const res = await post(`/api/v1/bolt/projects/${created.id}/deploy`);
    expect(res.status).toBe(200);
    const deployed = DeployResponseSchema.parse(await res.json());
    expect(deployed.url).toMatch(/^\/demo\/apps\/[a-z0-9-]+\/$/);
    const slug = deployedSlug(deployed.url)!;
    expect(await findDeployedApp(slug)).toContain('<html');
    const project = await (await call(`/api/v1/bolt/projects/${created.id}`)).json();
    expect(project).toMatchObject({ url: deployed.url, deployed_at: deployed.deployed_at, status: 'deployed' });
    const again = DeployResponseSchema.parse(await (await post(`/api/v1/bolt/projects/${created.id}/deploy`)).json());
    expect(again.url).toBe(deployed.url);
    expect((await call(`/api/v1/bolt/projects/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await findDeployedApp(slug, 200)).toBeNull();
  }, 20_000);

  it('downloads an invoice as a valid PDF named after its number, with its lines', async () => {
    server.use(...createDemoHandlers());
    const { invoices } = await (await call('/api/v1/billing/invoices')).json();
    const invoice = invoices[0];
    const res = await call(`/api/v1/billing/invoices/${invoice.id}/download`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    const text = new TextDecoder().decode(await res.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`(Invoice ${invoice.number})`);
    expect(text).toContain('Starter Pack - 100 credits');
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(text.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect((await call('/api/v1/billing/invoices/nope/download')).status).toBe(404);
  });
});

describe('demo outgoing webhooks', () => {
  it('creates, lists, tests (honestly not sent), exports and deletes an endpoint, in the tab', async () => {
    server.use(...createDemoHandlers());
    const bad = await post('/api/v1/integrations/webhooks', { url: 'ftp://example.com/x', events: ['document.generated'] });
    expect(bad.status).toBe(422);
    const res = await post('/api/v1/integrations/webhooks', { url: 'https://hooks.example.com/uc/abcd1234', events: ['document.generated', 'payment.succeeded'] });
    expect(res.status).toBe(201);
    const created = CreatedWebhookSchema.parse(await res.json());
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.url).toBe('https://hooks.example.com/…1234');
    const list = WebhookEndpointListSchema.parse(await (await call('/api/v1/integrations/webhooks')).json());
    expect(list.items).toEqual([{ id: created.id, url: created.url, events: created.events, created_at: created.created_at }]);
    const test = WebhookDeliverySchema.parse(await (await post(`/api/v1/integrations/webhooks/${created.id}/test`)).json());
    expect(test).toMatchObject({ event_type: 'webhook.test', status: 'failed', error: DEMO_WEBHOOK_NOT_SENT, response_code: null });
    const log = WebhookDeliveryListSchema.parse(await (await call(`/api/v1/integrations/webhooks/${created.id}/deliveries`)).json());
    expect(log.items.map((d) => d.id)).toEqual([test.id]);
    expect((await (await call('/api/v1/integrations/export')).json()).webhooks.map((w: { id: string }) => w.id)).toEqual([created.id]);
    expect((await call(`/api/v1/integrations/webhooks/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(WebhookEndpointListSchema.parse(await (await call('/api/v1/integrations/webhooks')).json()).items).toEqual([]);
    expect((await post(`/api/v1/integrations/webhooks/${created.id}/test`)).status).toBe(404);
  });
});

describe('demo billing config', () => {
  it('answers in the contract\'s shape (the Billing screen parses it without a ZodError)', async () => {
    server.use(...createDemoHandlers());
    expect(BillingConfigSchema.parse(await (await call('/api/v1/billing/config')).json())).toEqual({ mode: 'test', test_mode: true, publishable_key: null, currency: 'usd' });
  });
});

describe('demo lead search', () => {
  it('finds labelled sample leads before the founder imports any (fictional people at example.com)', async () => {
    server.use(...createDemoHandlers());
    const res = LeadSearchResultSchema.parse(await (await post('/api/v1/apollo/search', { industry: 'software' })).json());
    expect(res.source).toBe('sample');
    expect(res.leads.length).toBeGreaterThan(0);
    for (const lead of res.leads) {
      expect(lead.source).toBe('sample');
      expect(lead.email).toMatch(/@example\.com$/);
      expect(lead.industry.toLowerCase()).toContain('software');
    }
  });
});

describe('demo leads CSV import', () => {
  const csvPost = (path: string, csv: string) => call(path, { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });

  it('imports a CSV into a collection with the server’s columns, rejections and de-duplication; lists, searches and exports it', async () => {
    server.use(...createDemoHandlers());
    const c = await (await post('/api/v1/apollo/collections', { name: 'Berlin dog owners' })).json();
    const csv = ['first_name,Last Name,Email Address,Company,Job Title,Tags,Ignored', 'Ana,Lopez,ana@example.com,"Paws, Inc.",Founder,dogs; berlin,x', 'Ben,Ng,BEN@example.com,Walkies,CTO,,', 'Ben,Ng,ben@example.com,Walkies,CTO,,', 'No,Mail,,Acme,CEO,,', 'Bad,Mail,not-an-email,Acme,CEO,,', ''].join('\r\n');
    const report = LeadImportReportSchema.parse(await (await csvPost(`/api/v1/apollo/collections/${c.id}/import`, csv)).json());
    expect(report).toEqual({ imported: 2, duplicates: 1, rejected: [{ row: 5, reason: 'Missing email' }, { row: 6, reason: 'Invalid email: not-an-email' }], rejected_count: 2 });
    const page = LeadPageSchema.parse(await (await call(`/api/v1/apollo/collections/${c.id}/leads`)).json());
    expect(page.items.map((l) => [l.firstName, l.company, l.title, l.tags, l.source])).toEqual([
      ['Ana', 'Paws, Inc.', 'Founder', ['dogs', 'berlin'], 'csv'],
      ['Ben', 'Walkies', 'CTO', [], 'csv'],
    ]);
    expect((await (await call('/api/v1/apollo/collections')).json()).items[0].leadCount).toBe(2);
    // A second import of the same file adds nothing.
    expect(LeadImportReportSchema.parse(await (await csvPost(`/api/v1/apollo/collections/${c.id}/import`, csv)).json())).toMatchObject({ imported: 0, duplicates: 3 });
    const search = await (await post('/api/v1/apollo/search', { title: 'founder' })).json();
    expect(search.leads.map((l: { email: string }) => l.email)).toEqual(['ana@example.com']);
    const exported = await (await call(`/api/v1/apollo/collections/${c.id}/export`)).text();
    expect(exported.split('\r\n')[1]).toBe('Ana,Lopez,ana@example.com,"Paws, Inc.",Founder,,,,,,dogs; berlin');
  });

  it('refuses what the server refuses: no Email column, an empty file, too many columns', async () => {
    server.use(...createDemoHandlers());
    const c = await (await post('/api/v1/apollo/collections', { name: 'x' })).json();
    const noEmail = await csvPost(`/api/v1/apollo/collections/${c.id}/import`, 'Name,Company\nAna,Paws');
    expect(noEmail.status).toBe(400);
    expect((await noEmail.json()).detail).toMatch(/^No Email column found/);
    expect((await csvPost(`/api/v1/apollo/collections/${c.id}/import`, '')).status).toBe(400);
    expect((await csvPost(`/api/v1/apollo/collections/${c.id}/import`, `Email${','.repeat(250)}\n`)).status).toBe(422);
  });
});

describe('demo account deletion', () => {
  it('ends the demo session instead of refusing (the page then starts a fresh demo)', async () => {
    server.use(...createDemoHandlers());
    const res = await call('/api/v1/auth/delete-account', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('The demo session ended and its data was reset');
  });
});

describe('demo: the chat preview finds a generated document in the data room', () => {
  it('lists the filed document by its exact name (findFiledFile) and serves the same bytes', async () => {
    server.use(...createDemoHandlers());
    const doc = await (await post('/api/v1/documents/generate', { document_type: 'pitch_deck', startup_idea: 'On-demand dog walking' })).json();
    const query = new URLSearchParams({ q: doc.filename, page_size: '100' });
    const { files } = await (await call(`/api/v1/data-room/files?${query}`)).json();
    const file = files.find((f: { name: string }) => f.name === doc.filename);
    expect(file).toBeDefined();
    expect(await (await call(`/api/v1/data-room/files/${encodeURIComponent(file.id)}/download`)).text()).toBe(doc.content);
  }, 15_000);
});
