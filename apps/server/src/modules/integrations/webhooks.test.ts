import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startWebhookReceiver } from '../../../test/webhook-receiver-stand-in';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createCredentialCipher } from './crypto';
import { createSqlJobQueue } from '../jobs/sql-queue';
import { createDeliverer, signPayload } from './deliverer';
import { eventually, integrationsTestConfig } from './test-support';
import { isForbiddenAddress } from '../../outgoing';
import { assertDeliverableUrl } from './url-guard';
import { maskUrl } from './webhooks-service';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver({ failFirst: 2 });
  ctx = await createTestApp({ config: { integrations: integrationsTestConfig() } });
});
afterAll(() => receiver.close());

async function addHook(auth: Record<string, string>, events = ['document.generated', 'dataroom.file_uploaded']) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: auth, payload: { url: receiver.hookUrl, events } });
  expect(res.statusCode).toBe(201);
  receiver.setSecret(res.json().secret);
  return res.json();
}

const deliveries = async (auth: Record<string, string>, id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/v1/integrations/webhooks/${id}/deliveries`, headers: auth })).json().items;

describe('webhook endpoints', () => {
  it('returns the secret once, lists and deletes; another user gets 404', async () => {
    const u = await signUp(ctx);
    const hook = await addHook(u.auth);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations/webhooks', headers: u.auth });
    expect(list.json().items).toEqual([{ id: hook.id, url: maskUrl(receiver.hookUrl), events: ['document.generated', 'dataroom.file_uploaded'], created_at: hook.created_at }]);
    expect(list.body).not.toContain('whsec_');
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row.secret).not.toContain(hook.secret.slice(6));

    const other = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/integrations/webhooks/${hook.id}/deliveries`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/integrations/webhooks/${hook.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/integrations/webhooks/${hook.id}/test`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks/not-a-uuid/test', headers: u.auth })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/integrations/webhooks/${hook.id}`, headers: u.auth })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/integrations/webhooks', headers: u.auth })).json().items).toEqual([]);
  });

  it('refuses non-http URLs and unknown events', async () => {
    const u = await signUp(ctx);
    const ftp = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: u.auth, payload: { url: 'ftp://example.com/x', events: ['document.generated'] } });
    expect(ftp.statusCode).toBe(422);
    const ev = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: u.auth, payload: { url: 'https://example.com/x', events: ['user.deleted'] } });
    expect(ev.statusCode).toBe(422);
  });
});

describe('deliveries', () => {
  it('signs per Standard Webhooks, retries after failures and logs each delivery', async () => {
    const u = await signUp(ctx);
    const hook = await addHook(u.auth);
    const up = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=deck-notes.txt', headers: { ...u.auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from('notes') });
    expect(up.statusCode).toBe(201);
    const [done] = await eventually(async () => {
      const items = await deliveries(u.auth, hook.id);
      return items.length === 1 && items[0].status !== 'pending' && items;
    });
    expect(done).toMatchObject({ event_type: 'dataroom.file_uploaded', status: 'succeeded', attempts: 3, response_code: 200, error: null });
    const got = receiver.received.filter((r) => r.id === done.id);
    expect(got.map((r) => [r.attempt, r.verified])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    // snake_case keys, like the REST API.
    expect(got[2].data).toEqual({ file_id: up.json().id, name: 'deck-notes.txt', user_id: u.userId, folder_id: null, size: 5 });
    // Not subscribed: no delivery.
    ctx.app.events.emit('payment.succeeded', { userId: u.userId, paymentId: 'p', amountCents: 100, currency: 'usd', description: 'x' });
    ctx.app.events.emit('document.generated', { userId: u.userId, fileId: 'f', name: 'plan.pdf', documentType: 'business_plan', engine: 'offline' });
    const after = await eventually(async () => {
      const items = await deliveries(u.auth, hook.id);
      return items.length === 2 && items[0].status !== 'pending' && items;
    });
    expect(after.map((d: { event_type: string }) => d.event_type)).toEqual(['document.generated', 'dataroom.file_uploaded']);
  });

  it('delivers payment.succeeded once a test-mode payment is confirmed', async () => {
    const ok = await startWebhookReceiver();
    try {
      const u = await signUp(ctx);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: u.auth, payload: { url: ok.hookUrl, events: ['payment.succeeded'] } });
      ok.setSecret(res.json().secret);
      const intent = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-payment-intent', headers: u.auth, payload: { package_name: 'Growth Pack' } });
      expect(intent.statusCode).toBe(200);
      const paid = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/billing/test/confirm-payment',
        headers: u.auth,
        payload: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123', client_secret: intent.json().client_secret },
      });
      expect(paid.statusCode).toBe(200);
      const got = await eventually(async () => ok.received.find((r) => r.type === 'payment.succeeded'));
      expect(got.verified).toBe(true);
      expect(got.data).toMatchObject({ user_id: u.userId, payment_id: intent.json().payment_id, currency: 'usd', amount_cents: expect.any(Number) });
      expect(Object.keys(got.data as object).filter((k) => /[A-Z]/.test(k))).toEqual([]);
    } finally {
      await ok.close();
    }
  });

  it('gives up after the bounded retries and records the failure', async () => {
    const always = await startWebhookReceiver({ failFirst: 99 });
    try {
      const u = await signUp(ctx);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: u.auth, payload: { url: always.hookUrl, events: ['session.ended'] } });
      always.setSecret(res.json().secret);
      const test = await ctx.app.inject({ method: 'POST', url: `/api/v1/integrations/webhooks/${res.json().id}/test`, headers: u.auth });
      expect(test.statusCode).toBe(200);
      expect(test.json()).toMatchObject({ event_type: 'webhook.test', status: 'pending', attempts: 1, response_code: 500 });
      const [failed] = await eventually(async () => {
        const items = await deliveries(u.auth, res.json().id);
        return items[0]?.status === 'failed' && items;
      });
      expect(failed).toMatchObject({ attempts: 4, response_code: 500, error: 'HTTP 500', next_attempt_at: null });
    } finally {
      await always.close();
    }
  });

  it('resumes a pending delivery written before a restart', async () => {
    const ok = await startWebhookReceiver();
    const u = await signUp(ctx);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: u.auth, payload: { url: ok.hookUrl, events: ['session.ended'] } });
    const hook = created.json();
    ok.setSecret(hook.secret);
    const id = 'msg_resume_test';
    await ctx.db.insert(webhookDeliveries).values({ id, endpointId: hook.id, eventType: 'session.ended', payload: JSON.stringify({ type: 'session.ended', data: {} }), attempts: 2, nextAttemptAt: new Date() });
    const cipher = createCredentialCipher(ctx.config.integrations.secret);
    // The restarted instance: its own queue on the same database.
    const jobs = createSqlJobQueue({ db: ctx.db, pollMs: 20 });
    const deliverer = createDeliverer({ db: ctx.db, jobs, cipher, allowPrivateUrls: true, retryDelaysMs: [20, 20, 20] });
    await jobs.start();
    expect(await deliverer.resumePending()).toBeGreaterThanOrEqual(1);
    const row = await eventually(async () => {
      const [r] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return r.status === 'succeeded' && r;
    });
    expect(row.attempts).toBe(3);
    expect(ok.received.map((r) => [r.id, r.verified])).toEqual([[id, true]]);
    await deliverer.close();
    await jobs.stop();
    await ok.close();
  });
});

describe('signing and URL policy', () => {
  it('matches the Standard Webhooks reference signature', () => {
    // Test vector from the standard-webhooks libraries.
    const sig = signPayload('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(sig).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('refuses private and loopback targets unless allowed', async () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '169.254.169.254', '::1', '::ffff:127.0.0.1', 'fd00::1']) expect(isForbiddenAddress(a)).toBe(true);
    expect(isForbiddenAddress('93.184.216.34')).toBe(false);
    await expect(assertDeliverableUrl('http://127.0.0.1:9/x', false)).rejects.toMatchObject({ statusCode: 422 });
    await expect(assertDeliverableUrl('http://[::1]/x', false)).rejects.toMatchObject({ statusCode: 422 });
    await expect(assertDeliverableUrl('http://localhost/x', false)).rejects.toMatchObject({ statusCode: 422 });
    await expect(assertDeliverableUrl('https://93.184.216.34/x', false)).resolves.toBeInstanceOf(URL);
    await expect(assertDeliverableUrl('http://127.0.0.1:9/x', true)).resolves.toBeInstanceOf(URL);
  });
});
