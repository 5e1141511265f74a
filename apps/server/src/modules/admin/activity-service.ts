import type { AdminActivity, AdminActivityList } from '@uc/contract';
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { adminAuditLog, creditLedger, users } from '../../db/schema';
import { labelOf } from '../billing/usage';

/** Ledger reasons written by admin allocations; they are listed through the audit log instead. */
export const ADMIN_LEDGER_REASONS = ['admin_grant', 'admin_revoke'];

const REASON_LABELS: Record<string, string> = {
  signup_bonus: 'Sign-up bonus',
  purchase: 'Credit package purchase',
  subscription: 'Subscription credits',
  plan_upgrade: 'Plan upgrade credits',
  refund: 'Refunded purchase: credits taken back',
  chat_message: 'Chat message to an agent',
  agent_session: 'Agent session',
  video_call: 'Video call with an agent',
  document: 'Document generation',
  data_analysis: 'Data analysis',
  video_creation: 'Video creation',
  app_generation: 'App generation',
};

const ACTION_LABELS: Record<string, string> = {
  allocate_credits: 'Credits allocated',
  deactivate_user: 'Account deactivated',
  activate_user: 'Account activated',
  export_users: 'User analytics exported',
};

type Row = { id: string; source: string; email: string; reason: string; delta: number; note: string; actor: string; createdAt: Date };

function toActivity(r: Row): AdminActivity {
  if (r.source === 'admin') {
    const label = ACTION_LABELS[r.reason] ?? r.reason.replace(/_/g, ' ');
    return {
      id: r.id,
      user_email: r.email,
      feature: `admin:${r.reason}`,
      credits_used: -Number(r.delta),
      description: `${label} by ${r.actor}${r.note ? `: ${r.note}` : ''}`,
      created_at: new Date(r.createdAt).toISOString(),
    };
  }
  const [prefix, rest] = r.reason.includes(':') ? r.reason.split(':', 2) : ['', r.reason];
  // A spending row's reference names what was used ("App — Tip Splitter"); other references are ids.
  const base = labelOf(r.note) ?? REASON_LABELS[rest] ?? rest.replace(/_/g, ' ');
  const description = prefix === 'release' || (prefix === 'settle' && r.delta > 0) ? `${base}: unused reserved credits returned` : base;
  return { id: r.id, user_email: r.email, feature: rest, credits_used: -Number(r.delta), description, created_at: new Date(r.createdAt).toISOString() };
}

/** Recent ledger movements and admin actions, newest first, optionally for one user. */
export async function listActivity(db: Executor, q: { page: number; page_size: number; userId?: string }): Promise<AdminActivityList> {
  const ledger = db
    .select({
      id: sql<string>`${creditLedger.id}::text`.as('id'),
      source: sql<string>`'ledger'`.as('source'),
      email: sql<string>`${users.email}`.as('email'),
      reason: sql<string>`${creditLedger.reason}`.as('reason'),
      delta: sql<number>`${creditLedger.delta}`.as('delta'),
      note: sql<string>`coalesce(${creditLedger.reference}, '')`.as('note'),
      actor: sql<string>`''`.as('actor'),
      createdAt: sql<Date>`${creditLedger.createdAt}`.as('created_at'),
    })
    .from(creditLedger)
    .innerJoin(users, eq(users.id, creditLedger.userId))
    .where(
      sql`${creditLedger.delta} <> 0 and ${notInArray(creditLedger.reason, ADMIN_LEDGER_REASONS)}${q.userId ? sql` and ${creditLedger.userId} = ${q.userId}` : sql``}`,
    );
  const audit = db
    .select({
      id: sql<string>`${adminAuditLog.id}::text`.as('id'),
      source: sql<string>`'admin'`.as('source'),
      email: sql<string>`${adminAuditLog.targetEmail}`.as('email'),
      reason: sql<string>`${adminAuditLog.action}`.as('reason'),
      delta: sql<number>`coalesce((${adminAuditLog.details}->>'credits')::int, 0)`.as('delta'),
      note: sql<string>`${adminAuditLog.reason}`.as('note'),
      actor: sql<string>`${adminAuditLog.actorEmail}`.as('actor'),
      createdAt: sql<Date>`${adminAuditLog.createdAt}`.as('created_at'),
    })
    .from(adminAuditLog)
    .where(q.userId ? eq(adminAuditLog.targetUserId, q.userId) : undefined);
  const union = unionAll(ledger, audit).as('activity');
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(union);
  const rows = (await db
    .select()
    .from(union)
    .orderBy(desc(union.createdAt), desc(union.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)) as Row[];
  return { items: rows.map(toActivity), total: Number(total), page: q.page, page_size: q.page_size };
}
