import {
  CARD_ERROR_MESSAGES,
  type BillingOverview,
  type CancelSubscriptionBody,
  type ConfirmTestPaymentBody,
  type CreateSubscriptionResponse,
  type PaymentIntent,
  type PlanId,
  type Subscription,
  type SubscriptionStatus,
} from '@uc/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingAccounts, payments, subscriptions, testPaymentMethods, users, type SubscriptionRow } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { checkTestCard, TEST_CARDS } from '../../providers/payments/test-provider';
import { dollars, findPackage, findPlan, FREE_PLAN } from './catalogue';
import type { BillingDeps } from './deps';
import { addMonths, applySubscriptionInvoice, fulfilPackagePayment } from './fulfilment';
import { getCreditBuckets } from './ledger';
import { creditsUsedSince } from './usage';
import { inUserTransaction } from './user-lock';
import { CHECKOUT_EXPIRED } from './abandoned-checkouts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider customer already stored for this user (no provider call). */
export async function storedCustomer(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: billingAccounts.stripeCustomerId }).from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row?.customerId ?? null;
}

/** The provider's customer for this user, created and remembered on first use. */
export async function customerFor({ db, payments: provider }: BillingDeps, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name, customerId: billingAccounts.stripeCustomerId })
    .from(users)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  if (row.customerId) return row.customerId;
  const customerId = await provider.ensureCustomer({ userId, email: row.email, name: row.name, customerId: null });
  if (customerId) {
    await db
      .insert(billingAccounts)
      .values({ userId, stripeCustomerId: customerId })
      .onConflictDoUpdate({ target: billingAccounts.userId, set: { stripeCustomerId: customerId, updatedAt: new Date() } });
  }
  return customerId;
}

/** Prices come from the catalogue only: the client names a package, never an amount. */
export async function createPaymentIntent(deps: BillingDeps, userId: string, packageName: string): Promise<PaymentIntent> {
  const pack = findPackage(packageName);
  if (!pack) throw badRequest(`Unknown credit package: ${packageName}`);
  const customerId = await customerFor(deps, userId);
  const intent = await deps.payments.createPaymentIntent({
    customerId,
    amountCents: pack.priceCents,
    description: `${pack.name}: ${pack.credits} credits`,
    metadata: { user_id: userId, package_id: pack.id, credits: String(pack.credits) },
  });
  const [payment] = await deps.db
    .insert(payments)
    .values({ userId, kind: 'package', packageId: pack.id, amountCents: pack.priceCents, credits: pack.credits, providerRef: intent.ref, clientSecret: intent.clientSecret })
    .returning();
  return { client_secret: intent.clientSecret, amount: dollars(pack.priceCents), credits: pack.credits, package_name: pack.name, payment_id: payment.id };
}

/**
 * Test mode's card step: the test provider "charges" the card server-side. 4242… succeeds,
 * 4000 0000 0000 0002 (or any number failing the Luhn check, or an expired card) is declined.
 */
export async function confirmTestPayment({ db }: BillingDeps, userId: string, body: ConfirmTestPaymentBody, now = new Date()) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clientSecret, body.client_secret), eq(payments.userId, userId)));
  if (!payment) throw notFound('Payment not found');
  if (payment.status === 'succeeded') throw new HttpError(409, 'This payment is already complete');
  if (payment.status === 'expired') throw new HttpError(409, CHECKOUT_EXPIRED);
  const failure = 'payment_method_id' in body ? await savedCardFailure(db, userId, body.payment_method_id, now) : cardFailure(body, now);
  if (failure) throw new HttpError(402, CARD_ERROR_MESSAGES[failure]);

  await inUserTransaction(db, userId, async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (locked.status === 'succeeded') throw new HttpError(409, 'This payment is already complete');
    if (locked.status === 'expired') throw new HttpError(409, CHECKOUT_EXPIRED);
    if (locked.kind === 'package') return fulfilPackagePayment(tx, locked, now);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, locked.subscriptionId!)).for('update');
    if (!sub || sub.status === 'canceled') throw badRequest('This subscription was cancelled');
    // Several checkouts may have been opened at once: only one of them can become the live plan.
    if (sub.status === 'incomplete' && (await liveSubscriptionOf(tx, userId))) throw new HttpError(409, ALREADY_SUBSCRIBED);
    // A new card that starts a plan is kept as the card that pays its renewals (as Stripe's
    // save_default_payment_method does): the Payment Methods tab shows it and can change it.
    if (!('payment_method_id' in body)) await saveRenewalCard(tx, userId, body, now);
    return applySubscriptionInvoice(tx, { subscription: sub, invoiceRef: locked.providerRef, amountCents: locked.amountCents, periodStart: now, periodEnd: addMonths(now, 1) });
  });
  const buckets = await getCreditBuckets(db, userId);
  return { status: 'succeeded' as const, credits: payment.credits, available_credits: buckets.total };
}

/** Brand, last four and expiry only (never the number); it becomes the default card. */
async function saveRenewalCard(tx: Executor, userId: string, card: { card_number: string; exp_month: unknown; exp_year: unknown }, now: Date) {
  const expMonth = Number(card.exp_month);
  const expYear = Number(card.exp_year);
  const check = checkTestCard(card.card_number, { month: expMonth, year: expYear, now }, { charge: false });
  if (!check.ok) return;
  await tx.update(testPaymentMethods).set({ isDefault: false }).where(eq(testPaymentMethods.userId, userId));
  const same = and(eq(testPaymentMethods.userId, userId), eq(testPaymentMethods.last4, check.last4), eq(testPaymentMethods.expMonth, expMonth), eq(testPaymentMethods.expYear, expYear), eq(testPaymentMethods.brand, check.brand));
  // The same card again (a second plan after a cancellation): that row becomes the default, no duplicate.
  const kept = await tx.update(testPaymentMethods).set({ isDefault: true }).where(same).returning({ id: testPaymentMethods.id });
  if (kept.length === 0) await tx.insert(testPaymentMethods).values({ userId, brand: check.brand, last4: check.last4, expMonth, expYear, isDefault: true });
}

function cardFailure(card: { card_number: string; exp_month: unknown; exp_year: unknown }, now: Date) {
  const check = checkTestCard(card.card_number, { month: Number(card.exp_month), year: Number(card.exp_year), now });
  return check.ok ? null : check.reason;
}

/** A saved test card was checked when it was added; only its expiry can have changed since. */
async function savedCardFailure(db: Executor, userId: string, id: string, now: Date) {
  const [card] = UUID.test(id) ? await db.select().from(testPaymentMethods).where(and(eq(testPaymentMethods.id, id), eq(testPaymentMethods.userId, userId))) : [];
  if (!card) throw notFound('Card not found');
  if (card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'expired_card' as const;
  // Only the last four digits are kept; Stripe's insufficient-funds test card saves and fails when charged.
  return card.last4 === TEST_CARDS.insufficientFunds.slice(-4) ? ('insufficient_funds' as const) : null;
}

const LIVE_STATUSES = ['active', 'past_due'] as const;
export const ALREADY_SUBSCRIBED = 'You already have an active subscription. Change plans from Billing → Upgrade Plan.';

/** The user's live (active or past-due) subscription; a partial unique index allows only one. */
export async function liveSubscriptionOf(db: Executor, userId: string) {
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])));
  return live ?? null;
}

export async function createSubscription(deps: BillingDeps, userId: string, planId: PlanId): Promise<CreateSubscriptionResponse> {
  const plan = findPlan(planId);
  if (!plan) throw badRequest(`Unknown plan: ${planId}`);
  if (await liveSubscriptionOf(deps.db, userId)) throw new HttpError(409, ALREADY_SUBSCRIBED);
  const customerId = await customerFor(deps, userId);
  const created = await deps.payments.createSubscription({
    customerId,
    planId: plan.id,
    planName: plan.name,
    amountCents: plan.priceCents,
    metadata: { user_id: userId, plan_id: plan.id },
  });
  const sub = await inUserTransaction(deps.db, userId, async (tx) => {
    if (await liveSubscriptionOf(tx, userId)) throw new HttpError(409, ALREADY_SUBSCRIBED);
    // An earlier checkout that was never paid is abandoned in favour of this one.
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'incomplete')));
    const [row] = await tx.insert(subscriptions).values({ userId, planId: plan.id, providerRef: created.ref }).returning();
    await tx.insert(payments).values({
      userId,
      kind: 'subscription',
      subscriptionId: row.id,
      amountCents: plan.priceCents,
      credits: plan.credits,
      providerRef: created.paymentRef,
      clientSecret: created.clientSecret,
    });
    return row;
  });
  return {
    success: true,
    subscription_id: sub.id,
    status: sub.status,
    client_secret: created.clientSecret,
    amount: dollars(plan.priceCents),
    credits: plan.credits,
    plan_name: plan.name,
  };
}

export async function cancelSubscription(deps: BillingDeps, userId: string, body: CancelSubscriptionBody): Promise<Subscription> {
  if (!UUID.test(body.subscription_id)) throw notFound('Subscription not found');
  const [sub] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, body.subscription_id), eq(subscriptions.userId, userId)));
  if (!sub) throw notFound('Subscription not found');
  if (sub.status === 'canceled') throw badRequest('This subscription is already cancelled');
  const atPeriodEnd = (body.at_period_end ?? true) && sub.status !== 'incomplete';
  await deps.payments.cancelSubscription(sub.providerRef, atPeriodEnd);
  const [updated] = await deps.db
    .update(subscriptions)
    .set(atPeriodEnd ? { cancelAtPeriodEnd: true } : { status: 'canceled', canceledAt: new Date() })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  return toSubscriptionDto(updated);
}

export function toSubscriptionDto(s: SubscriptionRow): Subscription {
  const plan = findPlan(s.planId);
  return {
    id: s.id,
    plan_id: (plan?.id ?? 'developer') as PlanId,
    plan_name: plan?.name ?? s.planId,
    status: s.status,
    amount: dollars(plan?.priceCents ?? 0),
    credits: plan?.credits ?? 0,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    current_period_start: s.currentPeriodStart?.toISOString() ?? null,
    current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    scheduled_plan_id: (findPlan(s.scheduledPlanId ?? '')?.id ?? null) as PlanId | null,
  };
}

export async function listSubscriptions(db: Executor, userId: string): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'incomplete')))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map(toSubscriptionDto);
}

/** The subscription that currently gives the user a paid plan, if any. */
export async function currentSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function subscriptionStatus(db: Executor, userId: string): Promise<SubscriptionStatus> {
  const sub = await currentSubscription(db, userId);
  const plan = sub ? findPlan(sub.planId) : undefined;
  const paid = Boolean(sub && plan && sub.status === 'active');
  return {
    is_paid: paid,
    plan: plan?.id ?? FREE_PLAN.id,
    status: sub?.status ?? 'active',
    features: {
      video_calls: paid,
      // Every message is charged in credits on every plan.
      unlimited_chat: false,
      priority_support: paid && Boolean(plan?.prioritySupport),
      credits_included: plan?.credits ?? 0,
    },
  };
}

export async function billingOverview(deps: BillingDeps, userId: string, now = new Date()): Promise<BillingOverview> {
  const [buckets, sub, used] = await Promise.all([
    getCreditBuckets(deps.db, userId),
    currentSubscription(deps.db, userId),
    creditsUsedSince(deps.db, userId, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
  ]);
  const plan = sub ? findPlan(sub.planId) : undefined;
  return {
    available_credits: buckets.total,
    subscription_credits: buckets.subscription,
    free_credits: buckets.free,
    purchased_credits: buckets.purchased,
    used_this_month: used,
    plan: plan?.id ?? FREE_PLAN.id,
    plan_name: plan?.name ?? FREE_PLAN.name,
    status: sub?.status ?? 'active',
    subscription_id: sub?.id ?? null,
    cancel_at_period_end: sub?.cancelAtPeriodEnd ?? false,
    next_billing_date: sub && !sub.cancelAtPeriodEnd ? (sub.currentPeriodEnd?.toISOString() ?? null) : null,
    current_period_end: sub?.currentPeriodEnd?.toISOString() ?? null,
    scheduled_plan_id: (findPlan(sub?.scheduledPlanId ?? '')?.id ?? null) as PlanId | null,
    monthly_amount: dollars(plan?.priceCents ?? 0),
    test_mode: deps.payments.mode === 'test',
  };
}
