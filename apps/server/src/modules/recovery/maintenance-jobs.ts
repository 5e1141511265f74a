import { randomUUID } from 'node:crypto';
import { and, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { uploadReservations } from '../../db/schema';
import { dropUploadHolds } from '../dataroom/quota';
import type { StorageDriver } from '../../providers/storage';
import type { JobQueue } from '../jobs/queue';
import { purgeFinishedJobs } from '../jobs/sql-queue';
import { heldReservationIds } from '../billing/ledger';
import { sweepProjectSites } from '../projects/site-sweep';
import { ORPHAN_MIN_AGE_MS, recountStorageUsage, sweepOrphanBlobs } from './blob-sweep';
import { heldByNoInstance, STALE_AFTER_MS, sweepInterrupted } from './sweep';

const HOUR = 3_600_000;

/**
 * The sweeps of work a crash left behind, as recurring jobs: each runs once per period across
 * every instance (issue 18), the first period at start. With local file storage each instance
 * has its own files, so the file sweeps there only see the files of the instance that runs them.
 */
export function registerMaintenanceJobs(jobs: JobQueue, deps: { db: Db; storage: StorageDriver; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;
  const once = { concurrency: 1, maxAttempts: 2, backoffMs: 60_000 };
  // Open reservations, "streaming" answers and "running" suites no live instance holds any more.
  jobs.work('recovery.sweep', once, async () => {
    const swept = await sweepInterrupted(db, { held: heldReservationIds() });
    if (swept.reservations + swept.messages + swept.jobs > 0) log.warn({ swept }, 'released work left by an interrupted server');
  });
  jobs.schedule('recovery.sweep', STALE_AFTER_MS);
  // Bytes of interrupted uploads (a blob without rows, a .partial file) and the quota counter they skewed.
  jobs.work('storage.sweep', once, async () => {
    // Quota held by uploads no running instance can finish (older ones than any upload takes).
    await dropUploadHolds(db, and(lt(uploadReservations.createdAt, new Date(Date.now() - ORPHAN_MIN_AGE_MS)), heldByNoInstance(uploadReservations.instanceId)));
    await recountStorageUsage(db);
    const { removed } = await sweepOrphanBlobs(db, storage);
    if (removed.length) log.warn({ removed: removed.length }, 'removed stored files left by interrupted uploads');
  });
  jobs.schedule('storage.sweep', 6 * HOUR);
  // And at every start, as a restart is when interrupted uploads are found (the 6-hour slot may have run already).
  void jobs.send('storage.sweep', {}, { singletonKey: `start:${randomUUID()}` }).catch((err: unknown) => log.error({ err }, 'queueing the storage sweep failed'));
  // App builder: deploys and previews no project points at (replaced during a crash, or of deleted accounts).
  jobs.work('projects.site-sweep', once, async () => {
    const { removed } = await sweepProjectSites(db, storage);
    if (removed.length) log.info({ removed: removed.length }, 'removed stale app-builder deploys');
  });
  jobs.schedule('projects.site-sweep', 6 * HOUR);
  // Finished jobs stay visible to superusers for two weeks.
  jobs.work('jobs.purge', once, async () => void (await purgeFinishedJobs(db)));
  jobs.schedule('jobs.purge', 24 * HOUR);
}
