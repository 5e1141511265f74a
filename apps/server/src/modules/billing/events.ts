import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { EventBus } from '../../events';

/**
 * Emits payment.succeeded for a payment whose success has just been committed (test-mode card
 * confirmation or a Stripe webhook). Read after the commit, so listeners see the final row.
 * (Added for issue 14: outgoing webhooks and Slack/Discord notifications.)
 */
export async function emitPaymentSucceeded(events: EventBus, db: Db, by: { clientSecret: string } | { providerRef: string }) {
  const where = 'clientSecret' in by ? eq(payments.clientSecret, by.clientSecret) : eq(payments.providerRef, by.providerRef);
  const [p] = await db.select().from(payments).where(where);
  if (!p || p.status !== 'succeeded') return;
  events.emit('payment.succeeded', {
    userId: p.userId,
    paymentId: p.id,
    amountCents: p.amountCents,
    currency: 'usd',
    description: p.kind === 'package' ? `${p.credits} credits` : 'Subscription payment',
  });
}
