import { randomBytes, randomUUID } from 'node:crypto';
import type { CardErrorCode, PaymentMethod } from '@uc/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPaymentMethods } from '../../db/schema';
import type { PaymentsProvider } from './types';

/** Card numbers the test provider knows, as in Stripe's test mode. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  insufficientFunds: '4000000000009995',
} as const;

export type CardCheck = { ok: true; brand: string; last4: string } | { ok: false; reason: CardErrorCode };

/**
 * Luhn check, expiry and Stripe's test numbers: what a card network would answer, with its reason.
 * Saving a card (`charge: false`) checks it as Stripe does on attach: an insufficient-funds card
 * saves, and is refused when charged.
 */
export function checkTestCard(number: string, expiry?: { month: number; year: number; now?: Date }, opts: { charge?: boolean } = {}): CardCheck {
  const digits = number.replace(/\D/g, '');
  if (!luhn(digits)) return { ok: false, reason: 'incorrect_number' };
  if (digits === TEST_CARDS.declined) return { ok: false, reason: 'card_declined' };
  if (digits === TEST_CARDS.expired) return { ok: false, reason: 'expired_card' };
  if (digits === TEST_CARDS.incorrectCvc) return { ok: false, reason: 'incorrect_cvc' };
  if (digits === TEST_CARDS.insufficientFunds && opts.charge !== false) return { ok: false, reason: 'insufficient_funds' };
  const now = expiry?.now ?? new Date();
  if (expiry && expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, reason: 'expired_card' };
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4) };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return 'card';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const secret = (ref: string) => `${ref}_secret_${randomBytes(12).toString('base64url')}`;

const toMethod = (r: typeof testPaymentMethods.$inferSelect): PaymentMethod => ({
  id: r.id,
  last4: r.last4,
  brand: r.brand,
  exp_month: r.expMonth,
  exp_year: r.expYear,
  is_default: r.isDefault,
});

/** No money moves: payments are confirmed by the billing service with a test card number. */
export function createTestPaymentsProvider(db: Db): PaymentsProvider {
  return {
    mode: 'test',
    publishableKey: null,
    ensureCustomer: async () => null,
    async createPaymentIntent() {
      const ref = `pi_test_${randomUUID().replace(/-/g, '')}`;
      return { ref, clientSecret: secret(ref) };
    },
    async createSubscription() {
      const ref = `sub_test_${randomUUID().replace(/-/g, '')}`;
      const paymentRef = `pi_test_${randomUUID().replace(/-/g, '')}`;
      return { ref, paymentRef, clientSecret: secret(paymentRef) };
    },
    // The billing service records the cancellation; there is nobody else to tell.
    cancelSubscription: async () => {},
    resumeSubscription: async () => {},
    // The billing service computes the proration itself in test mode.
    changePlan: async () => ({ chargedCents: null }),
    async listPaymentMethods(userId) {
      const rows = await db.select().from(testPaymentMethods).where(eq(testPaymentMethods.userId, userId)).orderBy(asc(testPaymentMethods.createdAt));
      return rows.map(toMethod);
    },
    async createSetupIntent() {
      const ref = `seti_test_${randomUUID().replace(/-/g, '')}`;
      return { clientSecret: secret(ref) };
    },
    async removePaymentMethod(userId, _customerId, id) {
      if (!UUID.test(id)) return false;
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(testPaymentMethods)
          .where(and(eq(testPaymentMethods.id, id), eq(testPaymentMethods.userId, userId)))
          .returning();
        if (!removed) return false;
        if (removed.isDefault) {
          // Keep one default while any card is left.
          const [next] = await tx.select().from(testPaymentMethods).where(eq(testPaymentMethods.userId, userId)).orderBy(asc(testPaymentMethods.createdAt)).limit(1);
          if (next) await tx.update(testPaymentMethods).set({ isDefault: true }).where(eq(testPaymentMethods.id, next.id));
        }
        return true;
      });
    },
    async setDefaultPaymentMethod(userId, _customerId, id) {
      if (!UUID.test(id)) return false;
      return db.transaction(async (tx) => {
        const [found] = await tx.select().from(testPaymentMethods).where(and(eq(testPaymentMethods.id, id), eq(testPaymentMethods.userId, userId)));
        if (!found) return false;
        await tx.update(testPaymentMethods).set({ isDefault: false }).where(eq(testPaymentMethods.userId, userId));
        await tx.update(testPaymentMethods).set({ isDefault: true }).where(eq(testPaymentMethods.id, id));
        return true;
      });
    },
  };
}
