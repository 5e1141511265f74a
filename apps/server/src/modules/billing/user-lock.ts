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

/** PostgreSQL's serialization failure and deadlock: the transaction did nothing and may simply run again. */
export function isRetryableConflict(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '40001' || e.code === '40P01') return true;
  }
  return false;
}

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
