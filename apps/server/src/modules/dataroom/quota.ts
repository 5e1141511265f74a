import { DATAROOM_MAX_FILE_BYTES } from '@uc/contract';
import { eq, sql } from 'drizzle-orm';
import { dataroomUsage } from '../../db/schema';
import { HttpError } from '../../errors';
import type { DataRoomDeps } from './deps';
import { moveUsage } from './folders-service';
import { QUOTA_EXCEEDED } from './upload-stream';

/**
 * Bytes reserved by this process's uploads still in flight (reserved, rows not yet written), per
 * user: the quota recount adds them, or an upload running during a recount would not count and
 * a second one could pass the quota. On the embedded database this process is the only one.
 */
const inFlight = new Map<string, number>();
const track = (userId: string, delta: number) => {
  const next = (inFlight.get(userId) ?? 0) + delta;
  if (next > 0) inFlight.set(userId, next);
  else inFlight.delete(userId);
};
export const inFlightUploadBytes = (): Record<string, number> => Object.fromEntries(inFlight);

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
  }).then((reserved) => {
    track(userId, reserved);
    return reserved;
  });
}

/** The upload's rows are written: its reservation became the file's size (moveUsage in that transaction). */
export const quotaSettled = (userId: string, reserved: number) => track(userId, -reserved);

/** Returns a reservation whose upload failed (the counter never goes below zero). */
export const releaseQuota = (deps: DataRoomDeps, userId: string, reserved: number) => {
  track(userId, -reserved);
  return moveUsage(deps.db, userId, -reserved).catch(() => {});
};
