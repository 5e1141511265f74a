import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { interleaveAfterQuery, recordStatements, type Recorded } from '../../../test/statements';
import { creditLedger, dataroomFiles, dataroomUsage, users } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { createListingCache } from './listing-cache';
import { multipart } from './test-files';

let ctx: TestContext;
let storageRoot: string;
let recorder: ReturnType<typeof recordStatements>;
type Session = Awaited<ReturnType<typeof signUp>>;
type Listing = {
  files: { id: string; name: string; version: number; size: number; view_count: number; download_count: number; description: string; checklist_item: string | null }[];
  folders: { id: string; name: string }[];
  all_folders: { id: string; name: string }[];
  total: number;
  readiness: { present: number };
  stats: { total_files: number; storage_used_bytes: number };
};

beforeAll(async () => {
  ctx = await createTestApp({
    storage: createLocalStorage((storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-listing-cache-')))),
    config: { dataroom: { quotaBytes: 1024 * 1024, outdatedDays: 90 }, rateLimits: { authPerIp: 1000 } }, // a fresh user per case
  });
  recorder = recordStatements(ctx.db);
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

const upload = async (s: Session, name: string, content = Buffer.from(name), query = '') => {
  const body = multipart(name, content);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files${query}`, headers: { ...s.auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; folder_id: string | null };
};
const rawList = (s: Session, query = '') => ctx.app.inject({ url: `/api/v1/data-room/files${query}`, headers: s.auth });
const list = async (s: Session, query = ''): Promise<Listing> => {
  const res = await rawList(s, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

// An upload's event handlers (integrations) may still be reading when the next request runs.
const listingStatements = (seen: Recorded[]) => seen.filter((r) => !/integration/.test(r.sql)).map((r) => r.sql);

/** Lists twice and checks that the second answer came from the cache: the version read only, the same bytes. */
async function cachedList(s: Session, query = ''): Promise<Listing> {
  const first = await rawList(s, query);
  expect(first.statusCode, first.body).toBe(200);
  const { result: second, seen } = await recorder.during(() => rawList(s, query));
  const statements = listingStatements(seen);
  expect(statements, 'a cached listing reads the version only').toHaveLength(1);
  expect(statements[0]).toMatch(/dataroom_usage/);
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
  return second.json();
}

describe('the listing cache over HTTP', () => {
  it('answers a repeated listing from the cache: one statement, the same bytes and headers as computed', async () => {
    const s = await signUp(ctx);
    await upload(s, 'notes.txt');
    const computed = await rawList(s, '?sort=name&order=asc');
    expect(computed.headers['content-type']).toBe('application/json; charset=utf-8');
    const { result: hit, seen } = await recorder.during(() => rawList(s, '?sort=name&order=asc'));
    expect(listingStatements(seen)).toHaveLength(1);
    expect(hit.body).toBe(computed.body);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.json().files.map((f: { name: string }) => f.name)).toEqual(['notes.txt']);
    // Another query is another page: computed, then cached in turn.
    const { seen: other } = await recorder.during(() => rawList(s, '?sort=name&order=desc'));
    expect(listingStatements(other).length).toBeGreaterThan(1);
    await cachedList(s, '?sort=name&order=desc');
  });

  it('does not cache an error: an unknown folder stays 404', async () => {
    const s = await signUp(ctx);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await rawList(s, `?folder_id=${missing}`)).statusCode).toBe(404);
    expect((await rawList(s, `?folder_id=${missing}`)).statusCode).toBe(404);
  });

  describe('shows every kind of write in the next listing', () => {
    type Case = { name: string; query?: string; write: (s: Session, file: { id: string }) => Promise<unknown>; check: (after: Listing, before: Listing) => void };
    const patchFile = (s: Session, id: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/files/${id}`, headers: s.auth, payload });
    const folder = (s: Session, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) => ctx.app.inject({ method, url: `/api/v1/data-room/folders${url}`, headers: s.auth, payload });
    const cases: Case[] = [
      {
        name: 'an upload',
        write: (s) => upload(s, 'second.txt', Buffer.from('two')),
        check: (after, before) => {
          expect(after.files.map((f) => f.name)).toContain('second.txt');
          expect(after.stats.total_files).toBe(before.stats.total_files + 1);
          expect(after.stats.storage_used_bytes).toBe(before.stats.storage_used_bytes + 3);
        },
      },
      {
        name: 'a new version',
        write: async (s, file) => {
          const body = multipart('first.txt', Buffer.from('version two'));
          const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files/${file.id}/versions`, headers: { ...s.auth, ...body.headers }, payload: body.payload });
          expect(res.statusCode, res.body).toBe(201);
        },
        check: (after, before) => {
          expect(after.files[0]).toMatchObject({ version: 2, size: 'version two'.length });
          expect(after.stats.storage_used_bytes).toBe(before.stats.storage_used_bytes + 'version two'.length);
        },
      },
      {
        name: 'a rename and new details',
        write: (s, file) => patchFile(s, file.id, { name: 'renamed.txt', description: 'Board pack' }),
        check: (after) => expect(after.files[0]).toMatchObject({ name: 'renamed.txt', description: 'Board pack' }),
      },
      {
        name: 'a view (the view count)',
        write: (s, file) => ctx.app.inject({ url: `/api/v1/data-room/files/${file.id}`, headers: s.auth }),
        check: (after, before) => expect(after.files[0].view_count).toBe(before.files[0].view_count + 1),
      },
      {
        name: 'a download (the download count)',
        write: async (s, file) => {
          const res = await ctx.app.inject({ url: `/api/v1/data-room/files/${file.id}/download`, headers: s.auth });
          expect(res.statusCode).toBe(200);
        },
        check: (after, before) => expect(after.files[0].download_count).toBe(before.files[0].download_count + 1),
      },
      {
        name: 'a delete',
        write: (s, file) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/files/${file.id}`, headers: s.auth }),
        check: (after) => {
          expect(after.files).toEqual([]);
          expect(after.stats).toMatchObject({ total_files: 0, storage_used_bytes: 0 });
        },
      },
      {
        name: 'a bulk delete',
        write: (s, file) => ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files/bulk-delete', headers: s.auth, payload: { ids: [file.id] } }),
        check: (after) => expect(after.total).toBe(0),
      },
      {
        name: 'a new folder',
        write: (s) => folder(s, 'POST', '', { name: 'Board' }),
        check: (after) => expect(after.folders.map((f) => f.name)).toContain('Board'),
      },
      {
        name: 'a renamed folder',
        write: async (s) => {
          const [first] = (await list(s)).folders;
          await folder(s, 'PATCH', `/${first.id}`, { name: 'Summary' });
        },
        check: (after) => expect(after.folders[0].name).toBe('Summary'),
      },
      {
        name: 'a deleted folder (with its files)',
        write: async (s, file) => {
          const [first] = (await list(s)).folders;
          await patchFile(s, file.id, { folder_id: first.id });
          // That move is a write too: the listing must show it before the folder goes.
          expect((await list(s)).files[0]).toMatchObject({ folder_id: first.id });
          const res = await folder(s, 'DELETE', `/${first.id}?confirm=true`);
          expect(res.statusCode).toBe(204);
        },
        check: (after, before) => {
          expect(after.all_folders).toHaveLength(before.all_folders.length - 1);
          expect(after.files).toEqual([]);
        },
      },
      {
        name: 'a checklist link',
        write: (s, file) => patchFile(s, file.id, { checklist_item: 'pitch_deck' }),
        check: (after, before) => {
          expect(after.readiness.present).toBe(before.readiness.present + 1);
          expect(after.files[0].checklist_item).toBe('pitch_deck');
        },
      },
      {
        name: 'a file row changed in SQL (another server instance)',
        write: (_s, file) => ctx.db.execute(sql`update dataroom_files set description = 'from another instance' where id = ${file.id}`),
        check: (after) => expect(after.files[0].description).toBe('from another instance'),
      },
      {
        name: 'a file inserted in SQL',
        write: (s) =>
          ctx.db.insert(dataroomFiles).values({ userId: s.userId, name: 'seeded.pdf', kind: 'pdf', mimeType: 'application/pdf', size: 10, sha256: 'x', storageKey: 'users/seed/1' }),
        check: (after) => expect(after.files.map((f) => f.name)).toContain('seeded.pdf'),
      },
      {
        name: 'a folder renamed in SQL',
        write: (s) => ctx.db.execute(sql`update dataroom_folders set name = 'Renamed elsewhere' where user_id = ${s.userId} and slug = 'executive-summary'`),
        check: (after) => expect(after.folders.map((f) => f.name)).toContain('Renamed elsewhere'),
      },
      {
        name: 'the stored bytes changed in SQL',
        write: (s) => ctx.db.update(dataroomUsage).set({ bytes: 12_345 }).where(eq(dataroomUsage.userId, s.userId)),
        check: (after) => expect(after.stats.storage_used_bytes).toBe(12_345),
      },
      {
        name: 'a search hit added by new details',
        query: '?q=quarterly',
        write: (s, file) => patchFile(s, file.id, { tags: ['quarterly'] }),
        check: (after, before) => {
          expect(before.files).toEqual([]);
          expect(after.files.map((f) => f.name)).toEqual(['first.txt']);
        },
      },
    ];

    for (const c of cases) {
      it(c.name, async () => {
        const s = await signUp(ctx);
        await list(s); // the default folders come with the first listing
        const file = await upload(s, 'first.txt', Buffer.from('first'));
        const before = await cachedList(s, c.query);
        await c.write(s, file);
        c.check(await list(s, c.query), before);
        // And the new state is cached in turn.
        c.check(await cachedList(s, c.query), before);
      });
    }
  });

  it('never keeps a stale page when a write lands between any two steps of a listing', async () => {
    const s = await signUp(ctx);
    const file = await upload(s, 'race.txt');
    const rename = (name: string) => ctx.db.update(dataroomFiles).set({ name }).where(eq(dataroomFiles.id, file.id));
    await list(s);
    await rename('before-0');
    const ofListing = (text: string) => /dataroom/.test(text);
    const { seen } = await recorder.during(() => list(s));
    const steps = seen.filter((r) => ofListing(r.sql)).length;
    expect(steps, 'a computed listing reads the version and then its data').toBeGreaterThan(1);
    for (let n = 1; n <= steps; n++) {
      await rename(`before-${n}`); // a miss, so that the listing below computes
      const race = interleaveAfterQuery(ctx.db, n, ofListing, () => rename(`raced-${n}`));
      try {
        await list(s);
        expect(race.fired()).toBe(true);
      } finally {
        race.restore();
      }
      expect((await list(s)).files[0].name, `a write after query ${n}`).toBe(`raced-${n}`);
      expect((await cachedList(s)).files[0].name).toBe(`raced-${n}`);
    }
  });

  it('never answers a user with another user\'s cached page', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await list(a);
    await list(b);
    await upload(a, 'only-a.txt');
    await upload(b, 'only-b.txt');
    for (let round = 0; round < 2; round++) {
      expect((await list(a)).files.map((f) => f.name)).toEqual(['only-a.txt']);
      expect((await list(b)).files.map((f) => f.name)).toEqual(['only-b.txt']);
    }
    const fromA = await cachedList(a);
    const fromB = await cachedList(b);
    expect(fromA.all_folders).toHaveLength(6);
    expect(fromA.all_folders.filter((f) => fromB.all_folders.some((g) => g.id === f.id))).toEqual([]);
    // A write by one user leaves the other's page cached.
    await upload(a, 'another-a.txt');
    await cachedList(b);
  });
});

describe('the data-room version kept by the database', () => {
  // The version is bumped at commit, after the changed rows are locked; a write that locked the
  // usage row before a file row would deadlock with a view of that file committing in between.
  it.skipIf(!process.env.TEST_DATABASE_URL)('does not deadlock a new version against a view of the same file committing meanwhile (PostgreSQL)', async () => {
    const s = await signUp(ctx);
    await list(s);
    const file = await upload(s, 'busy.txt');
    type Query = (...args: unknown[]) => Promise<unknown>;
    type PooledClient = { query: Query; release: (...args: unknown[]) => unknown };
    const pool = (ctx.db as unknown as { $client: { connect: (...args: unknown[]) => Promise<PooledClient> } }).$client;
    const connect = pool.connect;
    let view: Promise<{ statusCode: number }> | undefined;
    // In the new version's transaction, once it holds the usage row: a view runs to its commit.
    pool.connect = async function (this: unknown, ...args: unknown[]) {
      if (args.length) return connect.apply(this, args); // pool.query's own checkout (callback style)
      const client = await connect.call(this);
      const { query, release } = client;
      let versionInserted = false;
      client.query = function (this: unknown, ...queryArgs: unknown[]) {
        const text = String((queryArgs[0] as { text?: string }).text ?? queryArgs[0]);
        const answer = query.apply(this, queryArgs);
        versionInserted ||= /insert into "dataroom_file_versions"/.test(text);
        if (view || !versionInserted || !/"dataroom_usage"/.test(text)) return answer;
        view = ctx.app.inject({ url: `/api/v1/data-room/files/${file.id}`, headers: s.auth }).then((r) => r); // inject starts on then()
        return answer.then((r) => new Promise((resolve) => setTimeout(() => resolve(r), 300)));
      };
      client.release = (...releaseArgs: unknown[]) => {
        Object.assign(client, { query, release });
        return release.apply(client, releaseArgs);
      };
      return client;
    };
    try {
      const body = multipart('busy.txt', Buffer.from('version two'));
      const added = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files/${file.id}/versions`, headers: { ...s.auth, ...body.headers }, payload: body.payload });
      expect(view, 'the view ran inside the window').toBeDefined();
      expect([added.statusCode, (await view!).statusCode]).toEqual([201, 200]);
    } finally {
      pool.connect = connect;
    }
    expect(await cachedList(s)).toMatchObject({ files: [{ version: 2, view_count: 1 }] });
  });

  const versionOf = async (userId: string) => (await ctx.db.select({ v: dataroomUsage.version }).from(dataroomUsage).where(eq(dataroomUsage.userId, userId)))[0]?.v;

  it('moves on every change of files, folders, versions and stored bytes, once per transaction', async () => {
    const s = await signUp(ctx);
    await list(s); // the default folders are created: the version exists from here on
    const start = await versionOf(s.userId);
    expect(start).toBeGreaterThan(0);
    const file = await upload(s, 'v.txt');
    const afterUpload = await versionOf(s.userId);
    expect(afterUpload).toBeGreaterThan(start);
    await ctx.db.execute(sql`update dataroom_file_versions set created_by = 'Someone' where file_id = ${file.id}`);
    expect(await versionOf(s.userId)).toBe(afterUpload + 1);
    await ctx.db.execute(sql`update dataroom_folders set description = 'x' where user_id = ${s.userId}`); // six rows, one transaction
    expect(await versionOf(s.userId)).toBe(afterUpload + 2);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update dataroom_files set tags = '{a}' where id = ${file.id}`);
      await tx.execute(sql`update dataroom_folders set color = 'red' where user_id = ${s.userId}`);
    });
    expect(await versionOf(s.userId)).toBe(afterUpload + 3);
    await ctx.db.update(dataroomUsage).set({ bytes: 99 }).where(eq(dataroomUsage.userId, s.userId));
    expect(await versionOf(s.userId)).toBe(afterUpload + 4);
    await ctx.db.update(dataroomUsage).set({ bytes: 99 }).where(eq(dataroomUsage.userId, s.userId)); // unchanged bytes
    expect(await versionOf(s.userId)).toBe(afterUpload + 4);
  });

  it('lets a user with a data room be deleted (the cascade does not recreate the version row)', async () => {
    const s = await signUp(ctx);
    const file = await upload(s, 'bye.txt');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: s.auth, payload: { name: 'Sub' } });
    const body = multipart('bye.txt', Buffer.from('v2'));
    await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files/${file.id}/versions`, headers: { ...s.auth, ...body.headers }, payload: body.payload });
    // Money records refuse a user's deletion (ON DELETE RESTRICT); account erasure moves them first, as here.
    await ctx.db.delete(creditLedger).where(eq(creditLedger.userId, s.userId));
    await ctx.db.delete(users).where(eq(users.id, s.userId));
    expect(await ctx.db.select().from(dataroomUsage).where(eq(dataroomUsage.userId, s.userId))).toEqual([]);
    expect(await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.userId, s.userId))).toEqual([]);
  });
});

describe('createListingCache', () => {
  const totals = { perFolder: new Map(), files: 1, confidential: 0 };

  it('serves a page only under the version it was computed for, and only within the TTL', () => {
    let now = 1_000;
    const cache = createListingCache({ pageTtlMs: 30_000 }, () => now);
    cache.storePage('u1', 5, 'k', '{"a":1}');
    cache.storeTotals('u1', 5, totals);
    expect(cache.page('u1', 5, 'k')).toBe('{"a":1}');
    expect(cache.totals('u1', 5)).toBe(totals);
    expect(cache.page('u1', 6, 'k')).toBeUndefined();
    expect(cache.totals('u1', 6)).toBeUndefined();
    expect(cache.page('u1', 5, 'other')).toBeUndefined();
    expect(cache.page('u2', 5, 'k')).toBeUndefined();
    now += 30_000;
    expect(cache.page('u1', 5, 'k')).toBeUndefined();
  });

  it('keeps a newer version when an older computation finishes last', () => {
    const cache = createListingCache();
    cache.storePage('u1', 7, 'k', 'new');
    cache.storePage('u1', 6, 'k', 'old');
    cache.storeTotals('u1', 6, totals);
    expect(cache.page('u1', 7, 'k')).toBe('new');
    expect(cache.totals('u1', 7)).toBeUndefined();
    // A newer version replaces the whole entry.
    cache.storePage('u1', 8, 'j', 'newer');
    expect(cache.page('u1', 7, 'k')).toBeUndefined();
    expect(cache.stats()).toEqual({ users: 1, pages: 1, bytes: 'newer'.length });
  });

  it('stays bounded in users, pages per user and bytes, dropping the least recently used first', () => {
    const cache = createListingCache({ users: 3, pagesPerUser: 2, bytes: 100 });
    for (const u of ['a', 'b', 'c']) cache.storePage(u, 1, 'k', 'x'.repeat(10));
    cache.page('a', 1, 'k'); // a is used again: b is now the oldest
    cache.storePage('d', 1, 'k', 'x'.repeat(10));
    expect(['a', 'b', 'c', 'd'].filter((u) => cache.page(u, 1, 'k'))).toEqual(['a', 'c', 'd']);

    for (const k of ['p1', 'p2', 'p3']) cache.storePage('a', 1, k, 'y');
    expect(['k', 'p1', 'p2', 'p3'].filter((k) => cache.page('a', 1, k))).toEqual(['p2', 'p3']);
    expect(cache.stats().pages).toBe(4);

    cache.storePage('e', 1, 'big', 'z'.repeat(90)); // over the byte budget: the least recently used users go
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
    expect(cache.page('e', 1, 'big')).toBe('z'.repeat(90));
    cache.storePage('f', 1, 'huge', 'z'.repeat(101)); // larger than the whole budget: not kept
    expect(cache.page('f', 1, 'huge')).toBeUndefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
  });
});
