import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { subscriptions } from '../../db/schema';
import { addMonths, applySubscriptionInvoice } from './fulfilment';
import { lockUser } from './user-lock';
import { findPlan } from './catalogue';

/** Renewals missed while the server was down are caught up, but at most this many months at once. */
const MAX_CATCH_UP = 12;

/**
 * Test provider's monthly billing: every active subscription whose period has ended is renewed
 * (plan credits granted, invoice recorded) or, when cancelled at period end, ends.
 * Idempotent: each renewal is keyed on the subscription and the period it starts.
 */
export async function runDueRenewals(db: Db, now = new Date()): Promise<{ renewed: number; ended: number }> {
  const due = await db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)));
  let renewed = 0;
  let ended = 0;
  for (const { id, userId } of due) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < MAX_CATCH_UP; i++) {
        await lockUser(tx, userId); // the user row first, like every billing transaction
        const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
        if (!sub || sub.status !== 'active' || !sub.currentPeriodEnd || sub.currentPeriodEnd > now) return;
        if (sub.cancelAtPeriodEnd) {
          await tx.update(subscriptions).set({ status: 'canceled', canceledAt: sub.currentPeriodEnd }).where(eq(subscriptions.id, id));
          ended++;
          return;
        }
        const start = sub.currentPeriodEnd;
        const invoiceRef = `renewal:${sub.id}:${start.toISOString()}`;
        await applySubscriptionInvoice(tx, { subscription: sub, invoiceRef, amountCents: findPlan(sub.scheduledPlanId ?? sub.planId)?.priceCents ?? 0, periodStart: start, periodEnd: addMonths(start, 1) });
        renewed++;
      }
    });
  }
  return { renewed, ended };
}

const HOUR = 60 * 60 * 1000;
export const RENEWALS_JOB = 'billing.renewals';

/** Hourly, once across instances (a job per hour; `runDueRenewals` is idempotent besides). */
export function registerRenewalJob(jobs: JobQueue, db: Db, log: FastifyBaseLogger, everyMs = HOUR) {
  jobs.work(RENEWALS_JOB, { maxAttempts: 3, backoffMs: 60_000, concurrency: 1 }, async () => {
    const r = await runDueRenewals(db);
    if (r.renewed || r.ended) log.info(r, 'subscription renewals applied');
  });
  jobs.schedule(RENEWALS_JOB, everyMs);
}
