import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { payments, paymentEvents, subscriptions, users } from '../../db/schema';
import { createStripePaymentsProvider } from './stripe';

/** Webhooks that overtake our own rows, and the pre-2025 invoice shape. No Stripe API call is made here. */
const SECRET = 'whsec_order_test';
let ctx: TestContext;
beforeAll(async () => {
  const provider = createStripePaymentsProvider({ secretKey: 'sk_test_unused', publishableKey: 'pk_test_unused', webhookSecret: SECRET, host: '127.0.0.1', port: 9, protocol: 'http' });
  ctx = await createTestApp({ payments: provider });
});

let n = 0;
const id = (p: string) => `${p}_order_${++n}`;
function send(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return ctx.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}
const balance = async (userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;
const consumed = async (eventId: string) => (await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).length === 1;

const piSucceeded = (pi: string) => ({ id: id('evt'), object: 'event', type: 'payment_intent.succeeded', data: { object: { id: pi, object: 'payment_intent', metadata: { package_id: 'starter', user_id: 'x' } } } });
const insertPayment = (userId: string, pi: string) =>
  ctx.db.insert(payments).values({ userId, kind: 'package', packageId: 'starter', amountCents: 1499, credits: 100, providerRef: pi, clientSecret: `${pi}_secret` });

describe('Stripe webhooks in either order', () => {
  it('payment row first, then the event: applied once', async () => {
    const user = await signUp(ctx);
    const pi = id('pi');
    await insertPayment(user.userId, pi);
    const event = piSucceeded(pi);
    expect((await send(event)).statusCode).toBe(200);
    expect((await send(event)).statusCode).toBe(200);
    expect(await balance(user.userId)).toBe(200);
  });

  it('a payment re-sent under a new event id grants once and notifies integrations once', async () => {
    const user = await signUp(ctx);
    const pi = id('pi');
    await insertPayment(user.userId, pi);
    const heard: string[] = [];
    const off = ctx.app.events.on('payment.succeeded', (e) => void heard.push(e.paymentId));
    try {
      expect((await send(piSucceeded(pi))).statusCode).toBe(200);
      expect((await send(piSucceeded(pi))).statusCode).toBe(200); // same payment intent, another event id
      expect(await balance(user.userId)).toBe(200);
      expect(heard).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('event first: answered 503 and not consumed, so the redelivery after the row exists grants', async () => {
    const user = await signUp(ctx);
    const pi = id('pi');
    const event = piSucceeded(pi);
    const early = await send(event);
    expect(early.statusCode).toBe(503);
    expect(await consumed(event.id)).toBe(false);
    await insertPayment(user.userId, pi);
    expect((await send(event)).statusCode).toBe(200);
    expect(await consumed(event.id)).toBe(true);
    expect(await balance(user.userId)).toBe(200);
  });

  it('ten concurrent webhooks for one user\'s payments all apply, without a deadlock', async () => {
    const user = await signUp(ctx);
    const pis = Array.from({ length: 10 }, () => id('pi'));
    for (const pi of pis) await insertPayment(user.userId, pi);
    const results = await Promise.all(pis.map((pi) => send(piSucceeded(pi))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balance(user.userId)).toBe(100 + 10 * 100);
  });

  it('a payment intent that is not ours (no package metadata) is acknowledged and ignored', async () => {
    const event = { id: id('evt'), object: 'event', type: 'payment_intent.succeeded', data: { object: { id: id('pi'), object: 'payment_intent', metadata: {} } } };
    expect((await send(event)).statusCode).toBe(200);
  });

  it('invoice.paid in the pre-2025 shape (top-level subscription) grants like the current one; before the subscription row exists it is retried', async () => {
    const user = await signUp(ctx);
    const subRef = id('sub');
    const start = Math.floor(Date.now() / 1000);
    const event = {
      id: id('evt'),
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: id('in'), object: 'invoice', amount_paid: 2999, period_start: start, period_end: start, subscription: subRef, lines: { object: 'list', data: [{ period: { start, end: start + 30 * 86400 } }] } } },
    };
    expect((await send(event)).statusCode).toBe(503);
    await ctx.db.insert(subscriptions).values({ userId: user.userId, planId: 'developer', providerRef: subRef });
    expect((await send(event)).statusCode).toBe(200);
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.providerRef, subRef));
    expect(sub.status).toBe('active');
    expect(await balance(user.userId)).toBeGreaterThan(100);
  });
});
