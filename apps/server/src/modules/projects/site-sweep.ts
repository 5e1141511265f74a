import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { StorageDriver } from '../../providers/storage';

/** A deploy or preview is written before its project points at it: younger files may be in flight. */
const MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes built sites no project points at any more: deploys replaced while the server stopped,
 * previews and deploys of projects deleted with their account (the rows cascade, the blobs stay).
 * Keys are apps/{slug}/{deployId}/… and previews/{projectId}/{token}/…; meant to run at start-up.
 */
export async function sweepProjectSites(db: Db, storage: StorageDriver, opts: { minAgeMs?: number; now?: Date } = {}): Promise<{ removed: string[] }> {
  if (!storage.list) return { removed: [] };
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.minAgeMs ?? MIN_AGE_MS);
  const removed: string[] = [];
  for (const [prefix, column] of [
    ['apps/', 'slug'],
    ['previews/', 'id'],
  ] as const) {
    const old: { key: string; owner: string; site: string }[] = [];
    for await (const o of storage.list(prefix)) {
      const [, owner, site] = o.key.split('/');
      if (owner && site && o.modifiedAt.getTime() <= cutoff) old.push({ key: o.key, owner, site });
    }
    const owners = [...new Set(old.map((o) => o.owner))];
    const live = new Set<string>();
    for (let i = 0; i < owners.length; i += 500) {
      const batch = owners.slice(i, i + 500);
      const rows =
        column === 'slug'
          ? await db.select({ owner: projects.slug, site: projects.deployId }).from(projects).where(inArray(projects.slug, batch))
          : await db.select({ owner: projects.id, site: projects.previewToken }).from(projects).where(inArray(projects.id, batch.filter((b) => /^[0-9a-f-]{36}$/.test(b))));
      for (const r of rows) if (r.site) live.add(`${r.owner}/${r.site}`);
    }
    for (const o of old) {
      if (live.has(`${o.owner}/${o.site}`)) continue;
      await storage.delete(o.key).catch(() => {});
      removed.push(o.key);
    }
  }
  return { removed };
}
