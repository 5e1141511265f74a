import type { ChecklistItem, ListFilesResponse, Readiness } from '@uc/contract';
import { ListFilesQuerySchema } from '@uc/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { dataroomFiles, dataroomFolders } from '../../db/schema';
import { suggestChecklistItem } from './checklist';
import { CHECKLIST_BY_SLUG } from './default-folders';
import type { DataRoomDeps } from './deps';
import { TYPE_FILTER_KINDS } from './file-types';
import { breadcrumb, childFolders, ensureDefaultFolders, folderDtos, getOwnedFolder, storageUsed, type FolderCounts } from './folders-service';
import { isOutdated, toFileDto } from './mappers';
import { searchTerms, toPrefixQuery } from './search-sql';
import { cachedTotals } from './totals-cache';

type ListQuery = z.output<typeof ListFilesQuerySchema>;

const outdatedSql = (days: number) => sql`(${dataroomFiles.markedOutdated} or ${dataroomFiles.updatedAt} < now() - make_interval(days => ${days}))`;
// Listings never need the extracted text or the search vector; leaving them out keeps pages cheap.
const { extractedText: _text, searchVector: _vector, ...LIST_COLUMNS } = getTableColumns(dataroomFiles);

function orderBy(q: ListQuery): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  const key = { date: dataroomFiles.updatedAt, name: sql`lower(${dataroomFiles.name})`, size: dataroomFiles.size, type: dataroomFiles.kind }[q.sort];
  return [dir(key), dir(dataroomFiles.id)];
}

/**
 * One pass over the user's files, grouped by folder: file counts per folder and the totals of
 * the stat cards.
 */
async function fileTotals(db: Executor, userId: string) {
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

/**
 * The readiness checklist of every default folder. Only files linked to an item count: the
 * percentage is items done / items, whatever else the data room holds.
 */
async function readiness(db: Executor, userId: string, outdatedDays: number) {
  const [folders, linked] = await Promise.all([
    db
      .select({ id: dataroomFolders.id, name: dataroomFolders.name, slug: dataroomFolders.slug })
      .from(dataroomFolders)
      .where(and(eq(dataroomFolders.userId, userId), isNotNull(dataroomFolders.slug))),
    db
      .select({ id: dataroomFiles.id, key: dataroomFiles.checklistItem, markedOutdated: dataroomFiles.markedOutdated, updatedAt: dataroomFiles.updatedAt })
      .from(dataroomFiles)
      .where(and(eq(dataroomFiles.userId, userId), isNotNull(dataroomFiles.checklistItem))),
  ]);
  const fileByKey = new Map(linked.map((f) => [f.key, f]));
  const items: ChecklistItem[] = folders.flatMap((folder) =>
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

export async function listFiles(deps: DataRoomDeps, userId: string, q: ListQuery): Promise<ListFilesResponse> {
  const { db } = deps;
  const { outdatedDays, quotaBytes } = deps.config.dataroom;
  await ensureDefaultFolders(db, userId);
  if (q.folder_id) await getOwnedFolder(db, userId, q.folder_id);

  const where: SQL[] = [eq(dataroomFiles.userId, userId)];
  if (q.folder_id) where.push(eq(dataroomFiles.folderId, q.folder_id));
  if (q.type) where.push(inArray(dataroomFiles.kind, TYPE_FILTER_KINDS[q.type].length ? TYPE_FILTER_KINDS[q.type] : ['-']));
  const tsquery = toPrefixQuery(q.q);
  if (tsquery) where.push(sql`${dataroomFiles.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  if (q.status === 'outdated') where.push(outdatedSql(outdatedDays));
  if (q.status === 'present') where.push(not(outdatedSql(outdatedDays)));
  if (q.status === 'missing') where.push(sql`false`);
  // Without filters the total is already known from the per-folder counts.
  const filtered = Boolean(q.type || tsquery || q.status !== 'all');

  const [rows, filteredTotal, folderRows, crumbs, totals, used] = await Promise.all([
    db
      .select({ file: LIST_COLUMNS, folderName: dataroomFolders.name })
      .from(dataroomFiles)
      .leftJoin(dataroomFolders, eq(dataroomFolders.id, dataroomFiles.folderId))
      .where(and(...where))
      .orderBy(...orderBy(q))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    filtered ? db.select({ total: count() }).from(dataroomFiles).where(and(...where)).then(([r]) => r.total) : Promise.resolve(null),
    childFolders(db, userId, q.folder_id ?? null),
    q.folder_id ? breadcrumb(db, userId, q.folder_id) : Promise.resolve([]),
    cachedTotals(userId, () => fileTotals(db, userId)),
    storageUsed(db, userId),
  ]);
  const ready = await readiness(db, userId, outdatedDays);
  const missingKeys = new Set(ready.items.filter((i) => i.status === 'missing').map((i) => i.key));
  /** A name hint is offered only for an unlinked file and an item still missing. */
  const suggestion = (file: { checklistItem: string | null; name: string }) => {
    const key = file.checklistItem ? null : suggestChecklistItem(file.name);
    return key && missingKeys.has(key) ? key : null;
  };
  const allFolders = await db
    .select({ id: dataroomFolders.id, name: dataroomFolders.name, parent_id: dataroomFolders.parentId })
    .from(dataroomFolders)
    .where(eq(dataroomFolders.userId, userId))
    .orderBy(asc(dataroomFolders.createdAt));
  const folderCount = allFolders.length;

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
    files: rows.map((r) => ({ ...toFileDto(r.file, r.folderName, outdatedDays), suggested_checklist_item: suggestion(r.file) })),
    total: filteredTotal ?? (q.folder_id ? (totals.perFolder.get(q.folder_id)?.n ?? 0) : totals.files),
    page: q.page,
    page_size: q.page_size,
    folders: await folderDtos(db, folderRows, totals.perFolder),
    breadcrumb: crumbs,
    missing,
    readiness: ready.summary,
    checklist: ready.items,
    all_folders: allFolders,
    stats: { total_files: totals.files, folders: folderCount, storage_used_bytes: used, storage_quota_bytes: quotaBytes, confidential: totals.confidential },
  };
}
