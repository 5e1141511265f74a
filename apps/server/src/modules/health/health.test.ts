import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, createTestDatabase, latestMail, testConfig, type TestContext } from '../../../test/helpers';
import { cachedProbe } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /health', () => {
  it('is healthy when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'healthy', database: 'ok', version: ctx.config.version });
  });

  it('answers 503 unhealthy when the database does not', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: { ...database, ping: async () => false }, logger: false });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unhealthy', database: 'error' });
    await app.close();
  });
});

describe('GET /api/v1/config', () => {
  it('publishes the free-credit figure and the password policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toMatchObject({ signup_credits: 100, password_min_length: 8, mail_mode: 'outbox', dev_mailbox: true });
  });
});

describe('OpenAPI', () => {
  it('documents every route with a summary, a description and its auth requirement', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.entries(doc.paths as Record<string, Record<string, { summary?: string; description?: string; security?: unknown; tags?: string[] }>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, ...op })),
    );
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['post /api/v1/auth/login', 'get /api/v1/auth/me', 'get /api/v1/billing/balance', 'get /health']),
    );
    for (const op of ops) {
      expect(op.summary, `${op.method} ${op.path}`).toBeTruthy();
      expect(op.description, `${op.method} ${op.path}`).toBeTruthy();
      expect(op.tags?.length, `${op.method} ${op.path}`).toBeGreaterThan(0);
    }
    expect(ops.find((o) => o.path === '/api/v1/auth/me')!.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('errors and the dev mailbox', () => {
  it('answers unknown API paths with a 404 detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });

  it('lists outbox mail newest first as JSON and HTML, with the HTML escaped', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'first@example.com', password: 'password-123', name: 'First' } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'second@example.com', password: 'password-123', name: '<b>Second</b>' } });
    const json = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(json.json().map((m: { to: string }) => m.to).slice(0, 2)).toEqual(['second@example.com', 'first@example.com']);
    expect((await latestMail(ctx.db, 'second@example.com')).html).toContain('&lt;b&gt;Second&lt;/b&gt;');
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('second@example.com');
    expect(page.body).not.toContain('<b>Second</b>');
  });

  it('has no dev mailbox in production', async () => {
    const prod = await createTestApp({ config: { env: 'production' } });
    expect((await prod.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'GET', url: '/api/v1/config' })).json().dev_mailbox).toBe(false);
  });
});

describe('liveness and readiness', () => {
  it('/health shares one database check per second; /health/ready checks every time and says 503 when the database is down', async () => {
    const database = await createTestDatabase();
    let pings = 0;
    let up = true;
    const app = await buildApp({ config: testConfig(), database: { ...database, ping: async () => (pings++, up) }, logger: false });
    const burst = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/health' })));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(pings).toBe(1);

    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' }, version: expect.any(String) });
    up = false;
    const notReady = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'not_ready', checks: { database: 'error' } });
    expect(pings).toBe(3);
    await app.close();
  });

  it('a cached probe refreshes after its time to live', async () => {
    let clock = 0;
    let calls = 0;
    const probe = cachedProbe(async () => (calls++, calls < 2), 1000, () => clock);
    expect(await probe()).toBe(true);
    clock = 999;
    expect(await probe()).toBe(true);
    clock = 1000;
    expect(await probe()).toBe(false);
    expect(calls).toBe(2);
  });
});
