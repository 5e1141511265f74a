import { DATAROOM_MAX_FILE_BYTES } from '@uc/contract';
import { eq, sql } from 'drizzle-orm';
import { dataroomUsage } from '../../db/schema';
import { HttpError } from '../../errors';
import type { DataRoomDeps } from './deps';
import { moveUsage } from './folders-service';
import { QUOTA_EXCEEDED } from './upload-stream';

/**
 * Admits an upload: in one transaction, locks the user's usage row and adds the bytes this
 * upload may take (its declared length, or all that is left of the quota up to 50 MB). Parallel
 * uploads therefore cannot together exceed the quota. 413 when nothing is left.
 */
export async function reserveQuota(deps: DataRoomDeps, userId: string, declared: number | undefined): Promise<number> {
  const quota = deps.config.dataroom.quotaBytes;
  return deps.db.transaction(async (tx) => {
    await tx.insert(dataroomUsage).values({ userId, bytes: 0 }).onConflictDoNothing();
    const [row] = await tx.select({ bytes: dataroomUsage.bytes }).from(dataroomUsage).where(eq(dataroomUsage.userId, userId)).for('update');
    const left = quota - row.bytes;
    if (left <= 0) throw new HttpError(413, QUOTA_EXCEEDED);
    const reserved = Math.min(left, declared ?? DATAROOM_MAX_FILE_BYTES, DATAROOM_MAX_FILE_BYTES + 1);
    await tx.update(dataroomUsage).set({ bytes: sql`${dataroomUsage.bytes} + ${reserved}` }).where(eq(dataroomUsage.userId, userId));
    return reserved;
  });
}

/** Returns a reservation whose upload failed (the counter never goes below zero). */
export const releaseQuota = (deps: DataRoomDeps, userId: string, reserved: number) => moveUsage(deps.db, userId, -reserved).catch(() => {});
