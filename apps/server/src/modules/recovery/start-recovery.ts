import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgroundJobs, uploadReservations } from '../../db/schema';
import type { StorageDriver } from '../../providers/storage';
import { recountStorageUsage, sweepOrphanBlobs } from './blob-sweep';
import { sweepInterrupted, type SweepResult } from './sweep';

export type StartRecovery = SweepResult & { requeued: number; files: number };

/**
 * On the embedded database only one process ever runs, so whatever is still held when it starts
 * was held by a process that died (kill -9, out of memory, a power cut): open credit reservations
 * are released, "streaming" answers become incomplete, "running" suites end, jobs a dead worker
 * had claimed run again at once, the quota counter is recounted and stray uploads (`.partial`
 * files, blobs without rows) are removed. Runs before the server listens, so nothing new is in
 * flight; on PostgreSQL other instances may be, and the recurring sweeps stay age-based there.
 */
export async function recoverEmbeddedAtStart(db: Db, storage: StorageDriver): Promise<StartRecovery> {
  const requeued = await db
    .update(backgroundJobs)
    .set({ state: 'retry', lockedBy: null, lockedUntil: null, runAfter: new Date() })
    .where(eq(backgroundJobs.state, 'active'))
    .returning({ id: backgroundJobs.id });
  const swept = await sweepInterrupted(db, { olderThanMs: 0, now: new Date(Date.now() + 1_000) });
  await db.delete(uploadReservations);
  await recountStorageUsage(db);
  const { removed } = await sweepOrphanBlobs(db, storage, { minAgeMs: 0 });
  return { ...swept, requeued: requeued.length, files: removed.length };
}
