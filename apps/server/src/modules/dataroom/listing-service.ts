import type { ChecklistItem, ListFilesResponse, Readiness } from '@uc/contract';
import { ListFilesQuerySchema, ListFilesResponseSchema, TYPE_FILTER_KINDS } from '@uc/contract';
import { and, asc, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { dataroomFiles, dataroomFolders, dataroomUsage, type DataroomFolderRow } from '../../db/schema';
import { notFound } from '../../errors';
import { suggestChecklistItem } from './checklist';
import { CHECKLIST_BY_SLUG } from './default-folders';
import type { DataRoomDeps } from './deps';
import { ensureDefaultFolders, folderDtos, FOLDER_NOT_FOUND, type FolderCounts } from './folders-service';
import { FILE_COLUMNS, isOutdated, toFileDto } from './mappers';
import { searchTerms, toPrefixQuery } from './search-sql';
import type { FileTotals, ListingCache } from './listing-cache';

type ListQuery = z.output<typeof ListFilesQuerySchema>;

const outdatedSql = (days: number) => sql`(${dataroomFiles.markedOutdated} or ${dataroomFiles.updatedAt} < now() - make_interval(days => ${days}))`;

const SORT_KEYS = { date: dataroomFiles.updatedAt, name: sql`lower(${dataroomFiles.name})`, size: dataroomFiles.size, type: dataroomFiles.kind };

/**
 * One page of files, with the number of matches when `counted`. The matches are sorted as
 * (id, key) pairs and only the page's rows are read in full: sorting whole rows cost twice as
 * much with 10 000 matches. The matches are scanned once for both the page and the count (a CTE
 * used twice is materialised); without a count the planner may walk an index instead.
 */
async function filePage(db: Executor, where: SQL | undefined, q: ListQuery, counted: boolean) {
  const dir = q.order === 'asc' ? asc : desc;
  const matches = db.$with('matches').as(db.select({ id: dataroomFiles.id, key: sql`${SORT_KEYS[q.sort]}`.as('key') }).from(dataroomFiles).where(where));
  const page = db.$with('page').as(
    db
      .select()
      .from(matches)
      .orderBy(dir(matches.key), dir(matches.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  );
  return db
    .with(matches, page)
    .select({ file: FILE_COLUMNS, matches: counted ? sql<number>`(select count(*) from ${matches})`.mapWith(Number) : sql<null>`null` })
    .from(page)
    .innerJoin(dataroomFiles, eq(dataroomFiles.id, page.id))
    .orderBy(dir(page.key), dir(page.id));
}

/**
 * One pass over the user's files, grouped by folder: file counts per folder and the totals of
 * the stat cards.
 */
async function fileTotals(db: Executor, userId: string): Promise<FileTotals> {
  const rows = await db
    .select({
      folderId: dataroomFiles.folderId,
      n: count(),
      last: sql<string | null>`max(${dataroomFiles.updatedAt})`,
      confidential: sql<number>`count(*) filter (where ${dataroomFiles.isConfidential})::int`,
    })
    .from(dataroomFiles)
    .where(eq(dataroomFiles.userId, userId))
    .groupBy(dataroomFiles.folderId);
  const perFolder: FolderCounts = new Map(rows.map((r) => [r.folderId, { n: r.n, last: r.last ? new Date(r.last) : null }]));
  const sum = (k: 'n' | 'confidential') => rows.reduce((acc, r) => acc + r[k], 0);
  return { perFolder, files: sum('n'), confidential: sum('confidential') };
}

type RoomState = { folders: DataroomFolderRow[]; linked: LinkedFile[]; usedBytes: number };
type LinkedFile = { id: string; key: string; markedOutdated: boolean; updatedAt: Date };

/**
 * What a listing needs beside its page, fresh, in one round trip (PGlite runs one statement at a
 * time, so each extra query queues behind every other request): all the user's folders (the
 * tiles, the pickers, the breadcrumb and the checklist's folders come from them), the files
 * linked to checklist items, and the stored bytes.
 */
async function roomState(db: Executor, userId: string): Promise<RoomState> {
  const result = await db.execute<{ folders: unknown; linked: unknown; used: number }>(sql`select
    (select coalesce(json_agg(f order by f.created_at, f.name), '[]') from (
       select id, parent_id, slug, name, description, icon, color, is_confidential, created_at, updated_at
       from ${dataroomFolders} where user_id = ${userId}) f) as folders,
    (select coalesce(json_agg(json_build_object('id', id, 'key', checklist_item, 'marked_outdated', marked_outdated, 'updated_at', updated_at)), '[]')
       from ${dataroomFiles} where user_id = ${userId} and checklist_item is not null) as linked,
    coalesce((select bytes from ${dataroomUsage} where user_id = ${userId}), 0)::float8 as used`);
  const row = result.rows[0];
  // node-postgres parses json columns; PGlite under drizzle may hand over the text.
  const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  type FolderJson = { id: string; parent_id: string | null; slug: string | null; name: string; description: string; icon: string; color: string; is_confidential: boolean; created_at: string; updated_at: string };
  type LinkedJson = { id: string; key: string; marked_outdated: boolean; updated_at: string };
  return {
    folders: json<FolderJson[]>(row.folders).map((f) => ({
      id: f.id,
      userId,
      parentId: f.parent_id,
      slug: f.slug,
      name: f.name,
      description: f.description,
      icon: f.icon,
      color: f.color,
      isConfidential: f.is_confidential,
      createdAt: new Date(f.created_at),
      updatedAt: new Date(f.updated_at),
    })),
    linked: json<LinkedJson[]>(row.linked).map((l) => ({ id: l.id, key: l.key, markedOutdated: l.marked_outdated, updatedAt: new Date(l.updated_at) })),
    usedBytes: Number(row.used),
  };
}

/** From the root down to `folderId`, walked over the folders already loaded (depth capped against cycles). */
function breadcrumb(byId: Map<string, DataroomFolderRow>, folderId: string): { id: string; name: string }[] {
  const chain: { id: string; name: string }[] = [];
  for (let f = byId.get(folderId); f && chain.length < 50; f = f.parentId ? byId.get(f.parentId) : undefined) chain.unshift({ id: f.id, name: f.name });
  return chain;
}

/**
 * The readiness checklist of every default folder. Only files linked to an item count: the
 * percentage is items done / items, whatever else the data room holds.
 */
function readiness(folders: DataroomFolderRow[], linked: LinkedFile[], outdatedDays: number) {
  const fileByKey = new Map(linked.map((f) => [f.key, f]));
  const items: ChecklistItem[] = folders
    .filter((f) => f.slug !== null)
    .flatMap((folder) =>
      (CHECKLIST_BY_SLUG.get(folder.slug!) ?? []).map((def) => {
        const file = fileByKey.get(def.key);
        const status = !file ? 'missing' : isOutdated(file, outdatedDays) ? 'outdated' : 'present';
        return { key: def.key, label: def.label, folder_id: folder.id, folder_name: folder.name, status, file_id: file?.id ?? null } as ChecklistItem;
      }),
    );
  const tally = (s: string) => items.filter((i) => i.status === s).length;
  const outdated = tally('outdated');
  const present = tally('present');
  const missing = tally('missing');
  const total = present + outdated + missing;
  const summary: Readiness = {
    total,
    present,
    missing,
    outdated,
    completion_percent: total === 0 ? 0 : Math.round((present / total) * 100),
    attention_needed: missing + outdated,
  };
  return { items, summary };
}

async function cachedTotals(cache: ListingCache, version: number, db: Executor, userId: string): Promise<FileTotals> {
  const known = cache.totals(userId, version);
  if (known) return known;
  const totals = await fileTotals(db, userId);
  cache.storeTotals(userId, version, totals);
  return totals;
}

/** The user's data-room version (-1 before their first write): moved by the database on every change. */
async function dataroomVersion(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ version: dataroomUsage.version }).from(dataroomUsage).where(eq(dataroomUsage.userId, userId));
  return row?.version ?? -1;
}

const cacheKey = (q: ListQuery) => JSON.stringify([q.folder_id ?? null, q.type ?? null, q.q ?? null, q.status, q.sort, q.order, q.page, q.page_size]);

/**
 * A listing as the JSON the route sends: from the cache while the user's version is unchanged
 * (one indexed read), else computed and kept under the version read BEFORE the data, so that a
 * write racing the computation can only cause a miss. Checked against the response schema once,
 * here, exactly as Fastify's serializer would (a hit and a miss send the same bytes).
 */
export async function listFilesJson(deps: DataRoomDeps, cache: ListingCache, userId: string, q: ListQuery): Promise<string> {
  await ensureDefaultFolders(deps.db, userId);
  const version = await dataroomVersion(deps.db, userId);
  const key = cacheKey(q);
  const hit = cache.page(userId, version, key);
  if (hit !== undefined) return hit;
  const json = JSON.stringify(ListFilesResponseSchema.parse(await listFiles(deps, cache, version, userId, q)));
  cache.storePage(userId, version, key, json);
  return json;
}

/** One listing computed from the database; the per-user totals come from the cache under `version`. */
async function listFiles(deps: DataRoomDeps, cache: ListingCache, version: number, userId: string, q: ListQuery): Promise<ListFilesResponse> {
  const { db } = deps;
  const { outdatedDays, quotaBytes } = deps.config.dataroom;

  const where: SQL[] = [eq(dataroomFiles.userId, userId)];
  if (q.folder_id) where.push(eq(dataroomFiles.folderId, q.folder_id));
  if (q.type) where.push(inArray(dataroomFiles.kind, [...TYPE_FILTER_KINDS[q.type]]));
  const tsquery = toPrefixQuery(q.q);
  if (tsquery) where.push(sql`${dataroomFiles.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  if (q.status === 'outdated') where.push(outdatedSql(outdatedDays));
  if (q.status === 'present') where.push(not(outdatedSql(outdatedDays)));
  if (q.status === 'missing') where.push(sql`false`);
  // Without filters the total is already known from the per-folder counts; with them, the page
  // query counts its matches in the same pass (a search matching every file is scanned once, not twice).
  const filtered = Boolean(q.type || tsquery || q.status !== 'all');

  const [rows, state, totals] = await Promise.all([
    filePage(db, and(...where), q, filtered),
    roomState(db, userId),
    cachedTotals(cache, version, db, userId),
  ]);
  const folderById = new Map(state.folders.map((f) => [f.id, f]));
  if (q.folder_id && !folderById.has(q.folder_id)) throw notFound(FOLDER_NOT_FOUND);
  // A page past the last match has no row to carry the count.
  const filteredTotal = !filtered ? null : rows.length ? rows[0].matches! : q.page > 1 ? await db.$count(dataroomFiles, and(...where)) : 0;

  const ready = readiness(state.folders, state.linked, outdatedDays);
  const missingKeys = new Set(ready.items.filter((i) => i.status === 'missing').map((i) => i.key));
  /** A name hint is offered only for an unlinked file and an item still missing. */
  const suggestion = (file: { checklistItem: string | null; name: string }) => {
    const key = file.checklistItem ? null : suggestChecklistItem(file.name);
    return key && missingKeys.has(key) ? key : null;
  };
  // The folder list is ordered oldest first (the spec's order of the default folders).
  const children = state.folders.filter((f) => f.parentId === (q.folder_id ?? null));

  const terms = searchTerms(q.q);
  // At the root, 'All Files' lists files only (the tiles count what is missing); missing items
  // appear inside their folder, under the Missing filter, or when a search names them.
  const showMissing = !q.type && (q.status === 'missing' || (q.status === 'all' && Boolean(q.folder_id || terms.length)));
  const missing = showMissing
    ? ready.items.filter(
        (i) =>
          i.status === 'missing' &&
          (!q.folder_id || i.folder_id === q.folder_id) &&
          terms.every((t) => i.label.toLowerCase().includes(t) || i.folder_name.toLowerCase().includes(t)),
      )
    : [];

  return {
    files: rows.map(({ file }) => ({ ...toFileDto(file, file.folderId ? (folderById.get(file.folderId)?.name ?? null) : null, outdatedDays), suggested_checklist_item: suggestion(file) })),
    total: filteredTotal ?? (q.folder_id ? (totals.perFolder.get(q.folder_id)?.n ?? 0) : totals.files),
    page: q.page,
    page_size: q.page_size,
    folders: await folderDtos(db, children, totals.perFolder),
    breadcrumb: q.folder_id ? breadcrumb(folderById, q.folder_id) : [],
    missing,
    readiness: ready.summary,
    checklist: ready.items,
    all_folders: state.folders.map((f) => ({ id: f.id, name: f.name, parent_id: f.parentId })),
    stats: { total_files: totals.files, folders: state.folders.length, storage_used_bytes: state.usedBytes, storage_quota_bytes: quotaBytes, confidential: totals.confidential },
  };
}
