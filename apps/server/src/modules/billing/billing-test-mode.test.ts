import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, creditLedger, invoices, payments, subscriptions, users } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { charge } from './ledger';
import { runDueRenewals } from './renewals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, card_number: '4000 0000 0000 0002' };

type User = Awaited<ReturnType<typeof signUp>>;
const get = (user: User | null, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth });
const post = (user: User | null, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user?.auth, payload });

async function ledgerSum(userId: string) {
  const [row] = await ctx.db.select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return Number(row.sum);
}

async function subscribe(user: User, planId = 'professional') {
  const created = await post(user, '/billing/create-subscription', { plan_id: planId });
  expect(created.statusCode).toBe(200);
  const paid = await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: created.json().client_secret });
  expect(paid.statusCode).toBe(200);
  return created.json() as { subscription_id: string };
}

describe('catalogue', () => {
  it('lists the three plans in cents and dollars, Professional most popular, in test mode', async () => {
    const res = await get(null, '/billing/plans');
    expect(res.statusCode).toBe(200);
    const { plans, test_mode } = res.json();
    expect(test_mode).toBe(true);
    expect(plans.map((p: { id: string; price_cents: number; credits: number; popular: boolean; video_calls: boolean }) => [p.id, p.price_cents, p.credits, p.popular, p.video_calls])).toEqual([
      ['developer', 4999, 500, false, true],
      ['professional', 9999, 1500, true, true],
      ['max', 24999, 4000, false, true],
    ]);
    expect(plans[1].price).toBe(99.99);
  });

  it('lists credit packages and the provider config publicly', async () => {
    const packs = (await get(null, '/billing/credit-packages')).json().packages;
    expect(packs.map((p: { credits: number }) => p.credits)).toEqual([100, 500, 2000]);
    expect((await get(null, '/billing/config')).json()).toEqual({ mode: 'test', test_mode: true, publishable_key: null, currency: 'usd' });
  });
});

describe('buying a credit package with a test card', () => {
  it('grants the package credits once, records a payment and an invoice', async () => {
    const user = await signUp(ctx);
    const intent = await post(user, '/billing/create-payment-intent', { package_name: 'Growth Pack' });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({ amount: 59.99, credits: 500, package_name: 'Growth Pack' });
    const secret = intent.json().client_secret;

    const paid = await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: secret });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded', credits: 500, available_credits: 600 });
    const again = await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: secret });
    expect(again.statusCode).toBe(409);

    expect((await get(user, '/billing/balance')).json().available_credits).toBe(600);
    expect(await ledgerSum(user.userId)).toBe(600);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.userId, user.userId));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 5999, credits: 500, kind: 'package' });
    const list = (await get(user, '/billing/invoices')).json().invoices;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount: 59.99, status: 'paid' });
    expect(list[0].description).toContain('Growth Pack');
  });

  it('a declined card changes nothing and says why', async () => {
    const user = await signUp(ctx);
    const intent = (await post(user, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    const res = await post(user, '/billing/test/confirm-payment', { ...DECLINED_CARD, client_secret: intent.client_secret });
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe('Your card was declined.');
    // Expired and mistyped cards each say what to fix.
    const expired = await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, exp_year: 2020, client_secret: intent.client_secret });
    expect(expired.json()).toEqual({ detail: 'Your card has expired.' });
    const mistyped = await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, card_number: '4242 4242 4242 4241', client_secret: intent.client_secret });
    expect(mistyped.json()).toEqual({ detail: 'Your card number is incorrect.' });
    expect((await get(user, '/billing/balance')).json().available_credits).toBe(100);
    expect((await get(user, '/billing/invoices')).json().invoices).toEqual([]);
  });

  it('refuses unknown packages, malformed cards, anonymous callers and other users’ payments', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    expect((await post(user, '/billing/create-payment-intent', { package_name: 'gold bars' })).statusCode).toBe(400);
    expect((await post(user, '/billing/create-payment-intent', {})).statusCode).toBe(422);
    expect((await post(null, '/billing/create-payment-intent', { package_name: 'starter' })).statusCode).toBe(401);
    const intent = (await post(user, '/billing/create-payment-intent', { package_name: 'starter', amount: 1, credits: 1_000_000 })).json();
    expect(intent.credits).toBe(100);
    expect((await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, card_number: 'abcd', client_secret: intent.client_secret })).statusCode).toBe(422);
    expect((await post(other, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: intent.client_secret })).statusCode).toBe(404);
    expect((await get(other, '/billing/balance')).json().available_credits).toBe(100);
  });
});

describe('subscriptions', () => {
  it('subscribing to Professional makes the plan paid with video calls and grants 1,500 subscription credits', async () => {
    const user = await signUp(ctx);
    const before = (await get(user, '/billing/subscription-status')).json();
    expect(before).toEqual({ is_paid: false, plan: 'free', status: 'active', features: { video_calls: false, unlimited_chat: false, priority_support: false, credits_included: 0 } });

    const created = await post(user, '/billing/create-subscription', { plan_id: 'professional' });
    expect(created.json()).toMatchObject({ success: true, status: 'incomplete', amount: 99.99, credits: 1500 });
    expect((await get(user, '/billing/subscription-status')).json().is_paid).toBe(false);
    await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: created.json().client_secret });

    const status = (await get(user, '/billing/subscription-status')).json();
    expect(status).toMatchObject({ is_paid: true, plan: 'professional', status: 'active', features: { video_calls: true, priority_support: true, credits_included: 1500 } });
    const overview = (await get(user, '/billing/overview')).json();
    expect(overview).toMatchObject({ available_credits: 1600, subscription_credits: 1500, free_credits: 100, purchased_credits: 0, plan_name: 'Professional', monthly_amount: 99.99, test_mode: true });
    expect(new Date(overview.next_billing_date).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await get(user, '/billing/subscriptions')).json().subscriptions).toHaveLength(1);
    expect((await post(user, '/billing/create-subscription', { plan_id: 'max' })).statusCode).toBe(409);
  });

  it('spends subscription credits before purchased ones', async () => {
    const user = await signUp(ctx);
    await subscribe(user, 'developer');
    await charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 450 });
    let overview = (await get(user, '/billing/overview')).json();
    expect(overview).toMatchObject({ available_credits: 150, subscription_credits: 50, free_credits: 100, purchased_credits: 0, used_this_month: 450 });
    await charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 80 });
    overview = (await get(user, '/billing/overview')).json();
    expect(overview).toMatchObject({ available_credits: 70, subscription_credits: 0, free_credits: 70, purchased_credits: 0 });
  });

  it('cancels at period end by default; the renewal then ends it instead of charging', async () => {
    const user = await signUp(ctx);
    const { subscription_id } = await subscribe(user);
    const other = await signUp(ctx);
    expect((await post(other, '/billing/cancel-subscription', { subscription_id })).statusCode).toBe(404);
    expect((await post(user, '/billing/cancel-subscription', { subscription_id: 'nope' })).statusCode).toBe(404);

    const cancelled = await post(user, '/billing/cancel-subscription', { subscription_id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await get(user, '/billing/subscription-status')).json().is_paid).toBe(true);

    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription_id));
    await runDueRenewals(ctx.db, new Date(sub.currentPeriodEnd!.getTime() + 1000));
    expect((await get(user, '/billing/subscription-status')).json()).toMatchObject({ is_paid: false, plan: 'free' });
    expect((await get(user, '/billing/balance')).json().available_credits).toBe(1600);
  });

  it('renews monthly once per period, granting the plan credits and an invoice each time', async () => {
    const user = await signUp(ctx);
    const { subscription_id } = await subscribe(user, 'developer');
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription_id));
    const later = new Date(sub.currentPeriodEnd!.getTime() + 60_000);
    expect(await runDueRenewals(ctx.db, later)).toMatchObject({ renewed: 1 });
    expect(await runDueRenewals(ctx.db, later)).toMatchObject({ renewed: 0 });
    expect((await get(user, '/billing/balance')).json().available_credits).toBe(1100);
    const rows = await ctx.db.select().from(invoices).where(eq(invoices.userId, user.userId));
    expect(rows).toHaveLength(2);
    const [acct] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.userId));
    expect(acct.subscriptionCredits).toBe(1000);
  });

  it('cancelling at once ends the plan now; bad bodies are refused', async () => {
    const user = await signUp(ctx);
    const { subscription_id } = await subscribe(user, 'max');
    expect((await post(user, '/billing/create-subscription', { plan_id: 'platinum' })).statusCode).toBe(422);
    const res = await post(user, '/billing/cancel-subscription', { subscription_id, at_period_end: false });
    expect(res.json()).toMatchObject({ status: 'canceled' });
    expect((await post(user, '/billing/cancel-subscription', { subscription_id })).statusCode).toBe(400);
    expect((await get(user, '/billing/subscription-status')).json().is_paid).toBe(false);
  });
});

describe('payment methods (test mode)', () => {
  it('adds, lists, sets default and removes cards; other users get 404', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const first = await post(user, '/billing/test/payment-methods', GOOD_CARD);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, is_default: true });
    const second = (await post(user, '/billing/test/payment-methods', { ...GOOD_CARD, card_number: '5555 5555 5555 4444' })).json();
    expect(second).toMatchObject({ brand: 'mastercard', is_default: false });
    expect((await post(user, '/billing/test/payment-methods', DECLINED_CARD)).statusCode).toBe(402);
    expect((await post(user, '/billing/test/payment-methods', { ...GOOD_CARD, exp_year: 2001 })).statusCode).toBe(402);

    expect((await post(other, `/billing/payment-methods/${second.id}/default`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/billing/payment-methods/${second.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await post(user, `/billing/payment-methods/${second.id}/default`)).statusCode).toBe(204);
    let list = (await get(user, '/billing/payment-methods')).json().payment_methods;
    expect(list.map((m: { last4: string; is_default: boolean }) => [m.last4, m.is_default])).toEqual([
      ['4242', false],
      ['4444', true],
    ]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/billing/payment-methods/${second.id}`, headers: user.auth })).statusCode).toBe(204);
    list = (await get(user, '/billing/payment-methods')).json().payment_methods;
    expect(list).toEqual([expect.objectContaining({ last4: '4242', is_default: true })]);
    expect((await post(user, '/billing/payment-methods/not-an-id/default')).statusCode).toBe(404);
    expect((await get(other, '/billing/payment-methods')).json().payment_methods).toEqual([]);
  });
});

describe('invoices and usage', () => {
  it('downloads a real PDF for the owner only', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const intent = (await post(user, '/billing/create-payment-intent', { package_name: 'scale' })).json();
    await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: intent.client_secret });
    const [invoice] = (await get(user, '/billing/invoices')).json().invoices;
    const pdf = await get(user, `/billing/invoices/${invoice.id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(invoice.number);
    expect((await get(other, `/billing/invoices/${invoice.id}/download`)).statusCode).toBe(404);
    expect((await get(user, '/billing/invoices/123/download')).statusCode).toBe(404);
    expect((await get(null, `/billing/invoices/${invoice.id}/download`)).statusCode).toBe(401);
  });

  it('reports usage from the ledger with a 30-day series', async () => {
    const user = await signUp(ctx);
    await charge(ctx.db, { userId: user.userId, feature: 'document' });
    await charge(ctx.db, { userId: user.userId, feature: 'chat_message' });
    const res = await get(user, '/billing/usage');
    expect(res.statusCode).toBe(200);
    const usage = res.json();
    expect(usage.entries.map((e: { feature: string; credits: number }) => [e.feature, e.credits]).sort()).toEqual([
      ['chat_message', 1],
      ['document', 8],
    ]);
    expect(usage.daily).toHaveLength(30);
    expect(usage.daily.at(-1).credits).toBe(9);
    expect(usage.total_credits).toBe(9);
    expect((await get(user, '/billing/usage?days=0')).statusCode).toBe(422);
    const [u] = await ctx.db.select().from(users).where(and(eq(users.id, user.userId)));
    expect(u.creditBalance).toBe(91);
  });
});
