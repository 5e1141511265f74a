import type { Readable } from 'node:stream';
import type { ViewerEventsBody, ViewerFile } from '@uc/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  dataroomFiles,
  dataroomSharePageViews,
  dataroomShareVisitFiles,
  dataroomShareVisits,
  type DataroomShareRow,
} from '../../db/schema';
import { HttpError } from '../../errors';
import type { StorageDriver } from '../../providers/storage';
import { FILE_COLUMNS, type FileRowLite } from './mappers';
import type { ViewerContext } from './viewer-service';
import { loadPdf, watermarkImage, watermarkPdf, watermarkText } from './watermark';

export const FILE_NOT_SHARED = 'File not found';
export const DOWNLOAD_OFF = 'Downloads are turned off for this link';
export const NOT_VIEWABLE = 'This file cannot be shown in the browser';
/** Page events one visit may send in all (a reader turning a page every second for an hour and more). */
export const MAX_EVENTS_PER_VISIT = 5_000;
/** Reported page time may run ahead of the visit's own age by this much (clock and network slack). */
const TIME_SLACK_MS = 5_000;

const VIEWABLE = new Set(['pdf', 'jpg', 'png']);
/** Shown in the browser: PDFs and images, and office files the product rendered as a PDF (a generated deck). */
const viewable = (f: FileRowLite) => VIEWABLE.has(f.kind) || f.pdfRenditionKey !== null;

/** The files a link covers, read fresh on every call: a file deleted or moved out is no longer shown. */
export async function coveredFiles(db: Executor, share: DataroomShareRow): Promise<FileRowLite[]> {
  const mine = eq(dataroomFiles.userId, share.userId);
  if (share.scope === 'files') {
    if (share.fileIds.length === 0) return [];
    return db.select(FILE_COLUMNS).from(dataroomFiles).where(and(mine, inArray(dataroomFiles.id, share.fileIds))).orderBy(dataroomFiles.name);
  }
  if (share.scope === 'folder' && share.folderId) {
    const tree = sql`(with recursive tree(id) as (
        select id from dataroom_folders where id = ${share.folderId} and user_id = ${share.userId}
        union all select f.id from dataroom_folders f join tree t on f.parent_id = t.id
      ) select id from tree)`;
    return db.select(FILE_COLUMNS).from(dataroomFiles).where(and(mine, sql`${dataroomFiles.folderId} in ${tree}`)).orderBy(dataroomFiles.name);
  }
  return db.select(FILE_COLUMNS).from(dataroomFiles).where(mine).orderBy(dataroomFiles.name).limit(1000);
}

export async function listViewerFiles(db: Db, share: DataroomShareRow): Promise<ViewerFile[]> {
  const base = `/api/v1/s/${share.token}/files`;
  return (await coveredFiles(db, share)).map((f) => ({
    id: f.id,
    name: f.name,
    type: f.kind as ViewerFile['type'],
    size: f.size,
    viewable: viewable(f),
    view_url: viewable(f) ? `${base}/${f.id}/view` : null,
    download_url: share.allowDownload ? `${base}/${f.id}/download` : null,
  }));
}

async function coveredFile(db: Db, share: DataroomShareRow, fileId: string): Promise<FileRowLite> {
  const file = (await coveredFiles(db, share)).find((f) => f.id === fileId);
  if (!file) throw new HttpError(404, FILE_NOT_SHARED);
  return file;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type ServedFile = { body: Buffer | Uint8Array; name: string; mimeType: string };

/**
 * The bytes a viewer is served: PDFs as a watermarked copy when the link asks for it (the stored
 * original is never changed), images as they are or, with the watermark on, as a marked one-page PDF. Each serving is recorded with the file's page
 * count, the bound of the page events this visit may send for it.
 */
export async function serveFile(
  deps: { db: Db; storage: StorageDriver },
  ctx: ViewerContext,
  fileId: string,
  mode: 'view' | 'download',
): Promise<ServedFile> {
  if (mode === 'download' && !ctx.share.allowDownload) throw new HttpError(403, DOWNLOAD_OFF);
  const file = await coveredFile(deps.db, ctx.share, fileId);
  if (mode === 'view' && !viewable(file)) throw new HttpError(415, NOT_VIEWABLE);
  // An office file is viewed through its PDF rendering; a download is always the original.
  const rendition = mode === 'view' && !VIEWABLE.has(file.kind) ? file.pdfRenditionKey : null;
  let body: Buffer | Uint8Array = await readAll(await deps.storage.get(rendition ?? file.storageKey));
  let pages = 1;
  let served = rendition
    ? { name: `${file.name.replace(/\.[^.]+$/, '')}.pdf`, mimeType: 'application/pdf' }
    : { name: file.name, mimeType: file.mimeType };
  const mark = () => watermarkText(ctx.visit.viewerEmail, new Date());
  if (file.kind === 'pdf' || rendition) {
    const doc = await loadPdf(body);
    pages = doc.getPageCount();
    if (ctx.share.watermark) body = await watermarkPdf(doc, mark());
  } else if (ctx.share.watermark && (file.kind === 'png' || file.kind === 'jpg')) {
    // Shown and downloaded as a one-page PDF carrying the watermark; never the unmarked image.
    body = await watermarkImage(body, file.kind, mark());
    served = { name: `${file.name.replace(/\.[^.]+$/, '')}.pdf`, mimeType: 'application/pdf' };
  }
  const views = mode === 'view' ? 1 : 0;
  const downloads = mode === 'download' ? 1 : 0;
  await deps.db
    .insert(dataroomShareVisitFiles)
    .values({ visitId: ctx.visit.id, fileId, pages, views, downloads })
    .onConflictDoUpdate({
      target: [dataroomShareVisitFiles.visitId, dataroomShareVisitFiles.fileId],
      set: {
        // A download of an office file knows no pages: the bound set by its view stays.
        ...(mode === 'view' || file.kind === 'pdf' ? { pages } : {}),
        views: sql`${dataroomShareVisitFiles.views} + ${views}`,
        downloads: sql`${dataroomShareVisitFiles.downloads} + ${downloads}`,
      },
    });
  await deps.db.update(dataroomShareVisits).set({ lastSeenAt: new Date() }).where(eq(dataroomShareVisits.id, ctx.visit.id));
  return { body, ...served };
}

/**
 * Page time from the viewer's beacons. Refused whole when any event names a file this visit was
 * not served or a page past its count, when the visit has sent too many, or when the time claimed
 * exceeds how long the visit has existed: a script cannot inflate another link's or page's figures.
 */
export async function recordPageEvents(db: Db, ctx: ViewerContext, events: ViewerEventsBody['events']): Promise<void> {
  await db.transaction(async (tx) => {
    const [visit] = await tx.select().from(dataroomShareVisits).where(eq(dataroomShareVisits.id, ctx.visit.id)).for('update');
    if (!visit) throw new HttpError(404, 'Visit not found');
    if (visit.eventCount + events.length > MAX_EVENTS_PER_VISIT) throw new HttpError(429, 'This visit has reported all the page events it may');
    const served = await tx
      .select({ fileId: dataroomShareVisitFiles.fileId, pages: dataroomShareVisitFiles.pages })
      .from(dataroomShareVisitFiles)
      .where(eq(dataroomShareVisitFiles.visitId, visit.id));
    const pagesOf = new Map(served.map((s) => [s.fileId, s.pages]));
    for (const e of events) {
      const pages = pagesOf.get(e.file_id);
      if (pages === undefined) throw new HttpError(422, 'An event names a file this visit has not opened');
      if (e.page > pages) throw new HttpError(422, `An event names page ${e.page} of a file with ${pages} pages`);
    }
    const now = Date.now();
    const claimed = events.reduce((sum, e) => sum + e.ms, 0);
    if (visit.trackedMs + claimed > now - visit.startedAt.getTime() + TIME_SLACK_MS) {
      throw new HttpError(422, 'The page time reported exceeds the length of the visit');
    }
    // One row per page, written in one statement (a row may appear once in it, so a batch's events
    // are summed per page first); the order within a batch says which page was shown last.
    const perPage = new Map<string, { fileId: string; page: number; ms: number; at: Date }>();
    for (const [i, e] of events.entries()) {
      const at = new Date(now - (events.length - 1 - i));
      const key = `${e.file_id}:${e.page}`;
      perPage.set(key, { fileId: e.file_id, page: e.page, ms: (perPage.get(key)?.ms ?? 0) + e.ms, at });
    }
    await tx
      .insert(dataroomSharePageViews)
      .values([...perPage.values()].map((p) => ({ visitId: visit.id, fileId: p.fileId, page: p.page, ms: p.ms, firstAt: p.at, lastAt: p.at })))
      .onConflictDoUpdate({
        target: [dataroomSharePageViews.visitId, dataroomSharePageViews.fileId, dataroomSharePageViews.page],
        set: { ms: sql`${dataroomSharePageViews.ms} + excluded.ms`, lastAt: sql`excluded.last_at` },
      });
    await tx
      .update(dataroomShareVisits)
      .set({ eventCount: visit.eventCount + events.length, trackedMs: visit.trackedMs + claimed, lastSeenAt: new Date(now) })
      .where(eq(dataroomShareVisits.id, visit.id));
  });
}
