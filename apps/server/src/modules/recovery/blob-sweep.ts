import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataroomFiles, dataroomFileVersions, dataroomUsage, uploadReservations, userProfiles } from '../../db/schema';
import type { StorageDriver } from '../../providers/storage';

/** Blobs younger than this may belong to an upload still in flight (bytes are stored before rows). */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** The prefixes whose blobs are owned by rows we can check: data-room versions, PDF renditions and avatars. */
const SWEPT_PREFIXES = ['users/', 'avatars/'];

/**
 * Uploads store the bytes first and write the rows after (one transaction), so a crash in
 * between leaves only a blob without a row, or a `.partial` file of an interrupted write;
 * never a row without its bytes. This removes both once they are old enough.
 */
export async function sweepOrphanBlobs(db: Db, storage: StorageDriver, opts: { minAgeMs?: number; now?: Date } = {}): Promise<{ removed: string[] }> {
  if (!storage.list) return { removed: [] };
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const removed: string[] = [];
  for (const prefix of SWEPT_PREFIXES) {
    let batch: string[] = [];
    const flush = async () => {
      const keys = batch;
      batch = [];
      const referenced = new Set<string>();
      const candidates = keys.filter((k) => !k.endsWith('.partial'));
      if (candidates.length) {
        for (const r of await db.select({ key: dataroomFileVersions.storageKey }).from(dataroomFileVersions).where(inArray(dataroomFileVersions.storageKey, candidates))) referenced.add(r.key);
        const renditions = await db.select({ key: dataroomFiles.pdfRenditionKey }).from(dataroomFiles).where(inArray(dataroomFiles.pdfRenditionKey, candidates));
        for (const r of renditions) if (r.key) referenced.add(r.key);
        for (const column of [userProfiles.avatarKey, userProfiles.logoKey]) {
          for (const r of await db.select({ key: column }).from(userProfiles).where(inArray(column, candidates))) if (r.key) referenced.add(r.key);
        }
      }
      for (const key of keys) {
        if (referenced.has(key)) continue;
        await storage.delete(key).catch(() => {});
        removed.push(key);
      }
    };
    for await (const o of storage.list(prefix)) {
      if (o.modifiedAt.getTime() > cutoff) continue;
      batch.push(o.key);
      if (batch.length >= 500) await flush();
    }
    await flush();
  }
  return { removed };
}

/**
 * Recounts every user's stored bytes from their versions, plus what uploads still in flight in
 * any instance hold (`upload_reservations`). Run at start and by the storage sweep: a crash
 * between an upload's quota reservation and its rows leaves the counter too high.
 */
export async function recountStorageUsage(db: Db): Promise<void> {
  await db.execute(
    sql`update ${dataroomUsage} set bytes = coalesce((select sum(v.size) from ${dataroomFileVersions} v where v.user_id = ${dataroomUsage.userId}), 0)
      + coalesce((select sum(r.bytes) from ${uploadReservations} r where r.user_id = ${dataroomUsage.userId}), 0)`,
  );
}
