import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';

// Test mode answers Stripe's test card numbers as Stripe's test mode does.
const ctx = await createTestApp();
type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const card = (number: string) => ({ card_number: number, exp_month: 12, exp_year: 2040, cvc: '123' });

describe('test-mode card numbers', () => {
  it.each([
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
  ])('%s is refused when saved and at checkout: %s', async (number, detail) => {
    const user = await signUp(ctx);
    const saved = await post(user, '/billing/test/payment-methods', card(number));
    expect(saved.statusCode).toBe(402);
    expect(saved.json().detail).toBe(detail);
    const intent = (await post(user, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    const paid = await post(user, '/billing/test/confirm-payment', { ...card(number), client_secret: intent.client_secret });
    expect(paid.statusCode).toBe(402);
    expect(paid.json().detail).toBe(detail);
  });

  it('4000 0000 0000 9995 can be saved but every charge is refused for insufficient funds', async () => {
    const user = await signUp(ctx);
    const saved = await post(user, '/billing/test/payment-methods', card('4000 0000 0000 9995'));
    expect(saved.statusCode).toBe(201);
    const intent = (await post(user, '/billing/create-payment-intent', { package_name: 'starter' })).json();
    const withSaved = await post(user, '/billing/test/confirm-payment', { client_secret: intent.client_secret, payment_method_id: saved.json().id });
    expect(withSaved.statusCode).toBe(402);
    expect(withSaved.json().detail).toBe('Your card has insufficient funds.');
    const typed = await post(user, '/billing/test/confirm-payment', { ...card('4000000000009995'), client_secret: intent.client_secret });
    expect(typed.json().detail).toBe('Your card has insufficient funds.');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: user.auth })).json().available_credits).toBe(100);
  });
});
