import { CARD_ERROR_MESSAGES, type ChangePlanResponse, type PlanId } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { CardError } from '../../providers/payments/types';
import { dollars, findPlan, type PlanDefinition } from './catalogue';
import type { BillingDeps } from './deps';
import { recordInvoice } from './fulfilment';
import { grant, getBalance } from './ledger';
import { currentSubscription, toSubscriptionDto } from './service';
import { lockUser } from './user-lock';

export const NO_SUBSCRIPTION = 'You have no active subscription. Choose a plan to subscribe.';
export const SAME_PLAN = 'You are already on this plan.';

/**
 * The prorated price difference for the rest of the paid period, as Stripe computes it for
 * `proration_behavior: always_invoice` (our figure in test mode).
 */
export function proratedUpgradeCents(from: PlanDefinition, to: PlanDefinition, period: { start: Date | null; end: Date | null }, now: Date): number {
  const diff = to.priceCents - from.priceCents;
  if (!period.start || !period.end || period.end <= period.start) return diff;
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), period.end.getTime() - period.start.getTime());
  return Math.round((diff * left) / (period.end.getTime() - period.start.getTime()));
}

/**
 * POST /billing/change-plan. Upgrade: at once, the prorated difference charged and the credit
 * difference granted (plan credits). Downgrade: the current plan runs to the end of the paid
 * period, then the renewal switches plans. Choosing the current plan after cancelling resumes it.
 */
export async function changePlan(deps: BillingDeps, userId: string, planId: PlanId, now = new Date()): Promise<ChangePlanResponse> {
  const to = findPlan(planId);
  if (!to) throw badRequest(`Unknown plan: ${planId}`);
  const sub = await currentSubscription(deps.db, userId);
  if (!sub || sub.status !== 'active') throw new HttpError(409, NO_SUBSCRIPTION);
  const from = findPlan(sub.planId);
  if (!from) throw badRequest(`Unknown plan: ${sub.planId}`);
  const periodEnd = (sub.currentPeriodEnd ?? now).toISOString();

  if (to.id === from.id) {
    if (!sub.cancelAtPeriodEnd && !sub.scheduledPlanId) throw badRequest(SAME_PLAN);
    if (sub.cancelAtPeriodEnd) await deps.payments.resumeSubscription(sub.providerRef);
    else await deps.payments.changePlan({ ref: sub.providerRef, planId: to.id, planName: to.name, amountCents: to.priceCents, prorate: false });
    const [row] = await deps.db.update(subscriptions).set({ cancelAtPeriodEnd: false, scheduledPlanId: null }).where(eq(subscriptions.id, sub.id)).returning();
    return { change: 'resumed', subscription: toSubscriptionDto(row), amount_charged: 0, credits_granted: 0, effective_at: now.toISOString(), available_credits: await getBalance(deps.db, userId) };
  }

  if (to.priceCents < from.priceCents) {
    await deps.payments.changePlan({ ref: sub.providerRef, planId: to.id, planName: to.name, amountCents: to.priceCents, prorate: false });
    const [row] = await deps.db.update(subscriptions).set({ scheduledPlanId: to.id, cancelAtPeriodEnd: false }).where(eq(subscriptions.id, sub.id)).returning();
    return { change: 'downgrade_scheduled', subscription: toSubscriptionDto(row), amount_charged: 0, credits_granted: 0, effective_at: periodEnd, available_credits: await getBalance(deps.db, userId) };
  }

  let charged: number | null;
  try {
    ({ chargedCents: charged } = await deps.payments.changePlan({ ref: sub.providerRef, planId: to.id, planName: to.name, amountCents: to.priceCents, prorate: true }));
  } catch (err) {
    if (err instanceof CardError) throw new HttpError(402, CARD_ERROR_MESSAGES[err.code]);
    throw err;
  }
  const amountCents = charged ?? proratedUpgradeCents(from, to, { start: sub.currentPeriodStart, end: sub.currentPeriodEnd }, now);
  const credits = to.credits - from.credits;
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId); // the user row first, like every billing transaction (harden, issue 10)
    const [updated] = await tx
      .update(subscriptions)
      .set({ planId: to.id, scheduledPlanId: null, cancelAtPeriodEnd: false })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    // Keyed on the subscription, the period and the target plan: a retried request grants once.
    const key = `plan-change:${sub.id}:${sub.currentPeriodStart?.toISOString() ?? 'none'}:${to.id}`;
    await grant(tx as unknown as Db, { userId, credits, reason: 'plan_upgrade', reference: sub.id, idempotencyKey: key, bucket: 'subscription' }, tx);
    await recordInvoice(tx, {
      userId,
      sourceRef: key,
      amountCents,
      credits,
      description: `Upgrade ${from.name} → ${to.name} (prorated): ${credits.toLocaleString('en-US')} more credits`,
      at: now,
    });
    return updated;
  });
  return {
    change: 'upgraded',
    subscription: toSubscriptionDto(row),
    amount_charged: dollars(amountCents),
    credits_granted: credits,
    effective_at: now.toISOString(),
    available_credits: await getBalance(deps.db, userId),
  };
}
