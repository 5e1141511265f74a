import { DATAROOM_MAX_FILE_BYTES } from '@uc/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataroomUsage, uploadReservations } from '../../db/schema';
import { HttpError } from '../../errors';
import type { DataRoomDeps } from './deps';
import { moveUsage } from './folders-service';
import { QUOTA_EXCEEDED } from './upload-stream';

/**
 * The quota an upload in flight holds: bytes added to the usage counter at admission and a row in
 * `upload_reservations` (naming the instance on PostgreSQL), so a recount by any instance keeps
 * them and a second upload cannot pass the quota meanwhile.
 */
export type QuotaHold = { id: string; bytes: number };

/**
 * Admits an upload: in one transaction, locks the user's usage row and adds the bytes this
 * upload may take (its declared length, or all that is left of the quota up to 50 MB). Parallel
 * uploads therefore cannot together exceed the quota. 413 when nothing is left.
 */
export async function reserveQuota(deps: DataRoomDeps, userId: string, declared: number | undefined): Promise<QuotaHold> {
  const quota = deps.config.dataroom.quotaBytes;
  return deps.db.transaction(async (tx) => {
    await tx.insert(dataroomUsage).values({ userId, bytes: 0 }).onConflictDoNothing();
    const [row] = await tx.select({ bytes: dataroomUsage.bytes }).from(dataroomUsage).where(eq(dataroomUsage.userId, userId)).for('update');
    const left = quota - row.bytes;
    if (left <= 0) throw new HttpError(413, QUOTA_EXCEEDED);
    const bytes = Math.min(left, declared ?? DATAROOM_MAX_FILE_BYTES, DATAROOM_MAX_FILE_BYTES + 1);
    await tx.update(dataroomUsage).set({ bytes: sql`${dataroomUsage.bytes} + ${bytes}` }).where(eq(dataroomUsage.userId, userId));
    const [hold] = await tx.insert(uploadReservations).values({ userId, bytes }).returning({ id: uploadReservations.id });
    return { id: hold.id, bytes };
  });
}

/** In the upload's row transaction (which moves the counter by size - bytes): the hold became the file's size. */
export async function quotaSettled(tx: Executor, hold: QuotaHold): Promise<void> {
  await tx.delete(uploadReservations).where(eq(uploadReservations.id, hold.id));
}

/** Returns the hold of an upload that failed (the counter never goes below zero). */
export const releaseQuota = (deps: DataRoomDeps, userId: string, hold: QuotaHold) =>
  deps.db
    .transaction(async (tx) => {
      const gone = await tx.delete(uploadReservations).where(and(eq(uploadReservations.id, hold.id), eq(uploadReservations.userId, userId))).returning({ id: uploadReservations.id });
      if (gone.length) await moveUsage(tx, userId, -hold.bytes);
    })
    .catch(() => {});

/**
 * Releases the holds of uploads that can no longer finish (their process died): the rows go and
 * the counter gives the bytes back. `where` picks them (an instance, an age).
 */
export async function dropUploadHolds(db: Executor, where?: SQL): Promise<number> {
  const gone = await db.delete(uploadReservations).where(where).returning({ userId: uploadReservations.userId, bytes: uploadReservations.bytes });
  const perUser = new Map<string, number>();
  for (const g of gone) perUser.set(g.userId, (perUser.get(g.userId) ?? 0) + g.bytes);
  for (const [userId, bytes] of perUser) await moveUsage(db, userId, -bytes);
  return gone.length;
}
