import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { paymentEvents, payments, subscriptions } from '../../db/schema';
import { HttpError } from '../../errors';
import type { PaymentEvent } from '../../providers/payments';
import { applySubscriptionInvoice, fulfilPackagePayment } from './fulfilment';
import { revoke } from './ledger';
import { liveSubscriptionOf } from './service';
import { inUserTransaction, isRetryableConflict } from './user-lock';

/** 503 makes Stripe deliver the event again later; the event is not recorded as applied. */
export const NOT_YET = 'The payment this event refers to is not recorded yet; retry later.';

/** The user an event's effect belongs to, read before the transaction so that it can lock that user's row first. */
async function ownerOf(db: Executor, event: PaymentEvent): Promise<string | null> {
  if (event.type === 'payment_succeeded' || event.type === 'payment_failed' || event.type === 'payment_refunded') {
    const [p] = await db.select({ userId: payments.userId }).from(payments).where(eq(payments.providerRef, event.paymentRef));
    return p?.userId ?? null;
  }
  if (event.type === 'invoice_paid' || event.type === 'subscription_updated') {
    const [s] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.providerRef, event.subscriptionRef));
    return s?.userId ?? null;
  }
  return null;
}

/**
 * Applies one verified provider event at most once: its id is inserted in the same transaction
 * as its effect, so a replay (or a concurrent duplicate delivery) changes nothing. The user's
 * row is locked first (one lock order with confirm-payment). An event that grants money but
 * whose payment or subscription row does not exist yet (the webhook overtook our own insert)
 * is refused with 503 and not consumed, so Stripe delivers it again. `applied` is false for a
 * replay; `paid` is true only when this event turned a package payment into a succeeded one (a
 * payment Stripe re-sends under a new event id is applied, but was paid already: nobody is told twice).
 */
export type PaymentEventOutcome = { applied: boolean; paid: boolean };

export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<PaymentEventOutcome> {
  const userId = await ownerOf(db, event);
  if (!userId && ((event.type === 'payment_succeeded' && event.ours) || event.type === 'invoice_paid')) throw new HttpError(503, NOT_YET);
  const apply = (tx: Executor) => applyInTransaction(tx, event);
  if (userId) return inUserTransaction(db, userId, apply);
  try {
    return await db.transaction(apply);
  } catch (err) {
    if (isRetryableConflict(err)) return db.transaction(apply);
    throw err;
  }
}

async function applyInTransaction(tx: Executor, event: PaymentEvent): Promise<PaymentEventOutcome> {
  const kept = event.type === 'unappliable' ? { outcome: 'unappliable' as const, detail: event.reason, payload: event.body } : {};
  const inserted = await tx.insert(paymentEvents).values({ id: event.id, type: event.type, ...kept }).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (inserted.length === 0) return { applied: false, paid: false };
  const t = tx as Parameters<typeof fulfilPackagePayment>[0];
  switch (event.type) {
    case 'payment_succeeded': {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, event.paymentRef)).for('update');
      // Subscription payments are applied by invoice.paid, which carries the period.
      const paid = payment?.kind === 'package' && payment.status !== 'succeeded';
      if (payment?.kind === 'package') await fulfilPackagePayment(t, payment);
      return { applied: true, paid };
    }
    case 'payment_failed':
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.providerRef, event.paymentRef));
      break;
    case 'payment_refunded': {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, event.paymentRef)).for('update');
      // Revenue is net of refunds (admin stats); marked once, whatever the payment bought.
      if (payment?.status === 'succeeded' && !payment.refundedAt) await tx.update(payments).set({ refundedAt: new Date() }).where(eq(payments.id, payment.id));
      if (payment?.kind === 'package' && payment.status === 'succeeded') {
        const { shortfall } = await revoke(tx as unknown as Db, { userId: payment.userId, credits: payment.credits, reason: 'refund', reference: payment.id, idempotencyKey: `refund:${payment.id}` }, tx);
        // The credits were already spent: the refund stands, and the admin sees what was not recovered.
        if (shortfall > 0) await tx.update(paymentEvents).set({ outcome: 'shortfall', detail: `${shortfall} of ${payment.credits} credits not recovered (already spent)` }).where(eq(paymentEvents.id, event.id));
      }
      break;
    }
    case 'invoice_paid': {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, event.subscriptionRef)).for('update');
      // A second checkout paid while another plan is live is not activated (one live plan per user; a partial unique index enforces it).
      if (sub && sub.status === 'incomplete' && (await liveSubscriptionOf(tx, sub.userId))) break;
      if (sub) await applySubscriptionInvoice(t, { subscription: sub, invoiceRef: event.invoiceRef, amountCents: event.amountCents, periodStart: event.periodStart, periodEnd: event.periodEnd });
      break;
    }
    case 'subscription_updated': {
      const status = event.status === 'canceled' || event.status === 'incomplete_expired' ? 'canceled' : event.status === 'past_due' || event.status === 'unpaid' ? 'past_due' : null;
      await tx
        .update(subscriptions)
        .set({
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          ...(status ? { status, ...(status === 'canceled' ? { canceledAt: new Date() } : {}) } : {}),
          ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
        })
        .where(eq(subscriptions.providerRef, event.subscriptionRef));
      // Paid again after a failed renewal. Only past_due is lifted here: a new plan becomes active through its invoice.paid (which grants its credits).
      if (event.status === 'active' || event.status === 'trialing') {
        await tx.update(subscriptions).set({ status: 'active' }).where(and(eq(subscriptions.providerRef, event.subscriptionRef), eq(subscriptions.status, 'past_due')));
      }
      break;
    }
    case 'unappliable':
    case 'ignored':
      break;
  }
  return { applied: true, paid: false };
}

/**
 * A verified event whose effect failed to apply for a reason a redelivery cannot fix (a bug, a
 * constraint): kept for the admin and acknowledged, instead of a 500 that Stripe retries for days.
 * If the database itself is down this insert fails too and the caller's error stands (Stripe retries).
 */
export async function keepUnapplied(db: Db, event: PaymentEvent, reason: string): Promise<void> {
  await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, outcome: 'unappliable', detail: reason.slice(0, 2000), payload: JSON.stringify(event).slice(0, 16_000) })
    .onConflictDoNothing();
}
