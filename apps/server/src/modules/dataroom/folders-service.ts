import type { CreateFolderBody, DataRoomFolder } from '@uc/contract';
import { and, count, eq, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { dataroomFiles, dataroomFileVersions, dataroomFolders, dataroomUsage, type DataroomFolderRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { DEFAULT_FOLDERS } from './default-folders';
import type { DataRoomDeps } from './deps';
import { removeBlobs } from './files-service';
import { toFolderDto } from './mappers';

export const FOLDER_NOT_FOUND = 'Folder not found';
export const FOLDER_NOT_EMPTY = 'This folder is not empty. Confirm to delete it together with its files and sub-folders.';

export async function getOwnedFolder(db: Executor, userId: string, id: string): Promise<DataroomFolderRow> {
  const [row] = await db.select().from(dataroomFolders).where(and(eq(dataroomFolders.id, id), eq(dataroomFolders.userId, userId)));
  if (!row) throw notFound(FOLDER_NOT_FOUND);
  return row;
}

/** Moves the stored-bytes counter inside the transaction that adds or removes version rows. */
export async function moveUsage(tx: Executor, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .insert(dataroomUsage)
    .values({ userId, bytes: Math.max(delta, 0) })
    .onConflictDoUpdate({ target: dataroomUsage.userId, set: { bytes: sql`greatest(${dataroomUsage.bytes} + ${delta}, 0)` } });
}

/** Users seen seeded by this process (per database): the stored flag is read once per user. */
const seededByDb = new WeakMap<Db, Set<string>>();

/**
 * A data room starts with the six default folders and their readiness checklist, created by the
 * user's first data-room action of any kind (UI or API). The seeding is stored
 * (`dataroom_usage.folders_seeded_at`): whoever claims it first creates the folders, and a user
 * who deleted them does not get them back, after a restart or on another instance.
 */
export async function ensureDefaultFolders(db: Db, userId: string): Promise<void> {
  const seeded = seededByDb.get(db) ?? seededByDb.set(db, new Set()).get(db)!;
  if (seeded.has(userId)) return;
  await db.transaction(async (tx) => {
    // Inserted, or updated from null: this request claims the seeding; otherwise it was done before.
    const claimed = await tx
      .insert(dataroomUsage)
      .values({ userId, foldersSeededAt: new Date() })
      .onConflictDoUpdate({ target: dataroomUsage.userId, set: { foldersSeededAt: new Date() }, where: isNull(dataroomUsage.foldersSeededAt) })
      .returning({ userId: dataroomUsage.userId });
    if (claimed.length === 0) return;
    const [has] = await tx.select({ id: dataroomFolders.id }).from(dataroomFolders).where(eq(dataroomFolders.userId, userId)).limit(1);
    if (has) return;
    const now = Date.now();
    await tx
      .insert(dataroomFolders)
      // Creation times one millisecond apart keep the spec's order (folders list oldest first).
      .values(DEFAULT_FOLDERS.map((f, i) => ({ userId, slug: f.slug, name: f.name, description: f.description, icon: f.icon, color: f.color, createdAt: new Date(now + i) })))
      .onConflictDoNothing();
  });
  seeded.add(userId);
}

/** The default folder with this slug, re-created if the user deleted it (generated documents need a home). */
export async function folderBySlug(db: Db, userId: string, slug: string): Promise<DataroomFolderRow> {
  await ensureDefaultFolders(db, userId);
  const [row] = await db.select().from(dataroomFolders).where(and(eq(dataroomFolders.userId, userId), eq(dataroomFolders.slug, slug)));
  if (row) return row;
  const def = DEFAULT_FOLDERS.find((f) => f.slug === slug);
  if (!def) throw new Error(`unknown folder slug ${slug}`);
  const [created] = await db
    .insert(dataroomFolders)
    .values({ userId, slug, name: def.name, description: def.description, icon: def.icon, color: def.color })
    .returning();
  return created;
}

export type FolderCounts = Map<string | null, { n: number; last: Date | null }>;

/** Folders with their direct file counts and latest change (computed here unless the caller already has them). */
export async function folderDtos(db: Executor, rows: DataroomFolderRow[], known?: FolderCounts): Promise<DataRoomFolder[]> {
  if (rows.length === 0) return [];
  if (known) return rows.map((r) => toFolderDto(r, known.get(r.id)?.n ?? 0, known.get(r.id)?.last ?? null));
  const counts = await db
    .select({ folderId: dataroomFiles.folderId, n: count(), last: max(dataroomFiles.updatedAt) })
    .from(dataroomFiles)
    .where(inArray(dataroomFiles.folderId, rows.map((r) => r.id)))
    .groupBy(dataroomFiles.folderId);
  const byId = new Map(counts.map((c) => [c.folderId, c]));
  return rows.map((r) => toFolderDto(r, byId.get(r.id)?.n ?? 0, byId.get(r.id)?.last ?? null));
}

export const folderNameTaken = (name: string) => `A folder named "${name}" already exists here. Choose another name.`;

/** 409 when the parent already holds a folder of that name (case-insensitive), other than `exceptId`. */
async function refuseDuplicateName(db: Executor, userId: string, parentId: string | null, name: string, exceptId?: string) {
  const [dup] = await db
    .select({ id: dataroomFolders.id })
    .from(dataroomFolders)
    .where(
      and(
        eq(dataroomFolders.userId, userId),
        parentId ? eq(dataroomFolders.parentId, parentId) : isNull(dataroomFolders.parentId),
        sql`lower(${dataroomFolders.name}) = lower(${name.trim()})`,
        exceptId ? ne(dataroomFolders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw new HttpError(409, folderNameTaken(name.trim()));
}

export async function createFolder(deps: DataRoomDeps, userId: string, body: CreateFolderBody): Promise<DataRoomFolder> {
  if (body.parent_id) await getOwnedFolder(deps.db, userId, body.parent_id);
  await refuseDuplicateName(deps.db, userId, body.parent_id ?? null, body.name);
  const [row] = await deps.db
    .insert(dataroomFolders)
    .values({ userId, parentId: body.parent_id ?? null, name: body.name, description: body.description ?? '' })
    .returning();
  return (await folderDtos(deps.db, [row]))[0];
}

export async function updateFolder(
  deps: DataRoomDeps,
  userId: string,
  id: string,
  body: { name?: string; description?: string; is_confidential?: boolean },
): Promise<DataRoomFolder> {
  const folder = await getOwnedFolder(deps.db, userId, id);
  if (body.name !== undefined) await refuseDuplicateName(deps.db, userId, folder.parentId, body.name, id);
  const [row] = await deps.db
    .update(dataroomFolders)
    .set({ name: body.name, description: body.description, isConfidential: body.is_confidential, updatedAt: new Date() })
    .where(eq(dataroomFolders.id, id))
    .returning();
  return (await folderDtos(deps.db, [row]))[0];
}

/** Deletes a folder; a non-empty one only with `confirm`, and then with everything inside it. */
export async function deleteFolder(deps: DataRoomDeps, userId: string, id: string, confirm: boolean): Promise<void> {
  await getOwnedFolder(deps.db, userId, id);
  const keys = await deps.db.transaction(async (tx) => {
    const subtree = await tx.execute<{ id: string }>(sql`
      with recursive tree as (
        select id from dataroom_folders where id = ${id} and user_id = ${userId}
        union all
        select f.id from dataroom_folders f join tree t on f.parent_id = t.id
      ) select id from tree`);
    const folderIds = (subtree.rows as { id: string }[]).map((r) => r.id);
    const versions = await tx
      .select({ key: dataroomFileVersions.storageKey, size: dataroomFileVersions.size })
      .from(dataroomFileVersions)
      .innerJoin(dataroomFiles, eq(dataroomFiles.id, dataroomFileVersions.fileId))
      .where(inArray(dataroomFiles.folderId, folderIds));
    if (!confirm && (folderIds.length > 1 || versions.length > 0)) throw new HttpError(409, FOLDER_NOT_EMPTY);
    // Generated decks' PDF renderings go with their files.
    const renditions = await tx
      .select({ key: dataroomFiles.pdfRenditionKey })
      .from(dataroomFiles)
      .where(and(inArray(dataroomFiles.folderId, folderIds), isNotNull(dataroomFiles.pdfRenditionKey)));
    await tx.delete(dataroomFolders).where(eq(dataroomFolders.id, id));
    await moveUsage(tx, userId, -versions.reduce((n, v) => n + v.size, 0));
    return [...versions.map((v) => v.key), ...renditions.map((r) => r.key!)];
  });
  await removeBlobs(deps, keys);
}
