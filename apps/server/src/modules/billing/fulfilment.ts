import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { invoiceCounters, invoices, payments, subscriptions, type PaymentRow, type SubscriptionRow } from '../../db/schema';
import { findPackage, findPlan } from './catalogue';
import { grant } from './ledger';

/**
 * The effects of money arriving, shared by the test provider's confirm step and Stripe's webhooks.
 * Each runs inside the caller's transaction and is idempotent on its source (a payment or a
 * provider invoice), so a replayed event or a double confirm grants nothing twice.
 */

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** grant() runs on the transaction it is given; its database argument is then unused. */
const grantInTx = (tx: Tx, args: Parameters<typeof grant>[1]) => grant(tx as unknown as Db, args, tx);

/**
 * The next invoice number of the year, UC-2026-000123: sequential and unique (an index enforces
 * it). The counter row is updated in the invoice's transaction, so a rollback leaves no gap.
 */
async function nextInvoiceNumber(tx: Executor, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [{ last }] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return `UC-${year}-${String(last).padStart(6, '0')}`;
}

export async function recordInvoice(
  tx: Executor,
  args: { userId: string; sourceRef: string; amountCents: number; credits: number; description: string; at: Date },
): Promise<void> {
  // One invoice per source: a replay must not take a number.
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.sourceRef, args.sourceRef));
  if (existing) return;
  await tx.insert(invoices).values({
    userId: args.userId,
    number: await nextInvoiceNumber(tx, args.at),
    amountCents: args.amountCents,
    credits: args.credits,
    status: 'paid',
    description: args.description,
    sourceRef: args.sourceRef,
    createdAt: args.at,
  });
}

/** A credit package was paid: invoice and purchased credits, once. Returns false when already applied. */
export async function fulfilPackagePayment(tx: Tx, payment: PaymentRow, at = new Date()): Promise<boolean> {
  if (payment.status === 'succeeded') return false;
  await tx.update(payments).set({ status: 'succeeded', updatedAt: at }).where(eq(payments.id, payment.id));
  const pack = payment.packageId ? findPackage(payment.packageId) : undefined;
  await recordInvoice(tx, {
    userId: payment.userId,
    sourceRef: `payment:${payment.id}`,
    amountCents: payment.amountCents,
    credits: payment.credits,
    description: `${pack?.name ?? 'Credit package'}: ${payment.credits.toLocaleString('en-US')} credits`,
    at,
  });
  const res = await grantInTx(tx, { userId: payment.userId, credits: payment.credits, reason: 'purchase', reference: payment.id, idempotencyKey: `payment:${payment.id}` });
  return res.granted;
}

/**
 * A subscription invoice was paid (first month or renewal): the period moves on, the plan's
 * credits are granted as subscription credits, an invoice is recorded.
 */
export async function applySubscriptionInvoice(
  tx: Tx,
  args: { subscription: SubscriptionRow; invoiceRef: string; amountCents: number; periodStart: Date; periodEnd: Date },
): Promise<boolean> {
  // A downgrade scheduled for the end of the period takes effect with the next period's invoice.
  const sub = args.subscription;
  const startsNewPeriod = !sub.currentPeriodEnd || args.periodStart >= sub.currentPeriodEnd;
  const planId = sub.scheduledPlanId && startsNewPeriod ? sub.scheduledPlanId : sub.planId;
  const plan = findPlan(planId);
  if (!plan) throw new Error(`subscription ${args.subscription.id} has an unknown plan ${planId}`);
  const res = await grantInTx(tx, {
    userId: args.subscription.userId,
    credits: plan.credits,
    reason: 'subscription',
    reference: args.subscription.id,
    idempotencyKey: `invoice:${args.invoiceRef}`,
    bucket: 'subscription',
  });
  if (!res.granted) return false;
  const current = args.subscription.currentPeriodEnd;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      ...(planId !== sub.planId ? { planId, scheduledPlanId: null } : {}),
      currentPeriodStart: args.periodStart,
      // An out-of-order older invoice never moves the period backwards.
      currentPeriodEnd: current && current > args.periodEnd ? current : args.periodEnd,
    })
    .where(eq(subscriptions.id, args.subscription.id));
  await tx
    .update(payments)
    .set({ status: 'succeeded', updatedAt: new Date() })
    .where(and(eq(payments.providerRef, args.invoiceRef), eq(payments.userId, args.subscription.userId)));
  await recordInvoice(tx, {
    userId: args.subscription.userId,
    sourceRef: `invoice:${args.invoiceRef}`,
    amountCents: args.amountCents,
    credits: plan.credits,
    description: `${plan.name} plan, monthly subscription: ${plan.credits.toLocaleString('en-US')} credits`,
    at: args.periodStart,
  });
  return true;
}
