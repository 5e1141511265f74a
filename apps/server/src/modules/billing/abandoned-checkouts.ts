import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { payments, subscriptions } from '../../db/schema';

/** A checkout not paid within a day is abandoned (Stripe ends an incomplete subscription after 23 hours). */
export const CHECKOUT_TTL_MS = 24 * 3_600_000;
export const CHECKOUT_EXPIRED = 'This checkout expired. Start a new one.';

/**
 * Ends checkouts nobody paid: their payments become `expired` (never revenue, no invoice) and the
 * subscriptions they would have started `canceled`, so nothing stays "pending" forever. A Stripe
 * payment that still succeeds later is granted all the same (the webhook fulfils any payment not
 * yet succeeded). Idempotent; runs as a recurring job.
 */
type Expired = { payments: number; subscriptions: number };
export async function expireAbandonedCheckouts(db: Db, now = new Date()): Promise<Expired> {
  const cutoff = new Date(now.getTime() - CHECKOUT_TTL_MS);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, cutoff)))
      .returning({ subscriptionId: payments.subscriptionId });
    const subs = expired.flatMap((p) => (p.subscriptionId ? [p.subscriptionId] : []));
    const ended = subs.length
      ? await tx
          .update(subscriptions)
          .set({ status: 'canceled', canceledAt: now })
          .where(and(inArray(subscriptions.id, subs), eq(subscriptions.status, 'incomplete')))
          .returning({ id: subscriptions.id })
      : [];
    return { payments: expired.length, subscriptions: ended.length };
  });
}

/** Hourly, once across instances, in every payments mode. */
export function registerCheckoutExpiryJob(jobs: JobQueue, db: Db, log: FastifyBaseLogger) {
  jobs.work('billing.expire-checkouts', { maxAttempts: 2, backoffMs: 60_000, concurrency: 1 }, async () => {
    const r = await expireAbandonedCheckouts(db);
    if (r.payments) log.info(r, 'abandoned checkouts expired');
  });
  jobs.schedule('billing.expire-checkouts', 3_600_000);
}
