import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatWebhookStandIn } from '../../../test/chat-webhook-stand-in';
import { startComposioStandIn } from '../../../test/composio-stand-in';
import { startGithubStandIn } from '../../../test/github-stand-in';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { integrationConnections } from '../../db/schema';
import { eventually, integrationsTestConfig } from './test-support';

let ctx: TestContext;
let chat: Awaited<ReturnType<typeof startChatWebhookStandIn>>;
let github: Awaited<ReturnType<typeof startGithubStandIn>>;
let composio: Awaited<ReturnType<typeof startComposioStandIn>>;

beforeAll(async () => {
  [chat, github, composio] = await Promise.all([startChatWebhookStandIn(), startGithubStandIn(), startComposioStandIn()]);
  ctx = await createTestApp({ config: { integrations: integrationsTestConfig({ githubApiUrl: github.url }) } });
});
afterAll(() => Promise.all([chat.close(), github.close(), composio.close()]));

const rowOf = async (userId: string, integrationId: string) =>
  (await ctx.db.select().from(integrationConnections).where(eq(integrationConnections.userId, userId))).find((r) => r.integrationId === integrationId);

describe('catalogue', () => {
  it('lists at least the fifteen integrations of the spec, nothing connected for a new account', async () => {
    const u = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const { items, composio_enabled } = res.json();
    const names = items.map((i: { name: string }) => i.name);
    for (const n of ['Slack', 'GitHub', 'Google Drive', 'Notion', 'Gmail', 'Google Calendar', 'Stripe', 'Google Analytics', 'Twilio', 'Discord', 'Zoom', 'HubSpot', 'Auth0', 'Cloudflare', 'Shopify']) expect(names).toContain(n);
    expect(items.every((i: { status: string }) => i.status === 'disconnected')).toBe(true);
    expect(composio_enabled).toBe(false);
    expect(items.find((i: { id: string }) => i.id === 'notion')).toMatchObject({ available: false, availability_note: 'Available with Composio', popular: true });
    expect(items.find((i: { id: string }) => i.id === 'hubspot')).toMatchObject({ new: true, category: 'CRM' });
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations' })).statusCode).toBe(401);
  });
});

describe('Slack and Discord', () => {
  it('connects with a test message, keeps the URL encrypted and posts the picked events', async () => {
    const u = await signUp(ctx);
    const hook = `${chat.url}/slack/ok`;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/slack/connect', headers: u.auth, payload: { webhook_url: hook, events: ['document.generated'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'connected', events: ['document.generated'] });
    expect(res.body).not.toContain('/slack/ok');
    expect(chat.messages('/slack/ok').at(-1)).toMatch(/connected/);
    const row = await rowOf(u.userId, 'slack');
    expect(row!.credentials).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('/slack/ok');

    const before = chat.messages('/slack/ok').length;
    const doc = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: u.auth, payload: { document_type: 'pitch_deck', startup_idea: 'A marketplace for used lab equipment' } });
    expect(doc.statusCode).toBe(201);
    const text = await eventually(async () => chat.messages('/slack/ok').slice(before).find((m) => m?.includes('New document generated')));
    expect(text).toContain(doc.json().filename);
    // Not picked: no message for an upload.
    ctx.app.events.emit('dataroom.file_uploaded', { userId: u.userId, fileId: 'f', name: 'x.txt', folderId: null, size: 10 });
    ctx.app.events.emit('document.generated', { userId: u.userId, fileId: 'f2', name: 'marker.pdf', documentType: 'pitch_deck', engine: 'offline' });
    await eventually(async () => chat.messages('/slack/ok').some((m) => m?.includes('marker.pdf')));
    expect(chat.messages('/slack/ok').some((m) => m?.includes('x.txt'))).toBe(false);
  });

  it("fails with the provider's error when the URL is wrong", async () => {
    const u = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/slack/connect', headers: u.auth, payload: { webhook_url: `${chat.url}/slack/revoked` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Slack refused the message \(HTTP 404\)$/);
    expect((await rowOf(u.userId, 'slack'))?.status ?? 'disconnected').toBe('disconnected');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/slack/connect', headers: u.auth, payload: { webhook_url: 'not a url' } });
    expect(bad.statusCode).toBe(422);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/nope/connect', headers: u.auth, payload: {} });
    expect(none.statusCode).toBe(404);
  });

  it('Discord receives its own message shape', async () => {
    const u = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/discord/connect', headers: u.auth, payload: { webhook_url: `${chat.url}/discord/ok` } });
    expect(res.statusCode).toBe(200);
    ctx.app.events.emit('payment.succeeded', { userId: u.userId, paymentId: 'p1', amountCents: 2900, currency: 'usd', description: '100 credits' });
    const text = await eventually(async () => chat.messages('/discord/ok').find((m) => m?.includes('Payment received')));
    expect(text).toContain('29.00 USD');
  });
});

describe('GitHub', () => {
  it('rejects a bad token, connects a good one without storing it in clear, lists repositories on sync', async () => {
    const u = await signUp(ctx);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: u.auth, payload: { token: 'github_pat_wrong' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('GitHub rejected the token (HTTP 401)');
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: u.auth, payload: { token: 'github_pat_valid' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'connected', account: 'ada-founder' });
    expect(JSON.stringify(await rowOf(u.userId, 'github'))).not.toContain('github_pat_valid');
    const sync = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/sync', headers: u.auth });
    expect(sync.statusCode).toBe(200);
    expect(sync.json().items).toEqual(['ada-founder/pitch', 'ada-founder/app']);
  });

  it('exports data-room documents to a repository', async () => {
    const u = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: u.auth, payload: { token: 'github_pat_valid' } });
    const up = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=notes.txt', headers: { ...u.auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from('Our traction notes') });
    expect(up.statusCode).toBe(201);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: u.auth, payload: { repository: 'ada-founder/pitch', file_ids: [up.json().id], path: 'docs' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual([{ path: 'docs/notes.txt', url: 'https://github.example/ada-founder/pitch:docs/notes.txt' }]);
    expect(github.files.get('ada-founder/pitch:docs/notes.txt')!.content.toString()).toBe('Our traction notes');
    // Another user cannot export (not connected) nor reach the first user's files.
    const other = await signUp(ctx);
    const denied = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: other.auth, payload: { repository: 'x/y', file_ids: [up.json().id] } });
    expect(denied.statusCode).toBe(409);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: other.auth, payload: { token: 'github_pat_valid' } });
    const notMine = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: other.auth, payload: { repository: 'x/y', file_ids: [up.json().id] } });
    expect(notMine.statusCode).toBe(404);
    const badRepo = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: u.auth, payload: { repository: 'no slash' } });
    expect(badRepo.statusCode).toBe(422);
  });

  it('refuses repository names that are not a GitHub owner/name (`../..` would reach outside /repos/) with 422', async () => {
    const u = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: u.auth, payload: { token: 'github_pat_valid' } });
    const up = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=repo.txt', headers: { ...u.auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from('x') });
    const before = github.files.size;
    for (const repository of ['../..', 'ada-founder/..', '../pitch', './.', 'ada-founder/.', '-ada/pitch', 'ada_founder/pitch', `${'a'.repeat(40)}/pitch`]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: u.auth, payload: { repository, file_ids: [up.json().id] } });
      expect(res.statusCode, repository).toBe(422);
      expect(res.json().detail, repository).toMatch(/owner\/name/);
    }
    expect(github.files.size).toBe(before);
    const dotted = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: u.auth, payload: { repository: 'ada-founder/site.github.io', file_ids: [up.json().id] } });
    expect(dotted.statusCode).toBe(200);
  });

  it('refuses export paths outside the repository (.. or absolute) with 422 and writes nothing', async () => {
    const u = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: u.auth, payload: { token: 'github_pat_valid' } });
    const up = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=gh.txt', headers: { ...u.auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from('x') });
    const before = github.files.size;
    for (const path of ['../x', 'docs/../../x', '..', '/etc', '//x']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: u.auth, payload: { repository: 'ada-founder/pitch', file_ids: [up.json().id], path } });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().detail).toMatch(/inside the repository/);
    }
    expect(github.files.size).toBe(before);
    // Harmless forms are normalised: ./docs//notes/ is docs/notes.
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: u.auth, payload: { repository: 'ada-founder/pitch', file_ids: [up.json().id], path: './docs//notes/' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().files[0].path).toBe('docs/notes/gh.txt');
  });
});

describe('GitHub project export', () => {
  it("commits an app-builder project; another user's project is 404", async () => {
    const u = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: u.auth, payload: { token: 'github_pat_valid' } });
    const files = [{ path: 'index.html', content: '<h1>Book Club</h1>' }];
    const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: u.auth, payload: { name: 'Book Club', template: 'vanilla-js', files } });
    expect(made.statusCode).toBe(201);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: u.auth, payload: { repository: 'ada-founder/app', project_id: made.json().id, path: 'book-club' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { path: string }) => f.path)).toContain('book-club/index.html');
    expect(github.files.get('ada-founder/app:book-club/index.html')!.content.toString()).toBe('<h1>Book Club</h1>');
    const other = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: other.auth, payload: { token: 'github_pat_valid' } });
    const denied = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/export', headers: other.auth, payload: { repository: 'x/y', project_id: made.json().id } });
    expect(denied.statusCode).toBe(404);
  });
});

describe('Composio and the rest', () => {
  it('says "Available with Composio" without a key instead of pretending', async () => {
    const u = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/notion/connect', headers: u.auth, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^Available with Composio/);
  });

  it('initiates a Composio connection and turns connected once the account is active', async () => {
    const withKey = await createTestApp({ config: { integrations: integrationsTestConfig({ composio: { apiKey: 'composio-test-key', baseUrl: composio.url } }) } });
    const u = await signUp(withKey);
    const res = await withKey.app.inject({ method: 'POST', url: '/api/v1/integrations/notion/connect', headers: u.auth, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'disconnected', available: true, pending_url: 'https://composio.example/auth/ca_1' });
    composio.activate('ca_1');
    const sync = await withKey.app.inject({ method: 'POST', url: '/api/v1/integrations/notion/sync', headers: u.auth });
    expect(sync.statusCode).toBe(200);
    expect(sync.json().integration).toMatchObject({ status: 'connected', pending_url: null });
    expect(sync.json().integration.lastSync).toBeTruthy();
  });
});

describe('favourites, sync-all, disconnect and export', () => {
  it('keeps favourites, syncs everything connected, deletes credentials on disconnect and never exports secrets', async () => {
    const u = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/zoom/favorite', headers: u.auth })).json().favorite).toBe(true);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/slack/connect', headers: u.auth, payload: { webhook_url: `${chat.url}/slack/ok` } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/github/connect', headers: u.auth, payload: { token: 'github_pat_valid' } });
    const all = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/sync-all', headers: u.auth });
    expect(all.json()).toMatchObject({ synced: 2, failed: 0 });

    const exported = await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations/export', headers: u.auth });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().connections.map((c: { id: string }) => c.id).sort()).toEqual(['github', 'slack', 'zoom']);
    expect(exported.body).not.toContain('github_pat_valid');
    expect(exported.body).not.toContain('/slack/ok');

    const off = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/slack/disconnect', headers: u.auth });
    expect(off.json()).toMatchObject({ status: 'disconnected', lastSync: null });
    expect((await rowOf(u.userId, 'slack'))!.credentials).toBeNull();
    const unfav = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/integrations/zoom/favorite', headers: u.auth });
    expect(unfav.json().favorite).toBe(false);
    const notConnected = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/slack/sync', headers: u.auth });
    expect(notConnected.statusCode).toBe(409);
  });

  it("another user's state is their own", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/zoom/favorite', headers: a.auth });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/nope/favorite', headers: a.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/nope/sync', headers: a.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/nope/disconnect', headers: a.auth })).statusCode).toBe(404);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: b.auth })).json().items;
    expect(list.find((i: { id: string }) => i.id === 'zoom').favorite).toBe(false);
  });
});
