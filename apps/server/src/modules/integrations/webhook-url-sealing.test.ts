import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startWebhookReceiver } from '../../../test/webhook-receiver-stand-in';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { eventually, integrationsTestConfig } from './test-support';
import { maskUrl } from './webhooks-service';

/** Outgoing webhook URLs often carry tokens: encrypted at rest, masked in every answer. */
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const TOKEN = 'tok-3f9a0c1d2e';

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ctx = await createTestApp({ config: { integrations: integrationsTestConfig() } });
});
afterAll(() => receiver.close());

const hookUrl = () => `${receiver.hookUrl}?token=${TOKEN}`;

describe('outgoing webhook URLs', () => {
  it('are stored encrypted, answered masked, and still delivered to', async () => {
    const u = await signUp(ctx);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: u.auth, payload: { url: hookUrl(), events: ['session.ended'] } });
    expect(created.statusCode, created.body).toBe(201);
    receiver.setSecret(created.json().secret);
    expect(created.json().url).toBe(maskUrl(hookUrl()));
    expect(created.body).not.toContain(TOKEN);

    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.json().id));
    expect(row.url).toMatch(/^v1\./);
    expect(row.url).not.toContain(TOKEN);
    expect(row.url).not.toContain(new URL(receiver.hookUrl).host);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations/webhooks', headers: u.auth });
    expect(list.json().items[0].url).toBe(maskUrl(hookUrl()));
    expect(list.body).not.toContain(TOKEN);
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations/export', headers: u.auth });
    expect(exported.json().webhooks[0].url).toBe(maskUrl(hookUrl()));
    expect(exported.body).not.toContain(TOKEN);

    // The test delivery reaches the real address, token included.
    const before = receiver.received.length;
    const test = await ctx.app.inject({ method: 'POST', url: `/api/v1/integrations/webhooks/${created.json().id}/test`, headers: u.auth });
    expect(test.statusCode, test.body).toBeLessThan(300);
    await eventually(async () => receiver.received.length > before);
    const [delivery] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.json().id));
    expect(delivery).toBeDefined();
  });

  it('keeps the scheme, host and last characters only', () => {
    expect(maskUrl('https://user:pw@hooks.example.com/services/T00/B00/XXXXsecret')).toBe('https://hooks.example.com/…cret');
    expect(maskUrl('https://hooks.example.com/')).toBe('https://hooks.example.com/');
    expect(maskUrl('https://hooks.example.com/abcdef')).toBe('https://hooks.example.com/…cdef');
  });

  it('encrypts rows stored in plaintext before this version when the server starts', async () => {
    const u = await signUp(ctx);
    const [legacy] = await ctx.db
      .insert(webhookEndpoints)
      .values({ userId: u.userId, url: hookUrl(), events: ['session.ended'], secret: 'v1.placeholder' })
      .returning();
    const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false, closeDatabase: false });
    await restarted.ready();
    await restarted.close();
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, legacy.id));
    expect(row.url).toMatch(/^v1\./);
    expect(row.url).not.toContain(TOKEN);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations/webhooks', headers: u.auth });
    expect(list.json().items).toEqual([expect.objectContaining({ id: legacy.id, url: maskUrl(hookUrl()) })]);
  });
});
