import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { count, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appInstances } from '../../db/schema';

/** How often an instance says it is alive, and after how long without a word a row is stale. */
export const HEARTBEAT_MS = 15_000;
const STALE_AFTER_SECONDS = 45;

export const LOCAL_FILES_WARNING =
  'Several instances share this database, but files are stored on local disk (STORAGE_DRIVER=local): local files are per instance, so a file uploaded through one instance is missing on the others. Use S3 (STORAGE_DRIVER=s3 with S3_BUCKET and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) when running more than one instance.';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type InstanceRegistration = {
  id: string;
  /** Other instances seen alive on this database at the last heartbeat. */
  others(): number;
  /** Removes this instance's row (a graceful stop; a crash's row expires). */
  stop(): Promise<void>;
};

/**
 * Registers this process in `app_instances` on a shared PostgreSQL and renews the row every
 * HEARTBEAT_MS. When another live instance is seen and files are local, warns once: that is the
 * one piece of state a second instance cannot share. (PGlite is single-process: not called there.)
 */
export async function registerInstance(db: Db, opts: { storageDriver: 'local' | 's3'; log: Log; heartbeatMs?: number }): Promise<InstanceRegistration> {
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let others = 0;
  let warned = false;
  const beat = async () => {
    await db
      .insert(appInstances)
      .values({ id, hostname: os.hostname(), pid: process.pid, storageDriver: opts.storageDriver })
      .onConflictDoUpdate({ target: appInstances.id, set: { seenAt: sql`now()` } });
    await db.delete(appInstances).where(lt(appInstances.seenAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`));
    const [row] = await db.select({ n: count() }).from(appInstances).where(ne(appInstances.id, id));
    others = row.n;
    if (others > 0 && opts.storageDriver === 'local' && !warned) {
      warned = true;
      opts.log.warn({ instances: others + 1 }, LOCAL_FILES_WARNING);
    }
  };
  // Only a notice depends on it: a failed heartbeat is logged, never fatal.
  const tryBeat = () => beat().catch((err: unknown) => opts.log.error({ err }, 'instance heartbeat failed'));
  await tryBeat();
  const timer = setInterval(() => void tryBeat(), opts.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    others: () => others,
    async stop() {
      clearInterval(timer);
      await db.delete(appInstances).where(eq(appInstances.id, id)).catch(() => undefined);
    },
  };
}
