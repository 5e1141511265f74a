import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DataRoomFile, FileVersion, UpdateFileBody } from '@uc/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { dataroomFiles, dataroomFileVersions, dataroomFolders } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { parseRange } from '../../http-range';
import { StorageNotFoundError, type ByteRange } from '../../providers/storage';
import type { DataRoomDeps } from './deps';
import { kindFromName, sanitizeFileName, UNSUPPORTED_TYPE } from './file-types';
import { FILE_COLUMNS, toFileDto, type FileRowLite } from './mappers';
import { searchVectorSql } from './search-sql';
import type { PageTitles } from './page-titles';
import { EXTRACT_MAX_BYTES, type Extraction, extractStoredText, readPageTitles } from './text-extract';
import { InspectingStream } from './upload-stream';
import { checklistHome, linkChecklistItem } from './checklist';
import { folderBySlug, getOwnedFolder, moveUsage } from './folders-service';
import { quotaSettled, releaseQuota, reserveQuota, type QuotaHold } from './quota';

export const FILE_NOT_FOUND = 'File not found';

/** A version replaces the file's content, so it keeps the file's type (links and previews rely on it). */
export const versionTypeMismatch = (name: string, kind: string, got: string) =>
  `A new version of ${name} must also be a ${kind.toUpperCase()} file (this one is ${got.toUpperCase()}). Upload it as a new file instead.`;

export async function getOwnedFile(db: Executor, userId: string, id: string): Promise<FileRowLite> {
  const [row] = await db.select(FILE_COLUMNS).from(dataroomFiles).where(and(eq(dataroomFiles.id, id), eq(dataroomFiles.userId, userId)));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}

async function folderName(db: Executor, folderId: string | null) {
  if (!folderId) return null;
  const [f] = await db.select({ name: dataroomFolders.name }).from(dataroomFolders).where(eq(dataroomFolders.id, folderId));
  return f?.name ?? null;
}

export async function fileDto(deps: DataRoomDeps, row: FileRowLite): Promise<DataRoomFile> {
  return toFileDto(row, await folderName(deps.db, row.folderId), deps.config.dataroom.outdatedDays);
}

type StoredBlob = {
  storageKey: string;
  size: number;
  sha256: string;
  kind: string;
  mimeType: string;
  name: string;
  extractedText: string;
  searchable: boolean;
  /** PDFs whose text was read: a title (or null) per page; null otherwise (see page-titles.ts). */
  pageTitles: PageTitles | null;
  /** The quota held at admission; the row transaction moves the counter by size - hold.bytes and ends the hold. */
  hold: QuotaHold;
  /** The stored PDF rendering of a generated office file, or null. */
  renditionKey: string | null;
};

/**
 * A generated file's PDF rendering (the share viewer shows it), stored next to the file. It is not
 * counted in the quota: the product makes it, the founder cannot remove it apart from the file,
 * and it goes with the file (deletion, a new version).
 */
async function storeRendition(deps: DataRoomDeps, userId: string, pdf: Buffer | undefined): Promise<string | null> {
  if (!pdf) return null;
  const key = `users/${userId}/${randomUUID()}`;
  await deps.storage.put(key, Readable.from([pdf]));
  return key;
}


/** Streams one upload into storage under a generated key; checks type, size and quota on the way. */
async function storeBlob(deps: DataRoomDeps, userId: string, rawName: string, body: Readable, declaredBytes?: number, rendition?: Buffer): Promise<StoredBlob> {
  const name = sanitizeFileName(rawName);
  if (!kindFromName(name)) {
    body.resume();
    throw new HttpError(415, UNSUPPORTED_TYPE);
  }
  // The body may fail (a truncated multipart) while the quota is being reserved: remember it, never crash.
  body.on('error', () => {});
  let hold: QuotaHold;
  try {
    hold = await reserveQuota(deps, userId, declaredBytes);
  } catch (err) {
    body.resume();
    throw err;
  }
  try {
    const stored = await streamToStorage(deps, userId, name, body, hold.bytes);
    const renditionKey = await storeRendition(deps, userId, rendition).catch(async (err: unknown) => {
      await deps.storage.delete(stored.storageKey).catch(() => {});
      throw err;
    });
    // A deck's pages are its rendition's pages: their titles (one bookmark per slide) name where investors stop.
    const pageTitles = stored.pageTitles ?? (rendition ? await readPageTitles(rendition) : null);
    return { ...stored, pageTitles, hold, renditionKey };
  } catch (err) {
    await releaseQuota(deps, userId, hold);
    throw err;
  }
}

async function streamToStorage(deps: DataRoomDeps, userId: string, name: string, body: Readable, quotaLeft: number): Promise<Omit<StoredBlob, 'hold' | 'renditionKey'>> {
  if (body.destroyed) throw body.errored ?? new HttpError(400, 'The upload ended before the file was complete');
  const inspector = new InspectingStream(name, quotaLeft);
  const storageKey = `users/${userId}/${randomUUID()}`;
  // pipe() does not forward source errors; without this a failed upload would never end.
  body.once('error', (err) => inspector.destroy(err));
  // The driver may attach its pipeline a tick later (mkdir, spooling); it still sees the error
  // through the stream's errored state, so an early one must not crash the process meanwhile.
  inspector.on('error', () => {});
  try {
    await deps.storage.put(storageKey, body.pipe(inspector));
  } catch (err) {
    body.resume();
    await deps.storage.delete(storageKey).catch(() => {});
    throw err;
  }
  if (!inspector.kind) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw new HttpError(415, 'Unsupported file type.');
  }
  let extracted: Extraction = { text: '', searchable: true };
  if (['pdf', 'docx', 'pptx', 'xlsx', 'txt', 'md', 'csv'].includes(inspector.kind)) {
    if (inspector.size > EXTRACT_MAX_BYTES) extracted.searchable = false;
    else {
      // A worker with a heap limit and a deadline: a hostile file is stored but not searchable.
      extracted = await extractStoredText(inspector.kind, () => deps.storage.get(storageKey), { timeoutMs: deps.config.dataroom.extractTimeoutMs });
    }
  }
  const { text: extractedText, searchable, pageTitles = null } = extracted;
  const { size, sha256, kind, mimeType } = inspector;
  return { storageKey, size, sha256, kind, mimeType, name, extractedText, searchable, pageTitles };
}

/**
 * The rows of a stored blob, in one transaction. If it fails, the blob and the quota reservation
 * are given back (a crash in between leaves an orphan blob, which the start-up sweep removes).
 */
async function writeRows<T>(deps: DataRoomDeps, userId: string, blob: StoredBlob, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await work(tx);
      await quotaSettled(tx, blob.hold);
      return result;
    });
  } catch (err) {
    await releaseQuota(deps, userId, blob.hold);
    await removeBlobs(deps, [blob.storageKey, ...(blob.renditionKey ? [blob.renditionKey] : [])]);
    throw err;
  }
}

export type NewFileInput = {
  userId: string;
  fileName: string;
  body: Readable;
  /** The request's Content-Length, when known: the quota is reserved for that much. */
  declaredBytes?: number;
  folderId?: string | null;
  checklistItem?: string | null;
  createdBy?: string;
  description?: string;
  /** The file's PDF rendering (a generated deck), stored with it for the share viewer. */
  rendition?: Buffer;
};

/**
 * A new file, or (when the checklist item already has a file) a new version of that file.
 * Either way the bytes are stored first and the rows written in one transaction.
 */
export async function createFile(deps: DataRoomDeps, input: NewFileInput): Promise<DataRoomFile> {
  const { db } = deps;
  if (input.folderId) await getOwnedFolder(db, input.userId, input.folderId);
  const item = input.checklistItem;
  if (item) {
    const home = checklistHome(item);
    // A checklist document lives in its folder unless the caller chose another one.
    input = { ...input, folderId: input.folderId ?? (await folderBySlug(db, input.userId, home.slug)).id };
    const [existing] = await db
      .select({ id: dataroomFiles.id, kind: dataroomFiles.kind })
      .from(dataroomFiles)
      .where(and(eq(dataroomFiles.userId, input.userId), eq(dataroomFiles.checklistItem, item)));
    // The same type: a new version of the item's file. Another type: a new file takes over the item.
    if (existing && existing.kind === kindFromName(sanitizeFileName(input.fileName))) return addVersion(deps, { userId: input.userId, fileId: existing.id, fileName: input.fileName, body: input.body, createdBy: input.createdBy, declaredBytes: input.declaredBytes, rendition: input.rendition });
  }
  const blob = await storeBlob(deps, input.userId, input.fileName, input.body, input.declaredBytes, input.rendition);
  const createdBy = input.createdBy ?? 'You';
  const description = input.description ?? '';
  const row = await writeRows(deps, input.userId, blob, async (tx) => {
    const [file] = await tx
      .insert(dataroomFiles)
      .values({
        userId: input.userId,
        folderId: input.folderId ?? null,
        checklistItem: input.checklistItem ?? null,
        name: blob.name,
        kind: blob.kind,
        mimeType: blob.mimeType,
        size: blob.size,
        sha256: blob.sha256,
        storageKey: blob.storageKey,
        createdBy,
        description,
        extractedText: blob.extractedText,
        searchable: blob.searchable,
        pageTitles: blob.pageTitles,
        searchVector: searchVectorSql({ name: blob.name, description, tags: [], extractedText: blob.extractedText }),
        pdfRenditionKey: blob.renditionKey,
      })
      .returning(FILE_COLUMNS);
    if (input.checklistItem) await linkChecklistItem(tx, input.userId, file.id, input.checklistItem);
    await tx.insert(dataroomFileVersions).values({ fileId: file.id, userId: input.userId, version: 1, name: blob.name, mimeType: blob.mimeType, size: blob.size, sha256: blob.sha256, storageKey: blob.storageKey, createdBy });
    await moveUsage(tx, input.userId, blob.size - blob.hold.bytes);
    return file;
  });
  return fileDto(deps, row);
}

/** Re-upload: the file keeps its id, metadata and history; its content, name and version move on. */
export async function addVersion(
  deps: DataRoomDeps,
  input: { userId: string; fileId: string; fileName: string; body: Readable; createdBy?: string; declaredBytes?: number; rendition?: Buffer },
): Promise<DataRoomFile> {
  const current = await getOwnedFile(deps.db, input.userId, input.fileId);
  const kind = kindFromName(sanitizeFileName(input.fileName));
  if (kind && kind !== current.kind) {
    input.body.resume();
    throw new HttpError(415, versionTypeMismatch(current.name, current.kind, kind));
  }
  const blob = await storeBlob(deps, input.userId, input.fileName, input.body, input.declaredBytes, input.rendition);
  const createdBy = input.createdBy ?? 'You';
  const row = await writeRows(deps, input.userId, blob, async (tx) => {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${dataroomFileVersions.version}), 0)::int + 1` })
      .from(dataroomFileVersions)
      .where(eq(dataroomFileVersions.fileId, current.id));
    await tx.insert(dataroomFileVersions).values({ fileId: current.id, userId: input.userId, version: next, name: blob.name, mimeType: blob.mimeType, size: blob.size, sha256: blob.sha256, storageKey: blob.storageKey, createdBy });
    const [updated] = await tx
      .update(dataroomFiles)
      .set({
        // The file keeps its name (a founder's "Pitch deck.pdf" stays so); the version row keeps the uploaded name.
        kind: blob.kind,
        mimeType: blob.mimeType,
        size: blob.size,
        sha256: blob.sha256,
        storageKey: blob.storageKey,
        version: next,
        createdBy,
        markedOutdated: false,
        extractedText: blob.extractedText,
        searchable: blob.searchable,
        pageTitles: blob.pageTitles,
        searchVector: searchVectorSql({ name: current.name, description: current.description, tags: current.tags, extractedText: blob.extractedText }),
        // The rendering of the previous content never stands for this one (a founder's own upload has none).
        pdfRenditionKey: blob.renditionKey,
        updatedAt: new Date(),
      })
      .where(eq(dataroomFiles.id, current.id))
      .returning(FILE_COLUMNS);
    // The usage row is locked last, as in every data-room write (the version bump at commit too):
    // locking it before a file row could deadlock with a view or download of that file.
    await moveUsage(tx, input.userId, blob.size - blob.hold.bytes);
    return updated;
  });
  if (current.pdfRenditionKey) await removeBlobs(deps, [current.pdfRenditionKey]);
  return fileDto(deps, row);
}

/** Opening the details counts a view. */
export async function viewFile(deps: DataRoomDeps, userId: string, id: string): Promise<DataRoomFile> {
  const [row] = await deps.db
    .update(dataroomFiles)
    .set({ viewCount: sql`${dataroomFiles.viewCount} + 1` })
    .where(and(eq(dataroomFiles.id, id), eq(dataroomFiles.userId, userId)))
    .returning(FILE_COLUMNS);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return fileDto(deps, row);
}

/** `range` is set when only those bytes are sent (a 206); `size` is always the whole file's. */
export type Download = { stream: Readable; name: string; mimeType: string; size: number; range: ByteRange | null };

/** The current content (or one version) as a stream; a current-version download is counted. */
export async function openDownload(deps: DataRoomDeps, userId: string, id: string, version?: number, rangeHeader?: string): Promise<Download> {
  const file = await getOwnedFile(deps.db, userId, id);
  let target = { key: file.storageKey, name: file.name, mimeType: file.mimeType, size: file.size };
  if (version !== undefined && version !== file.version) {
    const [v] = await deps.db
      .select()
      .from(dataroomFileVersions)
      .where(and(eq(dataroomFileVersions.fileId, id), eq(dataroomFileVersions.version, version)));
    if (!v) throw notFound('Version not found');
    target = { key: v.storageKey, name: v.name, mimeType: v.mimeType, size: v.size };
  }
  const range = parseRange(rangeHeader, target.size);
  let stream: Readable;
  try {
    stream = await deps.storage.get(target.key, range ?? undefined);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound('The stored content of this file is missing');
    throw err;
  }
  // A resumed download or a seek (a range not at the start) is not another download.
  if (!range || range.start === 0) await deps.db.update(dataroomFiles).set({ downloadCount: sql`${dataroomFiles.downloadCount} + 1` }).where(eq(dataroomFiles.id, id));
  return { stream, name: target.name, mimeType: target.mimeType, size: target.size, range };
}

export async function listVersions(deps: DataRoomDeps, userId: string, id: string): Promise<FileVersion[]> {
  await getOwnedFile(deps.db, userId, id);
  const rows = await deps.db.select().from(dataroomFileVersions).where(eq(dataroomFileVersions.fileId, id)).orderBy(desc(dataroomFileVersions.version));
  return rows.map((v) => ({
    version: v.version,
    name: v.name,
    size: v.size,
    sha256: v.sha256,
    created_by: v.createdBy,
    created_at: v.createdAt.toISOString(),
    download_url: `/api/v1/data-room/files/${id}/versions/${v.version}/download`,
  }));
}

export async function updateFile(deps: DataRoomDeps, userId: string, id: string, body: UpdateFileBody): Promise<DataRoomFile> {
  const current = await getOwnedFile(deps.db, userId, id);
  if (body.folder_id) await getOwnedFolder(deps.db, userId, body.folder_id);
  if (body.checklist_item) checklistHome(body.checklist_item);
  const name = body.name !== undefined ? sanitizeFileName(body.name) : current.name;
  const description = body.description ?? current.description;
  const tags = body.tags ? [...new Set(body.tags)] : current.tags;
  const row = await deps.db.transaction(async (tx) => {
    // "Mark as …": the item's previous file (if any) is unlinked in the same transaction.
    if (body.checklist_item !== undefined) await linkChecklistItem(tx, userId, id, body.checklist_item);
    const [updated] = await tx
      .update(dataroomFiles)
      .set({
        name,
        description,
        tags,
        isConfidential: body.is_confidential ?? current.isConfidential,
        sharedWith: body.shared_with ? [...new Set(body.shared_with)] : current.sharedWith,
        folderId: body.folder_id === undefined ? current.folderId : body.folder_id,
        markedOutdated: body.marked_outdated ?? current.markedOutdated,
        searchVector: searchVectorSql({ name, description, tags, extractedText: dataroomFiles.extractedText }), // the stored text, not sent again
        updatedAt: new Date(),
      })
      .where(eq(dataroomFiles.id, id))
      .returning(FILE_COLUMNS);
    return updated;
  });
  return fileDto(deps, row);
}

/** Deletes the user's files among `ids` (others' ids are ignored) and then their stored versions. */
export async function deleteFiles(deps: DataRoomDeps, userId: string, ids: string[]): Promise<number> {
  const keys = await deps.db.transaction(async (tx) => {
    const versions = await tx
      .select({ key: dataroomFileVersions.storageKey, size: dataroomFileVersions.size })
      .from(dataroomFileVersions)
      .where(and(eq(dataroomFileVersions.userId, userId), inArray(dataroomFileVersions.fileId, ids)));
    const deleted = await tx
      .delete(dataroomFiles)
      .where(and(eq(dataroomFiles.userId, userId), inArray(dataroomFiles.id, ids)))
      .returning({ id: dataroomFiles.id, rendition: dataroomFiles.pdfRenditionKey });
    await moveUsage(tx, userId, -versions.reduce((n, v) => n + v.size, 0));
    const renditions = deleted.flatMap((d) => (d.rendition ? [d.rendition] : []));
    return { count: deleted.length, keys: [...versions.map((v) => v.key), ...renditions] };
  });
  await removeBlobs(deps, keys.keys);
  return keys.count;
}

export async function deleteFile(deps: DataRoomDeps, userId: string, id: string): Promise<void> {
  if ((await deleteFiles(deps, userId, [id])) === 0) throw notFound(FILE_NOT_FOUND);
}

/** Storage is cleaned after the rows are gone: a failure leaves an orphan blob, never a dangling row. */
export async function removeBlobs(deps: DataRoomDeps, keys: string[]) {
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => {})));
}
