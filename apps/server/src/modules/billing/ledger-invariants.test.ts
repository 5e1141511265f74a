import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, creditLedger, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { charge, getCreditBuckets, grant, release, reserve, revoke, settle, type Reservation } from './ledger';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** A seeded generator, so a failure can be replayed with the seed it prints. */
function prng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

async function snapshot(userId: string) {
  const [sum] = await ctx.db.select({ v: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, userId));
  const [user] = await ctx.db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, userId));
  const [acct] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return { ledger: Number(sum.v), balance: user.balance, subscription: acct?.subscriptionCredits ?? 0 };
}

describe('ledger invariants under a random mix of purchases, renewals, charges, reservations and refunds', () => {
  it.each([1, 7, 42])('seed %i: balance == sum(ledger) >= 0 and plan credits never exceed the balance', async (seed) => {
    const rand = prng(seed);
    const user = await signUp(ctx);
    const open: Reservation[] = [];
    const purchases: { key: string; credits: number }[] = [];
    let expected = 100;
    for (let step = 0; step < 60; step++) {
      const op = rand(6);
      try {
        if (op === 0) {
          const credits = [100, 500, 2000][rand(3)];
          const key = `purchase:${seed}:${step}`;
          await grant(ctx.db, { userId: user.userId, credits, reason: 'purchase', idempotencyKey: key });
          purchases.push({ key, credits });
          expected += credits;
        } else if (op === 1) {
          // A renewal, delivered twice: applied once.
          const key = `renewal:${seed}:${step}`;
          await grant(ctx.db, { userId: user.userId, credits: 500, reason: 'subscription', idempotencyKey: key, bucket: 'subscription' });
          await grant(ctx.db, { userId: user.userId, credits: 500, reason: 'subscription', idempotencyKey: key, bucket: 'subscription' });
          expected += 500;
        } else if (op === 2) {
          const credits = 1 + rand(300);
          await charge(ctx.db, { userId: user.userId, feature: 'chat_message', credits });
          expected -= credits;
        } else if (op === 3) {
          const credits = 1 + rand(50);
          open.push(await reserve(ctx.db, { userId: user.userId, feature: 'document', credits }));
          expected -= credits;
        } else if (op === 4 && open.length) {
          const r = open.splice(rand(open.length), 1)[0];
          const cost = rand(r.amount + 1);
          if (rand(2)) await settle(ctx.db, r, cost);
          else await release(ctx.db, r);
          expected = (await snapshot(user.userId)).balance;
        } else if (op === 5 && purchases.length) {
          const p = purchases.splice(rand(purchases.length), 1)[0];
          const { revoked } = await revoke(ctx.db, { userId: user.userId, credits: p.credits, reason: 'refund', idempotencyKey: `refund:${p.key}` });
          expect(revoked).toBeLessThanOrEqual(p.credits);
          expected -= revoked;
          // A replayed refund takes nothing more.
          expect((await revoke(ctx.db, { userId: user.userId, credits: p.credits, reason: 'refund', idempotencyKey: `refund:${p.key}` })).revoked).toBe(0);
        }
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 402)) throw err;
      }
      const s = await snapshot(user.userId);
      expect(s.balance, `seed ${seed} step ${step}`).toBe(s.ledger);
      expect(s.balance).toBe(expected);
      expect(s.balance).toBeGreaterThanOrEqual(0);
      expect(s.subscription).toBeGreaterThanOrEqual(0);
      const buckets = await getCreditBuckets(ctx.db, user.userId);
      expect(buckets.subscription + buckets.free + buckets.purchased).toBe(s.balance);
      expect(Math.min(buckets.free, buckets.purchased)).toBeGreaterThanOrEqual(0);
      expect(s.subscription).toBeLessThanOrEqual(s.balance);
    }
    for (const r of open) await release(ctx.db, r);
    const end = await snapshot(user.userId);
    expect(end.balance).toBe(end.ledger);
  });
});
