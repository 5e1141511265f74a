import { CREDIT_PRICES } from '@uc/contract';
import { sql, type SQL } from 'drizzle-orm';

/** Ledger reasons that are spending (charges and reserve/settle/release of a feature); everything else is a grant or a refund. */
const FEATURE_LIST = sql.join(
  Object.keys(CREDIT_PRICES).map((f) => sql`${f}`),
  sql`, `,
);
export const isUsageReason = (reason: SQL) =>
  sql`(${reason} in (${FEATURE_LIST}) or ${reason} like 'reserve:%' or ${reason} like 'settle:%' or ${reason} like 'release:%')`;
const ledgerReason = sql.raw('l.reason');
// Spelled out: drizzle prints a bare "id" for columns of the selected table, ambiguous inside a subquery.
const userId = sql.raw('"users"."id"');

/**
 * Per-user figures computed in the database as correlated subqueries, so the users list, the
 * detail view and the CSV export all read the same numbers.
 */
export const userMetrics = {
  creditsUsed: sql<number>`(select greatest(0, -coalesce(sum(l.delta), 0))::int from credit_ledger l where l.user_id = ${userId} and ${isUsageReason(ledgerReason)})`,
  totalCredits: sql<number>`(select coalesce(sum(l.delta), 0)::int from credit_ledger l where l.user_id = ${userId} and l.delta > 0 and not ${isUsageReason(ledgerReason)})`,
  messagesSent: sql<number>`(select count(*)::int from chat_messages m join chat_threads t on t.id = m.thread_id where t.user_id = ${userId} and m.role = 'user')`,
  documentsGenerated: sql<number>`(select count(*)::int from document_jobs j cross join lateral jsonb_array_elements(j.documents) e where j.user_id = ${userId} and e->>'status' = 'completed')`,
  spentCents: sql<number>`(${revenueCentsWhere(sql`i.user_id = ${userId}`, sql`p.user_id = ${userId}`)})`,
};

/**
 * Revenue in cents: every paid invoice (credit packages, subscription periods, plan changes) net
 * of refunded payments. One expression for the stats, the users list, the detail and the CSV.
 */
export function revenueCentsWhere(invoiceFilter: SQL = sql`true`, paymentFilter: SQL = sql`true`): SQL<number> {
  return sql<number>`(select coalesce(sum(i.amount_cents), 0) from invoices i where i.status = 'paid' and ${invoiceFilter})
    - (select coalesce(sum(p.amount_cents), 0) from payments p where p.refunded_at is not null and ${paymentFilter})`;
}
