import { eq } from 'drizzle-orm';
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
 * is refused with 503 and not consumed, so Stripe delivers it again. Returns false for a replay.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<boolean> {
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

async function applyInTransaction(tx: Executor, event: PaymentEvent): Promise<boolean> {
  const inserted = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (inserted.length === 0) return false;
  const t = tx as Parameters<typeof fulfilPackagePayment>[0];
  switch (event.type) {
    case 'payment_succeeded': {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, event.paymentRef)).for('update');
      // Subscription payments are applied by invoice.paid, which carries the period.
      if (payment?.kind === 'package') await fulfilPackagePayment(t, payment);
      break;
    }
    case 'payment_failed':
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.providerRef, event.paymentRef));
      break;
    case 'payment_refunded': {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, event.paymentRef)).for('update');
      // Revenue is net of refunds (admin stats); marked once, whatever the payment bought.
      if (payment?.status === 'succeeded' && !payment.refundedAt) await tx.update(payments).set({ refundedAt: new Date() }).where(eq(payments.id, payment.id));
      if (payment?.kind === 'package' && payment.status === 'succeeded') {
        await revoke(tx as unknown as Db, { userId: payment.userId, credits: payment.credits, reason: 'refund', reference: payment.id, idempotencyKey: `refund:${payment.id}` }, tx);
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
      break;
    }
    case 'ignored':
      break;
  }
  return true;
}
