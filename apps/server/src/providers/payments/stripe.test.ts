import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startStripeStandIn, type StripeCall } from '../../../test/stripe-stand-in';
import { createStripePaymentsProvider } from './stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';
let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let provider: ReturnType<typeof createStripePaymentsProvider>;
let counter = 0;
let lastCustomer = '';
/** The stand-in remembers each customer's invoice default, as Stripe does. */
const defaults = new Map<string, string>();
const next = (prefix: string) => `${prefix}_${++counter}`;

beforeAll(async () => {
  standIn = await startStripeStandIn({
    'POST /v1/customers': () => {
      lastCustomer = next('cus');
      return { body: { id: lastCustomer, object: 'customer' } };
    },
    'GET /v1/customers/:id': (c) => ({ body: { id: c.path.split('/').pop(), object: 'customer', invoice_settings: { default_payment_method: defaults.get(c.path.split('/').pop()!) ?? 'pm_default' } } }),
    'POST /v1/customers/:id': (c) => {
      const id = c.path.split('/').pop()!;
      const chosen = c.params.get('invoice_settings[default_payment_method]');
      if (chosen) defaults.set(id, chosen);
      return { body: { id, object: 'customer' } };
    },
    'POST /v1/payment_intents': (c) => {
      const id = next('pi');
      return { body: { id, object: 'payment_intent', amount: Number(c.params.get('amount')), client_secret: `${id}_secret_abc`, status: 'requires_payment_method' } };
    },
    'GET /v1/prices': () => ({ body: { object: 'list', data: [], has_more: false, url: '/v1/prices' } }),
    'POST /v1/prices': () => ({ body: { id: next('price'), object: 'price' } }),
    'POST /v1/subscriptions': () => ({
      body: { id: next('sub'), object: 'subscription', status: 'incomplete', latest_invoice: { id: next('in'), object: 'invoice', confirmation_secret: { client_secret: 'pi_sub_secret_xyz', type: 'payment_intent' } } },
    }),
    'POST /v1/subscriptions/:id': (c) => ({ body: { id: c.path.split('/').pop(), object: 'subscription', cancel_at_period_end: true } }),
    'GET /v1/subscriptions/:id': (c) => ({
      // save_default_payment_method: Stripe keeps the card that paid the first invoice on the subscription.
      body: { id: c.path.split('/').pop(), object: 'subscription', status: c.path.endsWith('sub_gone') ? 'canceled' : 'active', customer: lastCustomer, default_payment_method: 'pm_other' },
    }),
    'GET /v1/subscriptions': (c) => ({
      body: { object: 'list', has_more: false, url: '/v1/subscriptions', data: [{ id: `sub_of_${c.params.get('customer')}`, object: 'subscription', status: 'active' }] },
    }),
    'DELETE /v1/subscriptions/:id': (c) => ({ body: { id: c.path.split('/').pop(), object: 'subscription', status: 'canceled' } }),
    'GET /v1/payment_methods': () => ({
      body: {
        object: 'list',
        has_more: false,
        url: '/v1/payment_methods',
        data: [
          { id: 'pm_default', object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } },
          { id: 'pm_other', object: 'payment_method', card: { brand: 'mastercard', last4: '4444', exp_month: 5, exp_year: 2032 } },
        ],
      },
    }),
    'GET /v1/payment_methods/:id': (c) => {
      const id = c.path.split('/').pop();
      return { body: { id, object: 'payment_method', customer: id === 'pm_foreign' ? 'cus_someone_else' : lastCustomer } };
    },
    'POST /v1/payment_methods/:id/detach': (c) => ({ body: { id: c.path.split('/')[3], object: 'payment_method', customer: null } }),
    'POST /v1/setup_intents': () => ({ body: { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x' } }),
  });
  provider = createStripePaymentsProvider({ secretKey: 'sk_test_standin', publishableKey: 'pk_test_standin', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: standIn.port, protocol: 'http' });
  ctx = await createTestApp({ payments: provider });
});
afterAll(() => standIn.close());

type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const balance = async (user: User) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: user.auth })).json().available_credits as number;
const callsTo = (method: string, path: string): StripeCall[] => standIn.calls.filter((c) => c.method === method && c.path === path);

function sendWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return ctx.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

const paymentSucceeded = (eventId: string, piId: string) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: piId, object: 'payment_intent', status: 'succeeded' } },
});

describe('Stripe adapter', () => {
  it('reports stripe mode and the publishable key, with no test-card routes', async () => {
    const cfg = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/config' })).json();
    expect(cfg).toEqual({ mode: 'stripe', test_mode: false, publishable_key: 'pk_test_standin', currency: 'usd' });
    const user = await signUp(ctx);
    expect((await post(user, '/billing/test/confirm-payment', { client_secret: 'x', card_number: '4242424242424242', exp_month: 1, exp_year: 2040, cvc: '123' })).statusCode).toBe(404);
  });

  it('creates a customer once and a PaymentIntent priced by the server; credits only come with the signed webhook, once', async () => {
    const user = await signUp(ctx);
    const res = await post(user, '/billing/create-payment-intent', { package_name: 'growth' });
    expect(res.statusCode).toBe(200);
    const pi = callsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(pi.params.get('amount')).toBe('5999');
    expect(pi.params.get('currency')).toBe('usd');
    expect(pi.params.get('metadata[package_id]')).toBe('growth');
    expect(pi.params.get('customer')).toMatch(/^cus_/);
    const customersBefore = callsTo('POST', '/v1/customers').length;
    await post(user, '/billing/create-payment-intent', { package_name: 'starter' });
    expect(callsTo('POST', '/v1/customers')).toHaveLength(customersBefore);
    expect(await balance(user)).toBe(100);

    const [payment] = await ctx.db.select().from(payments).where(eq(payments.clientSecret, res.json().client_secret));
    const eventId = next('evt');
    expect((await sendWebhook(paymentSucceeded(eventId, payment.providerRef))).statusCode).toBe(200);
    expect(await balance(user)).toBe(600);
    // The same event again, and the same payment under another event id: nothing more.
    expect((await sendWebhook(paymentSucceeded(eventId, payment.providerRef))).statusCode).toBe(200);
    expect((await sendWebhook(paymentSucceeded(next('evt'), payment.providerRef))).statusCode).toBe(200);
    expect(await balance(user)).toBe(600);
    const invoices = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/invoices', headers: user.auth })).json().invoices;
    expect(invoices).toHaveLength(1);

    // A refund takes the credits back (never below zero).
    const refund = { id: next('evt'), object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: payment.providerRef } } };
    expect((await sendWebhook(refund)).statusCode).toBe(200);
    expect(await balance(user)).toBe(100);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const user = await signUp(ctx);
    const res = await post(user, '/billing/create-payment-intent', { package_name: 'starter' });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.clientSecret, res.json().client_secret));
    const forged = await sendWebhook(paymentSucceeded(next('evt'), payment.providerRef), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe('Invalid webhook signature');
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(user)).toBe(100);
  });

  it('subscribes with a monthly price, activates on invoice.paid once, and cancels at period end', async () => {
    const user = await signUp(ctx);
    const res = await post(user, '/billing/create-subscription', { plan_id: 'professional' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'incomplete', client_secret: 'pi_sub_secret_xyz', amount: 99.99 });
    const price = callsTo('POST', '/v1/prices').at(-1)!;
    expect(price.params.get('unit_amount')).toBe('9999');
    expect(price.params.get('recurring[interval]')).toBe('month');
    const subCall = callsTo('POST', '/v1/subscriptions').at(-1)!;
    expect(subCall.params.get('payment_behavior')).toBe('default_incomplete');

    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, res.json().subscription_id));
    const start = Math.floor(Date.now() / 1000);
    const invoicePaid = {
      id: next('evt'),
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: next('in'),
          object: 'invoice',
          amount_paid: 9999,
          period_start: start,
          period_end: start,
          parent: { type: 'subscription_details', subscription_details: { subscription: sub.providerRef } },
          lines: { object: 'list', data: [{ period: { start, end: start + 30 * 86400 } }] },
        },
      },
    };
    await sendWebhook(invoicePaid);
    await sendWebhook(invoicePaid);
    expect(await balance(user)).toBe(1600);
    // The card that paid the first invoice becomes the customer's default for invoices and is listed as such.
    const customerUpdates = callsTo('POST', `/v1/customers/${lastCustomer}`);
    expect(customerUpdates.map((c) => c.params.get('invoice_settings[default_payment_method]'))).toContain('pm_other');
    const cards = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/payment-methods', headers: user.auth })).json().payment_methods;
    expect(cards).toMatchObject([
      { id: 'pm_default', is_default: false },
      { id: 'pm_other', is_default: true },
    ]);
    const status = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/subscription-status', headers: user.auth })).json();
    expect(status).toMatchObject({ is_paid: true, plan: 'professional', features: { video_calls: true } });

    const cancel = await post(user, '/billing/cancel-subscription', { subscription_id: sub.id });
    expect(cancel.json()).toMatchObject({ cancel_at_period_end: true });
    expect(callsTo('POST', `/v1/subscriptions/${sub.providerRef}`).at(-1)!.params.get('cancel_at_period_end')).toBe('true');

    const deleted = { id: next('evt'), object: 'event', type: 'customer.subscription.deleted', data: { object: { id: sub.providerRef, object: 'subscription', status: 'canceled', cancel_at_period_end: false, items: { data: [] } } } };
    await sendWebhook(deleted);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/subscription-status', headers: user.auth })).json().is_paid).toBe(false);
  });

  it('cancels now (account deletion) and treats a subscription already cancelled at Stripe as done', async () => {
    await provider.cancelSubscription('sub_live', false);
    await provider.cancelSubscription('sub_gone', false);
    expect(standIn.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/v1/subscriptions/sub_live']);
  });

  it('lists cards from Stripe, sets the default, and refuses another customer’s card with 404', async () => {
    const user = await signUp(ctx);
    await post(user, '/billing/create-payment-intent', { package_name: 'starter' });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/payment-methods', headers: user.auth })).json().payment_methods;
    expect(list).toEqual([
      { id: 'pm_default', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031, is_default: true },
      { id: 'pm_other', brand: 'mastercard', last4: '4444', exp_month: 5, exp_year: 2032, is_default: false },
    ]);
    expect((await post(user, '/billing/payment-methods/setup-intent')).json()).toEqual({ client_secret: 'seti_1_secret_x' });
    const foreign = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/billing/payment-methods/pm_foreign', headers: user.auth });
    expect(foreign.statusCode).toBe(404);
    expect(callsTo('POST', '/v1/payment_methods/pm_foreign/detach')).toHaveLength(0);

    expect((await post(user, '/billing/payment-methods/pm_other/default')).statusCode).toBe(204);
    expect(callsTo('POST', `/v1/customers/${lastCustomer}`).at(-1)!.params.get('invoice_settings[default_payment_method]')).toBe('pm_other');
    // The live subscription's own default would override the customer's: it is moved too.
    expect(callsTo('POST', `/v1/subscriptions/sub_of_${lastCustomer}`).at(-1)!.params.get('default_payment_method')).toBe('pm_other');
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/payment-methods', headers: user.auth })).json().payment_methods;
    expect(listed.find((c: { id: string }) => c.id === 'pm_other').is_default).toBe(true);
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/billing/payment-methods/pm_other', headers: user.auth });
    expect(removed.statusCode).toBe(204);
    expect(callsTo('POST', '/v1/payment_methods/pm_other/detach')).toHaveLength(1);
  });
});
