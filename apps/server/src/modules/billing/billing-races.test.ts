import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { creditLedger, invoices, payments, subscriptions, users } from '../../db/schema';
import { findPlan } from './catalogue';

/** Races that broke PostgreSQL (deadlocks, several live plans); they run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };
type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });

async function ledgerMatchesBalance(userId: string) {
  const [{ sum }] = await ctx.db.select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, userId));
  const [{ balance }] = await ctx.db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, userId));
  expect(Number(sum)).toBe(balance);
  return balance;
}

describe('billing under concurrency', () => {
  it('five concurrent subscribe + confirm end with exactly one live plan, one invoice and one grant', async () => {
    const user = await signUp(ctx);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const created = await post(user, '/billing/create-subscription', { plan_id: 'developer' });
        if (created.statusCode !== 200) return created.statusCode;
        return (await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: created.json().client_secret })).statusCode;
      }),
    );
    expect(attempts.filter((s) => s === 200)).toHaveLength(1);
    expect(attempts.every((s) => s === 200 || s === 400 || s === 409)).toBe(true);
    const live = await ctx.db.select().from(subscriptions).where(and(eq(subscriptions.userId, user.userId), inArray(subscriptions.status, ['active', 'past_due'])));
    expect(live).toHaveLength(1);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, user.userId))).toHaveLength(1);
    expect(await ledgerMatchesBalance(user.userId)).toBe(100 + findPlan('developer')!.credits);
  });

  it('fifteen concurrent package payments of one user all succeed without a deadlock', async () => {
    const user = await signUp(ctx);
    const intents = await Promise.all(Array.from({ length: 15 }, () => post(user, '/billing/create-payment-intent', { package_name: 'Starter Pack' })));
    expect(intents.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    const paid = await Promise.all(intents.map((i) => post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: i.json().client_secret })));
    expect(paid.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    const credits = intents[0].json().credits as number;
    expect(await ledgerMatchesBalance(user.userId)).toBe(100 + 15 * credits);
    const numbers = (await ctx.db.select({ n: invoices.number }).from(invoices).where(eq(invoices.userId, user.userId))).map((r) => r.n);
    expect(numbers).toHaveLength(15);
    // UC-<year>-<6 digits>, no duplicates, consecutive (one counter per year, no gaps).
    const year = new Date().getUTCFullYear();
    expect(numbers.every((n) => new RegExp(`^UC-${year}-\\d{6}$`).test(n))).toBe(true);
    const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seq.at(-1)! - seq[0]).toBe(14);
    const succeeded = await ctx.db.select().from(payments).where(and(eq(payments.userId, user.userId), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(15);
  });

  it('the database refuses a second live plan for one user', async () => {
    const user = await signUp(ctx);
    await ctx.db.insert(subscriptions).values({ userId: user.userId, planId: 'developer', providerRef: `ref-${user.userId}-1`, status: 'active' });
    await expect(ctx.db.insert(subscriptions).values({ userId: user.userId, planId: 'max', providerRef: `ref-${user.userId}-2`, status: 'past_due' })).rejects.toThrow();
  });
});
