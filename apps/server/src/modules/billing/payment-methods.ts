import { CARD_ERROR_MESSAGES, type PaymentMethod, type TestCard } from '@uc/contract';
import { eq } from 'drizzle-orm';
import { testPaymentMethods } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { checkTestCard } from '../../providers/payments/test-provider';
import type { BillingDeps } from './deps';
import { customerFor, storedCustomer } from './service';

export async function listPaymentMethods(deps: BillingDeps, userId: string): Promise<PaymentMethod[]> {
  // Reading never creates a provider customer: without one there are no saved cards.
  return deps.payments.listPaymentMethods(userId, await storedCustomer(deps.db, userId));
}

/** Stripe: the browser confirms this SetupIntent with the card, and Stripe stores it. */
export async function createSetupIntent(deps: BillingDeps, userId: string) {
  const { clientSecret } = await deps.payments.createSetupIntent(userId, await customerFor(deps, userId));
  return { client_secret: clientSecret };
}

/** Test mode: the card is checked like a charge would be, then only brand, last four and expiry are kept. */
export async function addTestPaymentMethod({ db }: BillingDeps, userId: string, card: TestCard & { card_number: string }, now = new Date()): Promise<PaymentMethod> {
  const expMonth = Number(card.exp_month);
  const expYear = Number(card.exp_year);
  const check = checkTestCard(card.card_number, { month: expMonth, year: expYear, now }, { charge: false });
  if (!check.ok) throw new HttpError(402, CARD_ERROR_MESSAGES[check.reason]);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: testPaymentMethods.id }).from(testPaymentMethods).where(eq(testPaymentMethods.userId, userId)).limit(1);
    const [row] = await tx
      .insert(testPaymentMethods)
      .values({ userId, brand: check.brand, last4: check.last4, expMonth, expYear, isDefault: existing.length === 0 })
      .returning();
    return { id: row.id, brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear, is_default: row.isDefault };
  });
}

export async function removePaymentMethod(deps: BillingDeps, userId: string, id: string): Promise<void> {
  const ok = await deps.payments.removePaymentMethod(userId, await storedCustomer(deps.db, userId), id);
  if (!ok) throw notFound('Payment method not found');
}

export async function setDefaultPaymentMethod(deps: BillingDeps, userId: string, id: string): Promise<void> {
  const ok = await deps.payments.setDefaultPaymentMethod(userId, await storedCustomer(deps.db, userId), id);
  if (!ok) throw notFound('Payment method not found');
}
