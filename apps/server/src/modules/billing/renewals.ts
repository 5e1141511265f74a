import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
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

/** Checks at start and hourly; `stop` is called when the app closes. */
export function startRenewalScheduler(db: Db, log: FastifyBaseLogger, intervalMs = HOUR): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueRenewals(db)
      .then((r) => (r.renewed || r.ended ? log.info(r, 'subscription renewals applied') : undefined))
      .catch((err: unknown) => log.error({ err }, 'subscription renewal check failed'))
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Waits for a check in progress so the database is not closed under it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
