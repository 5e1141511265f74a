import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createStripePaymentsProvider } from '../../providers/payments/stripe';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startStripeStandIn } from '../../../test/stripe-stand-in';
import { addMonths } from './fulfilment';
import { runDueRenewals } from './renewals';

const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
type User = Awaited<ReturnType<typeof signUp>>;

describe('change plan in test mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  const get = (user: User, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });
  const post = (user: User | null, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user?.auth, payload });
  async function subscribe(user: User, planId: string) {
    const created = await post(user, '/billing/create-subscription', { plan_id: planId });
    expect((await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: created.json().client_secret })).statusCode).toBe(200);
    return created.json().subscription_id as string;
  }

  it('upgrades Professional → Max at once: prorated difference invoiced, credit difference granted', async () => {
    const user = await signUp(ctx);
    await subscribe(user, 'professional');
    expect((await get(user, '/billing/balance')).json().available_credits).toBe(1600);

    const res = await post(user, '/billing/change-plan', { plan_id: 'max' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ change: 'upgraded', credits_granted: 2500, available_credits: 4100, subscription: { plan_id: 'max', status: 'active' } });
    // Just subscribed: almost the whole period is left, so nearly the full $150 difference.
    expect(body.amount_charged).toBeGreaterThan(149);
    expect(body.amount_charged).toBeLessThanOrEqual(150);

    const overview = (await get(user, '/billing/overview')).json();
    expect(overview).toMatchObject({ plan: 'max', plan_name: 'Max', monthly_amount: 249.99, subscription_credits: 4000 });
    const invoices = (await get(user, '/billing/invoices')).json().invoices;
    expect(invoices[0].description).toContain('Upgrade Professional → Max');
    expect(invoices[0].amount).toBe(body.amount_charged);

    // The same request again: already on Max, nothing granted twice.
    const again = await post(user, '/billing/change-plan', { plan_id: 'max' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('You are already on this plan.');
    expect((await get(user, '/billing/balance')).json().available_credits).toBe(4100);
  });

  it('downgrades at the end of the period: plan kept now, the renewal switches and grants the lower credits', async () => {
    const user = await signUp(ctx);
    const subId = await subscribe(user, 'max');
    const res = await post(user, '/billing/change-plan', { plan_id: 'developer' });
    expect(res.statusCode).toBe(200);
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subId));
    expect(res.json()).toMatchObject({ change: 'downgrade_scheduled', amount_charged: 0, credits_granted: 0, effective_at: sub.currentPeriodEnd!.toISOString() });
    expect((await get(user, '/billing/overview')).json()).toMatchObject({ plan: 'max', scheduled_plan_id: 'developer' });
    const before = (await get(user, '/billing/balance')).json().available_credits;

    await runDueRenewals(ctx.db, addMonths(sub.currentPeriodEnd!, 0));
    const overview = (await get(user, '/billing/overview')).json();
    expect(overview).toMatchObject({ plan: 'developer', scheduled_plan_id: null, monthly_amount: 49.99 });
    expect((await get(user, '/billing/balance')).json().available_credits).toBe(before + 500);
    expect((await get(user, '/billing/invoices')).json().invoices[0]).toMatchObject({ amount: 49.99 });
  });

  it('resubscribes after cancelling (choosing the current plan takes the cancellation back) and shows the end date', async () => {
    const user = await signUp(ctx);
    const subId = await subscribe(user, 'developer');
    await post(user, '/billing/cancel-subscription', { subscription_id: subId });
    const cancelled = (await get(user, '/billing/overview')).json();
    expect(cancelled.cancel_at_period_end).toBe(true);
    expect(cancelled.next_billing_date).toBeNull();
    expect(cancelled.current_period_end).toEqual(expect.any(String));

    const res = await post(user, '/billing/change-plan', { plan_id: 'developer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ change: 'resumed', subscription: { cancel_at_period_end: false } });
    expect((await get(user, '/billing/overview')).json().next_billing_date).toEqual(cancelled.current_period_end);
  });

  it('refuses without a subscription (409), a bad plan (422) and anonymous callers (401)', async () => {
    const user = await signUp(ctx);
    const none = await post(user, '/billing/change-plan', { plan_id: 'max' });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('You have no active subscription. Choose a plan to subscribe.');
    expect((await post(user, '/billing/change-plan', { plan_id: 'gold' })).statusCode).toBe(422);
    expect((await post(null, '/billing/change-plan', { plan_id: 'max' })).statusCode).toBe(401);
  });

  it('pays a checkout with a saved card', async () => {
    const user = await signUp(ctx);
    const card = (await post(user, '/billing/test/payment-methods', GOOD_CARD)).json();
    const intent = (await post(user, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    const paid = await post(user, '/billing/test/confirm-payment', { client_secret: intent.client_secret, payment_method_id: card.id });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().available_credits).toBe(200);
    const other = await signUp(ctx);
    const foreign = (await post(other, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    expect((await post(other, '/billing/test/confirm-payment', { client_secret: foreign.client_secret, payment_method_id: card.id })).statusCode).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/api/v1/billing/change-plan'].post.summary).toBe('Change plan');
  });
});

describe('change plan on Stripe', () => {
  let ctx: TestContext;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let declineUpdates = false;
  let subs = 0;
  beforeAll(async () => {
    standIn = await startStripeStandIn({
      'POST /v1/customers': () => ({ body: { id: `cus_${++subs}`, object: 'customer' } }),
      'GET /v1/prices': () => ({ body: { object: 'list', data: [], has_more: false, url: '/v1/prices' } }),
      'POST /v1/prices': (c) => ({ body: { id: `price_${c.params.get('unit_amount')}`, object: 'price' } }),
      'POST /v1/subscriptions': () => ({
        body: { id: `sub_${++subs}`, object: 'subscription', status: 'incomplete', latest_invoice: { id: `in_${subs}`, object: 'invoice', confirmation_secret: { client_secret: 'pi_sub_secret', type: 'payment_intent' } } },
      }),
      'GET /v1/subscriptions/:id': (c) => ({ body: { id: c.path.split('/').pop(), object: 'subscription', items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] } } }),
      'POST /v1/subscriptions/:id': (c) =>
        declineUpdates
          ? { status: 402, body: { error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' } } }
          : { body: { id: c.path.split('/').pop(), object: 'subscription', latest_invoice: { id: 'in_2', object: 'invoice', amount_paid: 14900 } } },
    });
    ctx = await createTestApp({ payments: createStripePaymentsProvider({ secretKey: 'sk_test_x', publishableKey: null, webhookSecret: null, host: '127.0.0.1', port: standIn.port, protocol: 'http' }) });
  });
  afterAll(() => standIn.close());

  async function activeSubscriber() {
    const user = await signUp(ctx);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-subscription', headers: user.auth, payload: { plan_id: 'professional' } });
    expect(created.statusCode).toBe(200);
    const now = new Date();
    await ctx.db.update(subscriptions).set({ status: 'active', currentPeriodStart: now, currentPeriodEnd: addMonths(now, 1) }).where(eq(subscriptions.id, created.json().subscription_id));
    return user;
  }

  it('updates the subscription item with proration and records what Stripe charged', async () => {
    const user = await activeSubscriber();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/change-plan', headers: user.auth, payload: { plan_id: 'max' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ change: 'upgraded', amount_charged: 149, credits_granted: 2500 });
    const update = standIn.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/sub_')).at(-1)!;
    expect(update.params.get('items[0][id]')).toBe('si_1');
    expect(update.params.get('items[0][price]')).toBe('price_24999');
    expect(update.params.get('proration_behavior')).toBe('always_invoice');
    expect(update.params.get('payment_behavior')).toBe('error_if_incomplete');
  });

  it('says which card problem stopped an upgrade and changes nothing', async () => {
    const user = await activeSubscriber();
    declineUpdates = true;
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/change-plan', headers: user.auth, payload: { plan_id: 'max' } });
      expect(res.statusCode).toBe(402);
      expect(res.json().detail).toBe('Your card has expired.');
    } finally {
      declineUpdates = false;
    }
    const overview = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/overview', headers: user.auth })).json();
    expect(overview.plan).toBe('professional');
  });
});
