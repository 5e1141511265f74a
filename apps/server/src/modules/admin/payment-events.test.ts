import { AdminPaymentEventListSchema } from '@uc/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema';
import { createStripePaymentsProvider } from '../../providers/payments/stripe';
import { createTestApp, signUp, uniqueEmail, TEST_PASSWORD } from '../../../test/helpers';
import { charge } from '../billing/ledger';

/** Admin → Payments: the Stripe events we could not fully apply, from real signed webhooks. */
const SECRET = 'whsec_admin_panel_test';
const provider = createStripePaymentsProvider({ secretKey: 'sk_test_unused', publishableKey: 'pk_test_unused', webhookSecret: SECRET, host: '127.0.0.1', port: 9, protocol: 'http' });
const ctx = await createTestApp({ payments: provider });

function send(event: unknown) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return ctx.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}
const list = (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/payment-events${query}`, headers });

describe('Admin → Payments: Stripe events needing attention', () => {
  it('lists refund shortfalls and unappliable events (not applied ones), newest first, filtered by outcome; superusers only', async () => {
    const admin = await signUp(ctx, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
    await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    const user = await signUp(ctx);

    // A refund at 0 credits (shortfall), then an invoice.paid without periods (unappliable), then an event we simply ignore.
    await ctx.db.insert(payments).values({ userId: user.userId, kind: 'package', packageId: 'starter', amountCents: 1499, credits: 100, providerRef: 'pi_panel', clientSecret: 'pi_panel_s', status: 'succeeded' });
    await charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits: await (async () => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, user.userId)))[0].b)() });
    expect((await send({ id: 'evt_panel_refund', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_panel', object: 'charge', refunded: true, payment_intent: 'pi_panel' } } })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const invoice = { id: 'evt_panel_invoice', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_panel', object: 'invoice', subscription: 'sub_panel', amount_paid: 1900, lines: { data: [] } } } };
    expect((await send(invoice)).statusCode).toBe(200);
    expect((await send({ id: 'evt_panel_ignored', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })).statusCode).toBe(200);

    const res = await list(admin.auth);
    expect(res.statusCode).toBe(200);
    const body = AdminPaymentEventListSchema.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.items.map((e) => [e.id, e.outcome])).toEqual([
      ['evt_panel_invoice', 'unappliable'],
      ['evt_panel_refund', 'shortfall'],
    ]);
    expect(body.items[1].detail).toBe('100 of 100 credits not recovered (already spent)');
    expect(body.items[0].detail).toBeTruthy();
    expect(JSON.parse(body.items[0].payload!)).toMatchObject({ id: 'evt_panel_invoice', type: 'invoice.paid' });

    const onlyUnappliable = AdminPaymentEventListSchema.parse((await list(admin.auth, '?outcome=unappliable')).json());
    expect(onlyUnappliable.items.map((e) => e.id)).toEqual(['evt_panel_invoice']);
    expect((await list(admin.auth, '?outcome=applied')).statusCode).toBe(422);

    expect((await list({})).statusCode).toBe(401);
    expect((await list(user.auth)).statusCode).toBe(403);
  });
});
