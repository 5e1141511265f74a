import { and, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { invoices, payments, subscriptions, type PaymentRow, type SubscriptionRow } from '../../db/schema';
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

/** Human invoice numbers: UC-<year>-<first 8 of the id>, unique because the id is. */
const invoiceNumber = (id: string, at: Date) => `UC-${at.getUTCFullYear()}-${id.slice(0, 8).toUpperCase()}`;

async function recordInvoice(
  tx: Executor,
  args: { userId: string; sourceRef: string; amountCents: number; credits: number; description: string; at: Date },
): Promise<void> {
  const id = crypto.randomUUID();
  await tx
    .insert(invoices)
    .values({ id, userId: args.userId, number: invoiceNumber(id, args.at), amountCents: args.amountCents, credits: args.credits, status: 'paid', description: args.description, sourceRef: args.sourceRef, createdAt: args.at })
    .onConflictDoNothing({ target: invoices.sourceRef });
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
  const plan = findPlan(args.subscription.planId);
  if (!plan) throw new Error(`subscription ${args.subscription.id} has an unknown plan ${args.subscription.planId}`);
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
