import type { FolderCounts } from './folders-service';

/** The per-folder file counts and the stat-card totals: one pass over all of a user's files. */
export type FileTotals = { perFolder: FolderCounts; files: number; confidential: number };

export type ListingCacheLimits = {
  /** Users kept; the least recently used go first. */
  users: number;
  pagesPerUser: number;
  /** Characters of serialized pages over all users (about bytes: listings are mostly ASCII). */
  bytes: number;
  /** A file turns "outdated" with time alone, so a page is recomputed at least this often. */
  pageTtlMs: number;
};

const DEFAULT_LIMITS: ListingCacheLimits = { users: 2_000, pagesPerUser: 16, bytes: 32 * 1024 * 1024, pageTtlMs: 30_000 };

type UserEntry = { version: number; totals?: FileTotals; pages: Map<string, { json: string; at: number }>; bytes: number };

/**
 * Listings per user, valid only under the data-room version they were computed for
 * (dataroom_usage.version, which database triggers move on every change of the user's files,
 * folders, versions and stored bytes, whichever process makes it). Callers read the version
 * before the data, so a write racing a computation can only cause a miss, never a stale hit.
 */
export function createListingCache(limits: Partial<ListingCacheLimits> = {}, now: () => number = Date.now) {
  const max = { ...DEFAULT_LIMITS, ...limits };
  const users = new Map<string, UserEntry>(); // in order of use, least recent first
  let bytes = 0;

  const drop = (userId: string) => {
    const entry = users.get(userId);
    if (!entry) return;
    bytes -= entry.bytes;
    users.delete(userId);
  };

  const dropPage = (entry: UserEntry, key: string) => {
    const page = entry.pages.get(key);
    if (!page) return;
    entry.pages.delete(key);
    entry.bytes -= page.json.length;
    bytes -= page.json.length;
  };

  /** The entry of exactly this version, marked as just used. */
  const current = (userId: string, version: number) => {
    const entry = users.get(userId);
    if (!entry || entry.version !== version) return undefined;
    users.delete(userId);
    users.set(userId, entry);
    return entry;
  };

  /** The entry to store into; none when a newer version is already kept (an older computation finished last). */
  const writable = (userId: string, version: number) => {
    const entry = users.get(userId);
    if (entry && entry.version > version) return undefined;
    if (entry?.version === version) return current(userId, version);
    drop(userId);
    const fresh: UserEntry = { version, pages: new Map(), bytes: 0 };
    users.set(userId, fresh);
    for (const oldest of users.keys()) {
      if (users.size <= max.users) break;
      drop(oldest);
    }
    return fresh;
  };

  return {
    page(userId: string, version: number, key: string): string | undefined {
      const page = current(userId, version)?.pages.get(key);
      return page && now() - page.at < max.pageTtlMs ? page.json : undefined;
    },

    storePage(userId: string, version: number, key: string, json: string): void {
      if (json.length > max.bytes) return;
      const entry = writable(userId, version);
      if (!entry) return;
      dropPage(entry, key);
      entry.pages.set(key, { json, at: now() });
      entry.bytes += json.length;
      bytes += json.length;
      for (const oldestKey of entry.pages.keys()) {
        if (entry.pages.size <= max.pagesPerUser) break;
        dropPage(entry, oldestKey);
      }
      for (const oldestUser of users.keys()) {
        if (bytes <= max.bytes) break;
        if (oldestUser !== userId) drop(oldestUser);
      }
      for (const oldestKey of entry.pages.keys()) {
        if (bytes <= max.bytes) break;
        dropPage(entry, oldestKey);
      }
    },

    totals(userId: string, version: number): FileTotals | undefined {
      return current(userId, version)?.totals;
    },

    storeTotals(userId: string, version: number, totals: FileTotals): void {
      const entry = writable(userId, version);
      if (entry) entry.totals = totals;
    },

    stats() {
      let pages = 0;
      for (const entry of users.values()) pages += entry.pages.size;
      return { users: users.size, pages, bytes };
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
