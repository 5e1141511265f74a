import type { AdminPaymentEventList, AdminPaymentEventsQuery } from '@uc/contract';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** Stripe events that need the admin: refunds that could not take every credit back, and shapes we cannot apply. Newest first. */
export async function listPaymentEventIssues(db: Executor, q: AdminPaymentEventsQuery): Promise<AdminPaymentEventList> {
  const where = and(ne(paymentEvents.outcome, 'applied'), q.outcome ? eq(paymentEvents.outcome, q.outcome) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(paymentEvents).where(where);
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(where)
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      outcome: r.outcome === 'shortfall' ? 'shortfall' : 'unappliable',
      detail: r.detail,
      payload: r.payload,
      received_at: r.receivedAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}
