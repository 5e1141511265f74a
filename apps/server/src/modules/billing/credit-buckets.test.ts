import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';

// Billing separates free (sign-up), plan and purchased credits: sign-up credits are not "purchased".
const ctx = await createTestApp();
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

describe('credit buckets', () => {
  it('counts sign-up credits as free and a bought package as purchased', async () => {
    const user = await signUp(ctx);
    const overview = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/overview', headers: user.auth })).json();
    expect(await overview()).toMatchObject({ available_credits: 100, free_credits: 100, purchased_credits: 0, subscription_credits: 0 });
    const intent = (await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-payment-intent', headers: user.auth, payload: { package_name: 'starter' } })).json();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/test/confirm-payment', headers: user.auth, payload: { ...GOOD_CARD, client_secret: intent.client_secret } });
    expect(await overview()).toMatchObject({ available_credits: 200, free_credits: 100, purchased_credits: 100 });
  });
});
