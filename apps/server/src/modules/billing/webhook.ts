import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments, subscriptions } from '../../db/schema';
import type { PaymentEvent } from '../../providers/payments';
import { applySubscriptionInvoice, fulfilPackagePayment } from './fulfilment';
import { revoke } from './ledger';

/**
 * Applies one verified provider event at most once: its id is inserted in the same transaction
 * as its effect, so a replay (or a concurrent duplicate delivery) changes nothing.
 * Returns false for a replay.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (inserted.length === 0) return false;
    switch (event.type) {
      case 'payment_succeeded': {
        const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, event.paymentRef)).for('update');
        // Subscription payments are applied by invoice.paid, which carries the period.
        if (payment?.kind === 'package') await fulfilPackagePayment(tx, payment);
        break;
      }
      case 'payment_failed':
        await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.providerRef, event.paymentRef));
        break;
      case 'payment_refunded': {
        const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, event.paymentRef)).for('update');
        if (payment?.kind === 'package' && payment.status === 'succeeded') {
          await revoke(tx as unknown as Db, { userId: payment.userId, credits: payment.credits, reason: 'refund', reference: payment.id, idempotencyKey: `refund:${payment.id}` }, tx);
        }
        break;
      }
      case 'invoice_paid': {
        const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, event.subscriptionRef)).for('update');
        if (sub) await applySubscriptionInvoice(tx, { subscription: sub, invoiceRef: event.invoiceRef, amountCents: event.amountCents, periodStart: event.periodStart, periodEnd: event.periodEnd });
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
  });
}
