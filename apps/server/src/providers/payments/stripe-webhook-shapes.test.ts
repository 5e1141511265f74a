import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, uniqueEmail, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import { creditLedger, paymentEvents, payments, subscriptions, users } from '../../db/schema';
import { charge } from '../../modules/billing/ledger';
import { createStripePaymentsProvider } from './stripe';

/** Validly signed events of every shape answer 2xx once stored; refunds larger than the balance record the shortfall. */
const SECRET = 'whsec_shapes_test';
let ctx: TestContext;
beforeAll(async () => {
  const provider = createStripePaymentsProvider({ secretKey: 'sk_test_unused', publishableKey: 'pk_test_unused', webhookSecret: SECRET, host: '127.0.0.1', port: 9, protocol: 'http' });
  ctx = await createTestApp({ payments: provider });
});

let n = 0;
const id = (p: string) => `${p}_shape_${++n}`;
function send(event: unknown) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return ctx.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}
const balance = async (userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;
const stored = async (eventId: string) => (await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)))[0];

describe('Stripe events of every shape', () => {
  it('a refund for a user at 0 credits answers 200 and records the unrecovered credits (no delta-0 row)', async () => {
    const user = await signUp(ctx);
    const pi = id('pi');
    await ctx.db.insert(payments).values({ userId: user.userId, kind: 'package', packageId: 'starter', amountCents: 1499, credits: 100, providerRef: pi, clientSecret: `${pi}_s`, status: 'succeeded' });
    await charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 100 });
    expect(await balance(user.userId)).toBe(0);
    const refund = { id: id('evt'), object: 'event', type: 'charge.refunded', data: { object: { id: id('ch'), object: 'charge', refunded: true, payment_intent: pi } } };
    const res = await send(refund);
    expect(res.statusCode).toBe(200);
    expect(await stored(refund.id)).toMatchObject({ outcome: 'shortfall', detail: '100 of 100 credits not recovered (already spent)' });
    expect(await balance(user.userId)).toBe(0);
    const refundRows = await ctx.db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.userId), eq(creditLedger.reason, 'refund')));
    expect(refundRows).toHaveLength(0);
    expect((await send(refund)).statusCode).toBe(200);
  });

  it('a partial refund takes what there is and records the rest', async () => {
    const user = await signUp(ctx);
    const pi = id('pi');
    await ctx.db.insert(payments).values({ userId: user.userId, kind: 'package', packageId: 'starter', amountCents: 1499, credits: 100, providerRef: pi, clientSecret: `${pi}_s`, status: 'succeeded' });
    await charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 70 });
    const refund = { id: id('evt'), object: 'event', type: 'charge.refunded', data: { object: { id: id('ch'), object: 'charge', refunded: true, payment_intent: pi } } };
    expect((await send(refund)).statusCode).toBe(200);
    expect(await balance(user.userId)).toBe(0);
    expect(await stored(refund.id)).toMatchObject({ outcome: 'shortfall', detail: '70 of 100 credits not recovered (already spent)' });
  });

  it('an unreadable signed body ([1]) and invoice.paid without periods answer 200 and are kept for the admin', async () => {
    const odd = await send([1]);
    expect(odd.statusCode).toBe(200);
    const kept = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.outcome, 'unappliable'));
    expect(kept.some((e) => e.payload === '[1]' && e.id.startsWith('unreadable_'))).toBe(true);

    const user = await signUp(ctx);
    const subRef = id('sub');
    await ctx.db.insert(subscriptions).values({ userId: user.userId, planId: 'developer', providerRef: subRef });
    const noPeriods = { id: id('evt'), object: 'event', type: 'invoice.paid', data: { object: { id: id('in'), object: 'invoice', amount_paid: 2999, subscription: subRef, lines: { object: 'list', data: [{}] } } } };
    const res = await send(noPeriods);
    expect(res.statusCode).toBe(200);
    expect(await stored(noPeriods.id)).toMatchObject({ outcome: 'unappliable', detail: 'the invoice period start is missing' });
    expect(await balance(user.userId)).toBe(100);
  });

  it('a pre-2025 subscription update (top-level current_period_end) moves the period; active clears past_due', async () => {
    const user = await signUp(ctx);
    const subRef = id('sub');
    await ctx.db.insert(subscriptions).values({ userId: user.userId, planId: 'developer', providerRef: subRef, status: 'active' });
    const end = Math.floor(Date.now() / 1000) + 40 * 86400;
    const update = (status: string) => ({ id: id('evt'), object: 'event', type: 'customer.subscription.updated', data: { object: { id: subRef, object: 'subscription', status, cancel_at_period_end: false, current_period_end: end } } });
    expect((await send(update('past_due'))).statusCode).toBe(200);
    let [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.providerRef, subRef));
    expect(sub.status).toBe('past_due');
    expect(sub.currentPeriodEnd?.getTime()).toBe(end * 1000);
    expect((await send(update('active'))).statusCode).toBe(200);
    [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.providerRef, subRef));
    expect(sub.status).toBe('active');
  });

  it('an admin allocating −5 to a user at 0 answers 200, takes nothing and says so', async () => {
    const admin = await signUp(ctx, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
    await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    const user = await signUp(ctx);
    await charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 100 });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${user.userId}/credits`, headers: admin.auth, payload: { user_id: user.userId, credits: -5, reason: 'Correction' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credits: 0, available_credits: 0, applied: true, message: `Removed 0 credits from ${user.email}; 5 could not be taken (the balance was 0)` });
    const rows = await ctx.db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.userId), eq(creditLedger.reason, 'admin_revoke')));
    expect(rows).toHaveLength(0);
  });
});
