import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * One lock order for every money-moving transaction: the user's row first, then payments,
 * subscriptions, invoices and the ledger. Taking it first means two transactions of one user
 * queue instead of deadlocking on each other's foreign-key share locks.
 */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error under the driver's wrappers (drizzle puts it in `cause`), if any matches. */
function findPgError(err: unknown, match: (e: PgError) => boolean): boolean {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError | undefined, depth++) {
    if (match(e)) return true;
  }
  return false;
}

/** PostgreSQL's serialization failure and deadlock: the transaction did nothing and may simply run again. */
export const isRetryableConflict = (err: unknown): boolean => findPgError(err, (e) => e.code === '40001' || e.code === '40P01');

/** A unique violation of `constraint`: the row (an idempotency key, say) exists already. */
export const isUniqueViolation = (err: unknown, constraint: string): boolean => findPgError(err, (e) => e.code === '23505' && e.constraint === constraint);

/** A transaction that starts by locking the user's row; a serialization failure or deadlock is retried once. */
export async function inUserTransaction<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const attempt = () =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      return work(tx);
    });
  try {
    return await attempt();
  } catch (err) {
    if (!isRetryableConflict(err)) throw err;
    return attempt();
  }
}
