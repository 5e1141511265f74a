import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { charge, getBalance, grant, release, reserve, settle } from './ledger';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row.sum);
}

describe('GET /billing/balance', () => {
  it('shows the sign-up credits to their owner and refuses anonymous callers', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available_credits: ctx.config.signupCredits });
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance' });
    expect(anon.statusCode).toBe(401);
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: { authorization: 'Bearer uc_not_a_key' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('charge', () => {
  it('settles 200 concurrent 1-credit charges against 100 credits exactly: 100 succeed, 100 get 402', async () => {
    const user = await signUp(ctx);
    expect(await getBalance(ctx.db, user.userId)).toBe(100);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => charge(ctx.db, { userId: user.userId, feature: 'chat_message', reference: `msg-${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const r of refused) {
      const err = (r as PromiseRejectedResult).reason;
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 402, detail: 'Insufficient credits' });
    }
    expect(await getBalance(ctx.db, user.userId)).toBe(0);
    expect(await ledgerSum(user.userId)).toBe(0);
  });

  it('uses the price table and refuses to go below zero', async () => {
    const user = await signUp(ctx);
    const res = await charge(ctx.db, { userId: user.userId, feature: 'document' });
    expect(res).toEqual({ balance: 92, charged: 8 });
    await expect(charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 93 })).rejects.toMatchObject({ statusCode: 402 });
    expect(await getBalance(ctx.db, user.userId)).toBe(92);
  });

  it('charges at most once per idempotency key', async () => {
    const user = await signUp(ctx);
    await charge(ctx.db, { userId: user.userId, feature: 'video_call', idempotencyKey: 'call-1' });
    const again = await charge(ctx.db, { userId: user.userId, feature: 'video_call', idempotencyKey: 'call-1' });
    expect(again).toEqual({ balance: 95, charged: 0 });
  });
});

describe('grant', () => {
  it('is applied once per idempotency key, like a replayed payment webhook', async () => {
    const user = await signUp(ctx);
    const first = await grant(ctx.db, { userId: user.userId, credits: 500, reason: 'purchase', idempotencyKey: 'evt_1' });
    const replay = await grant(ctx.db, { userId: user.userId, credits: 500, reason: 'purchase', idempotencyKey: 'evt_1' });
    expect(first).toEqual({ granted: true, balance: 600 });
    expect(replay).toEqual({ granted: false, balance: 600 });
    expect(await ledgerSum(user.userId)).toBe(600);
  });
});

describe('reserve, settle and release', () => {
  it('holds credits, keeps the real cost and returns the rest once', async () => {
    const user = await signUp(ctx);
    const r = await reserve(ctx.db, { userId: user.userId, feature: 'document', credits: 10 });
    expect(await getBalance(ctx.db, user.userId)).toBe(90);
    expect(await settle(ctx.db, r, 4)).toEqual({ balance: 96 });
    // A late release after settling changes nothing.
    expect(await release(ctx.db, r)).toEqual({ balance: 96 });
    expect(await ledgerSum(user.userId)).toBe(96);
  });

  it('200 concurrent 1-credit reservations against 100 credits: exactly 100 hold, 100 get 402', async () => {
    const user = await signUp(ctx);
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => reserve(ctx.db, { userId: user.userId, feature: 'chat_message' })));
    const held = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(held).toHaveLength(100);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 402, detail: 'Insufficient credits' });
    expect(await getBalance(ctx.db, user.userId)).toBe(0);
    // Settling half of them at full cost and releasing the rest, all at once, returns exactly 50.
    await Promise.all(held.map((r, i) => (i % 2 ? settle(ctx.db, r, 1) : release(ctx.db, r))));
    expect(await getBalance(ctx.db, user.userId)).toBe(50);
    expect(await ledgerSum(user.userId)).toBe(50);
  });

  it('a settle and releases racing on one reservation close it once', async () => {
    const user = await signUp(ctx);
    const r = await reserve(ctx.db, { userId: user.userId, feature: 'document', credits: 10 });
    const closes = await Promise.all([settle(ctx.db, r, 3), release(ctx.db, r), release(ctx.db, r), settle(ctx.db, r, 0)]);
    const balance = await getBalance(ctx.db, user.userId);
    expect([97, 100]).toContain(balance); // the settle (kept 3) or a release won
    expect(closes.map((c) => c.balance)).toEqual([balance, balance, balance, balance]);
    expect(await ledgerSum(user.userId)).toBe(balance);
    const rows = await ctx.db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, `close:${r.id}`));
    expect(rows).toHaveLength(1);
  });

  it('a reservation of a user that no longer exists is 404, not 402', async () => {
    await expect(reserve(ctx.db, { userId: '00000000-0000-4000-8000-000000000000', feature: 'chat_message' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('costs nothing when the work fails, and parallel reservations cannot overspend', async () => {
    const user = await signUp(ctx);
    const r = await reserve(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 60 });
    await expect(reserve(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 60 })).rejects.toMatchObject({ statusCode: 402 });
    expect(await release(ctx.db, r)).toEqual({ balance: 100 });
    expect(await settle(ctx.db, r, 60)).toEqual({ balance: 100 });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(row.creditBalance).toBe(await ledgerSum(user.userId));
  });
});
