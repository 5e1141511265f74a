import { randomUUID } from 'node:crypto';
import type { AllocateCreditsResponse, AdminUser } from '@uc/contract';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { adminAuditLog, apiKeys, sessions, users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { revokeUserRefreshTokens } from '../auth/refresh';
import type { SessionCache } from '../auth/session-cache';
import { grant, revoke } from '../billing/ledger';
import { getAdminUser } from './users-service';

export type AdminDeps = { db: Db; sessionCache: SessionCache };
export type Actor = { id: string; email: string };

export async function writeAudit(
  tx: Executor,
  entry: { actor: Actor; action: string; target?: { id: string; email: string } | null; reason?: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? '',
    reason: entry.reason ?? '',
    details: entry.details ?? {},
  });
}

async function lockUser(tx: Executor, id: string) {
  const [user] = await tx.select({ id: users.id, email: users.email, isActive: users.isActive, isSuperuser: users.isSuperuser }).from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Adds (or, with a negative amount, takes back up to the balance) credits as one ledger row
 * and one audit row. The same request key applies it at most once.
 */
export async function allocateCredits(
  deps: AdminDeps,
  args: { actor: Actor; userId: string; credits: number; reason: string; requestKey?: string },
): Promise<AllocateCreditsResponse> {
  const idempotencyKey = `admin-credits:${args.userId}:${args.requestKey ?? randomUUID()}`;
  return deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, args.userId);
    // The user row lock serialises repeats of one request, so the second sees the first's audit row.
    const [seen] = await tx.select({ details: adminAuditLog.details }).from(adminAuditLog).where(sql`${adminAuditLog.details}->>'requestKey' = ${idempotencyKey}`);
    const movement = { userId: target.id, reason: args.credits > 0 ? 'admin_grant' : 'admin_revoke', reference: args.reason, idempotencyKey };
    let moved = Number(seen?.details.credits ?? 0);
    let shortfall = Number(seen?.details.shortfall ?? 0);
    const applied = !seen;
    if (applied && args.credits > 0) moved = (await grant(deps.db, { ...movement, credits: args.credits }, tx)).granted ? args.credits : 0;
    if (applied && args.credits < 0) {
      const taken = await revoke(deps.db, { ...movement, credits: -args.credits }, tx);
      moved = -taken.revoked;
      shortfall = taken.shortfall;
    }
    const [{ balance }] = await tx.select({ balance: users.creditBalance }).from(users).where(eq(users.id, target.id));
    if (applied) await writeAudit(tx, { actor: args.actor, action: 'allocate_credits', target, reason: args.reason, details: { credits: moved, requested: args.credits, shortfall, requestKey: idempotencyKey } });
    const message =
      args.credits < 0 && shortfall > 0
        ? `Removed ${-moved} credits from ${target.email}; ${shortfall} could not be taken (the balance was ${-moved})`
        : moved >= 0
          ? `Successfully allocated ${moved} credits to ${target.email}`
          : `Successfully removed ${-moved} credits from ${target.email}`;
    return { message, user_id: target.id, credits: moved, available_credits: balance, applied };
  });
}

/**
 * Activates or deactivates an account. Deactivating revokes every session (and with it any refresh
 * token of that session) and every API key at once, and drops them from the in-memory cache.
 */
export async function setUserStatus(deps: AdminDeps, args: { actor: Actor; userId: string; isActive: boolean }): Promise<{ message: string; user: AdminUser }> {
  if (!args.isActive && args.userId === args.actor.id) throw new HttpError(400, 'You cannot deactivate your own account');
  await deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, args.userId);
    if (!args.isActive && target.isSuperuser && target.isActive) {
      const [{ others }] = await tx
        .select({ others: count() })
        .from(users)
        .where(and(eq(users.isSuperuser, true), eq(users.isActive, true), ne(users.id, target.id)));
      if (others === 0) throw new HttpError(400, 'You cannot deactivate the last active superuser');
    }
    if (target.isActive === args.isActive) return;
    const now = new Date();
    await tx.update(users).set({ isActive: args.isActive, updatedAt: now }).where(eq(users.id, target.id));
    if (!args.isActive) {
      // Refresh tokens first (they would mint new sessions), then any session without one.
      await revokeUserRefreshTokens(tx, target.id);
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
      await tx.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.userId, target.id), isNull(apiKeys.revokedAt)));
    }
    await writeAudit(tx, { actor: args.actor, action: args.isActive ? 'activate_user' : 'deactivate_user', target });
  });
  deps.sessionCache.invalidateUser(args.userId);
  const user = await getAdminUser(deps.db, args.userId);
  return { message: `User ${user.email} ${args.isActive ? 'activated' : 'deactivated'}`, user };
}
