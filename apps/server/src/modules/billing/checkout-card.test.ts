import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';

const ctx = await createTestApp();
type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const cards = async (user: User) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/payment-methods', headers: user.auth })).json().payment_methods as { id: string; last4: string; is_default: boolean }[];

describe('the card used at checkout (test mode)', () => {
  it('appears under Payment Methods as the card that pays renewals, and can be changed', async () => {
    const user = await signUp(ctx);
    const created = (await post(user, '/billing/create-subscription', { plan_id: 'professional' })).json();
    const paid = await post(user, '/billing/test/confirm-payment', { card_number: '5555 5555 5555 4444', exp_month: 12, exp_year: 2040, cvc: '123', client_secret: created.client_secret });
    expect(paid.statusCode).toBe(200);
    expect(await cards(user)).toMatchObject([{ last4: '4444', is_default: true }]);
    // The upgrade is charged to that card: it is the one the tab shows.
    expect((await post(user, '/billing/change-plan', { plan_id: 'max' })).statusCode).toBe(200);

    const added = await post(user, '/billing/test/payment-methods', { card_number: '4242 4242 4242 4242', exp_month: 11, exp_year: 2041, cvc: '123' });
    expect(added.statusCode).toBe(201);
    const other = added.json().id as string;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/billing/payment-methods/${other}/default`, headers: user.auth })).statusCode).toBeLessThan(300);
    const after = await cards(user);
    expect(after.find((c) => c.last4 === '4242')!.is_default).toBe(true);
    expect(after.find((c) => c.last4 === '4444')!.is_default).toBe(false);
  });

  it('a package bought with a new card does not save it', async () => {
    const user = await signUp(ctx);
    const intent = (await post(user, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    expect((await post(user, '/billing/test/confirm-payment', { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123', client_secret: intent.client_secret })).statusCode).toBe(200);
    expect(await cards(user)).toEqual([]);
  });
});
