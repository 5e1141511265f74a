import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { hashToken } from './tokens';

/** The longest an account waits between two tries however many wrong passwords came before. */
export const MAX_BACKOFF_SECONDS = 60;

export const THROTTLED_DETAIL = (seconds: number) =>
  `Too many sign-in attempts for this account. Please try again in ${seconds} seconds, or get a one-time sign-in link by e-mail.`;

/**
 * No hard lock of an account (a stranger with many addresses could otherwise lock the owner out):
 * after `free` wrong passwords each further try must wait 1, 2, 4 … seconds (capped at
 * MAX_BACKOFF_SECONDS) after the previous one. The check claims the slot in one UPDATE, so
 * parallel tries cannot share it. Returns 0 when admitted, else the seconds to wait. Unknown
 * addresses are admitted (only the per-IP limits apply), like a wrong password.
 */
export async function admitLoginAttempt(db: Db, email: string, free: number): Promise<number> {
  const wait = sql`least(power(2, greatest(${users.failedLogins} - ${free} - 1, 0)), ${MAX_BACKOFF_SECONDS}) * interval '1 second'`;
  const admitted = await db
    .update(users)
    .set({ lastFailedLoginAt: sql`case when ${users.failedLogins} >= ${free} then now() else ${users.lastFailedLoginAt} end` })
    .where(and(eq(users.email, email), or(sql`${users.failedLogins} < ${free}`, isNull(users.lastFailedLoginAt), sql`${users.lastFailedLoginAt} <= now() - ${wait}`)))
    .returning({ id: users.id });
  if (admitted.length) return 0;
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${users.lastFailedLoginAt} + ${wait} - now())))::int` })
    .from(users)
    .where(eq(users.email, email));
  return row ? Math.max(1, Number(row.seconds)) : 0;
}

export async function recordLoginFailure(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: sql`${users.failedLogins} + 1`, lastFailedLoginAt: new Date() }).where(eq(users.id, userId));
}

export const loginSucceeded = (db: Db, userId: string) => db.update(users).set({ failedLogins: 0, lastFailedLoginAt: null, lastLoginAt: new Date() }).where(eq(users.id, userId));

/**
 * Whether the browser signing in already holds a valid refresh cookie of this account: then it is
 * the owner's own browser, and the per-account limits do not apply to it.
 */
export async function holdsRefreshCookieOf(db: Db, presented: string | undefined, email: string): Promise<boolean> {
  if (!presented) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(and(eq(refreshTokens.tokenHash, hashToken(presented)), eq(users.email, email), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())));
  return Boolean(row);
}
