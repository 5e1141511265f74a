import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appInstances } from '../../db/schema';
import { releaseHoldsOf, type HoldsReleased } from '../recovery/sweep';

/** How often an instance says it is alive, and after how long without a word it is taken for dead. */
export const HEARTBEAT_MS = 5_000;
export const LAPSED_AFTER_SECONDS = 30;

export const LOCAL_FILES_WARNING =
  'Several instances share this database, but files are stored on local disk (STORAGE_DRIVER=local): local files are per instance, so a file uploaded through one instance is missing on the others. Use S3 (STORAGE_DRIVER=s3 with S3_BUCKET and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) when running more than one instance.';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type InstanceRegistration = {
  id: string;
  /** Other instances seen alive on this database at the last heartbeat. */
  others(): number;
  /** Removes this instance's row (a graceful stop; a crash's row lapses and its holds are released). */
  stop(): Promise<void>;
};

/** hostname:pid:random, unique per process start; also the `uc.instance` setting of its connections (db/client.ts). */
export const newInstanceId = () => `${os.hostname().replace(/[^\w.-]/g, '_')}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * What instances whose heartbeat lapsed still held (they died: kill -9, out of memory, a lost
 * machine) is released, then their rows go. Any instance may run it, several at once: each
 * release happens at most once.
 */
export async function releaseLapsedInstances(db: Db, lapsedAfterSeconds = LAPSED_AFTER_SECONDS): Promise<HoldsReleased & { instances: string[] }> {
  const lapsed = (await db.select({ id: appInstances.id }).from(appInstances).where(lt(appInstances.seenAt, sql`now() - make_interval(secs => ${lapsedAfterSeconds})`))).map((r) => r.id);
  if (!lapsed.length) return { reservations: 0, messages: 0, uploads: 0, instances: [] };
  const released = await releaseHoldsOf(db, lapsed);
  await db.delete(appInstances).where(inArray(appInstances.id, lapsed));
  return { ...released, instances: lapsed };
}

/**
 * Registers this process in `app_instances` on a shared PostgreSQL and renews the row every
 * HEARTBEAT_MS; each beat also releases the holds of instances whose heartbeat lapsed. When
 * another live instance is seen and files are local, warns once: that is the one piece of state
 * a second instance cannot share. (PGlite is single-process: not called there.)
 */
export async function registerInstance(db: Db, opts: { id?: string; storageDriver: 'local' | 's3'; log: Log; heartbeatMs?: number }): Promise<InstanceRegistration> {
  const id = opts.id ?? newInstanceId();
  let others = 0;
  let warned = false;
  const beat = async () => {
    await db
      .insert(appInstances)
      .values({ id, hostname: os.hostname(), pid: process.pid, storageDriver: opts.storageDriver })
      .onConflictDoUpdate({ target: appInstances.id, set: { seenAt: sql`now()` } });
    const released = await releaseLapsedInstances(db);
    if (released.reservations + released.messages + released.uploads > 0) opts.log.warn({ released }, 'released the work of instances that stopped answering');
    const [row] = await db.select({ n: count() }).from(appInstances).where(ne(appInstances.id, id));
    others = row.n;
    if (others > 0 && opts.storageDriver === 'local' && !warned) {
      warned = true;
      opts.log.warn({ instances: others + 1 }, LOCAL_FILES_WARNING);
    }
  };
  // A failed heartbeat is logged, never fatal (the next one renews the row).
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
