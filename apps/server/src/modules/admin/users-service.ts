import type { AdminStats, AdminUser, AdminUserDetail, AdminUserList, AdminUsersQuery } from '@uc/contract';
import { and, count, desc, eq, ilike, isNotNull, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditLedger, invoices, payments, sessions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { listActivity } from './activity-service';
import { isUsageReason, revenueCentsWhere, userMetrics } from './metrics';
import { modelUsageStats } from '../usage/service';

export const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isActive: users.isActive,
  isSuperuser: users.isSuperuser,
  emailVerifiedAt: users.emailVerifiedAt,
  balance: users.creditBalance,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  ...userMetrics,
};
type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  isSuperuser: boolean;
  emailVerifiedAt: Date | null;
  balance: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  creditsUsed: number;
  totalCredits: number;
  messagesSent: number;
  documentsGenerated: number;
  spentCents: number;
};

export function toAdminUser(r: AdminUserRow): AdminUser {
  const used = Number(r.creditsUsed);
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    is_active: r.isActive,
    is_superuser: r.isSuperuser,
    email_verified: r.emailVerifiedAt !== null,
    available_credits: r.balance,
    used_credits: used,
    created_at: r.createdAt.toISOString(),
    last_login: r.lastLoginAt?.toISOString() ?? null,
    credits_used: used,
    total_credits: Number(r.totalCredits),
    messages_sent: Number(r.messagesSent),
    documents_generated: Number(r.documentsGenerated),
    total_spent: Number(r.spentCents) / 100,
  };
}

/** Deleted accounts leave an anonymous placeholder that keeps their payments and ledger (account-erasure.ts); it is not a user. */
export const isRealAccount = notLike(users.email, '%@deleted.invalid');

/** Escapes LIKE wildcards so a search for "a_b" matches the text, not a pattern. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function userFilter(q: Pick<AdminUsersQuery, 'search' | 'status'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [isRealAccount];
  if (q.search) parts.push(or(ilike(users.email, likeText(q.search)), ilike(users.name, likeText(q.search))));
  if (q.status === 'active') parts.push(eq(users.isActive, true));
  if (q.status === 'inactive') parts.push(eq(users.isActive, false));
  return and(...parts);
}

export async function listUsers(db: Executor, q: AdminUsersQuery): Promise<AdminUserList> {
  const where = userFilter(q);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { items: rows.map(toAdminUser), total, page: q.page, page_size: q.page_size };
}

export async function getAdminUser(db: Executor, id: string): Promise<AdminUser> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound('User not found');
  return toAdminUser(row);
}

export async function getUserDetail(db: Executor, id: string): Promise<AdminUserDetail> {
  const user = await getAdminUser(db, id);
  const [activity, paymentRows, sessionRows] = await Promise.all([
    listActivity(db, { page: 1, page_size: 20, userId: id }),
    paymentsOf(db, id),
    db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(desc(sessions.createdAt)).limit(20),
  ]);
  return {
    user,
    activity: activity.items,
    payments: paymentRows,
    sessions: sessionRows.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      revoked: s.revokedAt !== null || s.expiresAt.getTime() <= Date.now(),
    })),
  };
}

const startOfUtcDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export async function getStats(db: Executor): Promise<AdminStats> {
  const today = startOfUtcDay();
  const [u] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.isActive})::int`,
      today: sql<number>`count(*) filter (where ${users.createdAt} >= ${today.toISOString()})::int`,
      verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)::int`,
    })
    .from(users)
    .where(isRealAccount);
  const [ledger] = await db
    .select({
      allocated: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0 and not ${isUsageReason(sql`${creditLedger.reason}`)}), 0)::int`,
      used: sql<number>`greatest(0, -coalesce(sum(${creditLedger.delta}) filter (where ${isUsageReason(sql`${creditLedger.reason}`)}), 0))::int`,
      activityToday: sql<number>`count(*) filter (where ${creditLedger.createdAt} >= ${today.toISOString()} and ${creditLedger.delta} < 0)::int`,
    })
    .from(creditLedger);
  const [pay] = await db
    .select({
      cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      payers: sql<number>`count(distinct ${payments.userId})::int`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.status, 'succeeded'), isNotNull(users.emailVerifiedAt)));
  const { rows: [revenueAll] } = await db.execute<{ cents: number }>(sql`select (${revenueCentsWhere()})::int as cents`);
  const verified = Number(u.verified);
  return {
    total_users: Number(u.total),
    active_users: Number(u.active),
    users_today: Number(u.today),
    total_credits_allocated: Number(ledger.allocated),
    total_credits_used: Number(ledger.used),
    activity_today: Number(ledger.activityToday),
    total_revenue: Number(revenueAll.cents) / 100,
    conversion_rate: verified === 0 ? 0 : Math.round((Number(pay.payers) / verified) * 1000) / 10,
    model_usage: await modelUsageStats(db),
  };
}

/**
 * Every payment of a user, as revenue counts them (admin/metrics.ts): each invoice (packages,
 * subscription periods, plan upgrades), each refund as a negative line, and checkouts that never
 * completed (pending, failed, expired: no invoice, no revenue). Paid and refunded lines add up to
 * the user's revenue figure. Newest first, the latest 50.
 */
async function paymentsOf(db: Executor, userId: string): Promise<AdminUserDetail['payments']> {
  const [invoiceRows, paymentRows] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt)).limit(50),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(50),
  ]);
  const lines: AdminUserDetail['payments'] = invoiceRows.map((i) => ({ id: i.id, amount: i.amountCents / 100, status: i.status, description: i.description, created_at: i.createdAt.toISOString() }));
  for (const p of paymentRows) {
    const what = p.kind === 'package' ? `Credit package ${p.packageId ?? ''}`.trim() : 'Subscription';
    if (p.refundedAt) lines.push({ id: `refund:${p.id}`, amount: -p.amountCents / 100, status: 'refunded', description: `Refund: ${what}`, created_at: p.refundedAt.toISOString() });
    // A completed payment is listed as its invoice above.
    if (p.status !== 'succeeded') lines.push({ id: p.id, amount: p.amountCents / 100, status: p.status, description: `${what} (checkout not completed)`, created_at: p.createdAt.toISOString() });
  }
  return lines.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 50);
}
