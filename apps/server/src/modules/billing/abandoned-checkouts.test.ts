import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';
import { CHECKOUT_TTL_MS, expireAbandonedCheckouts } from './abandoned-checkouts';

const ctx = await createTestApp();
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });

describe('abandoned checkouts', () => {
  it('expire after a day: a package checkout becomes expired, a subscription checkout is cancelled; a recent one stays', async () => {
    const user = await signUp(ctx);
    const old = (await post(user, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    const oldSub = (await post(user, '/billing/create-subscription', { plan_id: 'professional' })).json();
    const recent = (await post(user, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    const longAgo = new Date(Date.now() - CHECKOUT_TTL_MS - 60_000);
    await ctx.db.update(payments).set({ createdAt: longAgo }).where(eq(payments.clientSecret, old.client_secret));
    await ctx.db.update(payments).set({ createdAt: longAgo }).where(eq(payments.clientSecret, oldSub.client_secret));
    await ctx.db.update(subscriptions).set({ createdAt: longAgo }).where(eq(subscriptions.id, oldSub.subscription_id));

    expect(await expireAbandonedCheckouts(ctx.db)).toEqual({ payments: 2, subscriptions: 1 });
    const status = async (secret: string) => (await ctx.db.select().from(payments).where(eq(payments.clientSecret, secret)))[0].status;
    expect(await status(old.client_secret)).toBe('expired');
    expect(await status(oldSub.client_secret)).toBe('expired');
    expect(await status(recent.client_secret)).toBe('pending');
    expect((await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, oldSub.subscription_id)))[0].status).toBe('canceled');
    // Run again: nothing more to do.
    expect(await expireAbandonedCheckouts(ctx.db)).toEqual({ payments: 0, subscriptions: 0 });

    // An expired checkout cannot be paid; a new one can.
    const late = await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: old.client_secret });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('This checkout expired. Start a new one.');
    expect((await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: recent.client_secret })).statusCode).toBe(200);
  });
});
