import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@uc/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPaymentMethods } from '../../db/schema';
import type { PaymentsProvider } from './types';

// The test numbers and their check live in the contract: the in-browser demo checks cards the same way.
export { TEST_CARDS, checkTestCard, type CardCheck } from '@uc/contract';

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
