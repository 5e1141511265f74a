import { asc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client';
import { exportShares } from '../dataroom/share-export';
import { appSubmissions, chatMessages, chatThreads, creditLedger, dataroomFiles, dataroomFolders, documentJobs, invoices, projects } from '../../db/schema';
import type { StorageDriver } from '../../providers/storage';
import { csvCell } from '../admin/csv-export';
import { getNotificationSettings, getPreferences, getProfile } from './profile-service';
import { imageKey } from './profile-images';

const toCsv = (header: string[], rows: (string | number | null)[][]) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
const json = (v: unknown) => JSON.stringify(v, null, 2);
/** A name safe inside a zip path (no folders, no traversal). */
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '_').slice(0, 150) || 'file';

/**
 * "Download my data": everything the account holds as JSON/CSV, and the data-room files themselves,
 * as a streamed .zip (files are read from storage while the archive is written).
 */
export async function buildDataExport(deps: { db: Executor; storage: StorageDriver }, userId: string): Promise<Readable> {
  const { db } = deps;
  const { default: JSZip } = await import('jszip'); // loaded on first export, not at start-up
  const zip = new JSZip();
  const [profile, notifications, preferences] = await Promise.all([getProfile(db, userId), getNotificationSettings(db, userId), getPreferences(db, userId)]);
  zip.file('profile.json', json({ profile, notifications, preferences }));
  // The company logo as stored (shown to investors through share links).
  const logoKey = await imageKey(db, userId, 'logoKey');
  if (logoKey) {
    try {
      zip.file(`company-logo${logoKey.slice(logoKey.lastIndexOf('.'))}`, await deps.storage.get(logoKey));
    } catch {
      // Missing bytes leave the export without the image; profile.json still says a logo was set.
    }
  }

  const threads = await db.select().from(chatThreads).where(eq(chatThreads.userId, userId)).orderBy(asc(chatThreads.createdAt));
  const messages = await db
    .select({ threadId: chatMessages.threadId, role: chatMessages.role, agentId: chatMessages.agentId, kind: chatMessages.kind, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(eq(chatThreads.userId, userId))
    .orderBy(asc(chatMessages.createdAt));
  zip.file(
    'threads.json',
    json(
      threads.map((t) => ({
        id: t.id,
        title: t.title,
        created_at: t.createdAt.toISOString(),
        messages: messages.filter((m) => m.threadId === t.id).map((m) => ({ role: m.role, agent: m.agentId, kind: m.kind, content: m.content, created_at: m.createdAt.toISOString() })),
      })),
    ),
  );

  const jobs = await db.select().from(documentJobs).where(eq(documentJobs.userId, userId)).orderBy(asc(documentJobs.createdAt));
  zip.file('documents.json', json(jobs.map((j) => ({ id: j.id, startup_idea: j.startupIdea, status: j.status, created_at: j.createdAt.toISOString(), documents: j.documents }))));

  const folders = await db.select().from(dataroomFolders).where(eq(dataroomFolders.userId, userId));
  const folderName = new Map(folders.map((f) => [f.id, f.name]));
  const files = await db.select().from(dataroomFiles).where(eq(dataroomFiles.userId, userId)).orderBy(asc(dataroomFiles.createdAt));
  const used = new Set<string>();
  const index = [];
  for (const f of files) {
    let entry = `data-room/${safeName(f.folderId ? (folderName.get(f.folderId) ?? 'Folder') : 'Unfiled')}/${safeName(f.name)}`;
    for (let n = 2; used.has(entry); n++) entry = entry.replace(/(\.[^./]+)?$/, (ext) => ` (${n})${ext}`);
    used.add(entry);
    index.push({ path: entry, name: f.name, size: f.size, version: f.version, description: f.description, tags: f.tags, created_at: f.createdAt.toISOString() });
    try {
      zip.file(entry, await deps.storage.get(f.storageKey));
    } catch {
      index[index.length - 1].path = `${entry} (missing from storage)`;
    }
  }
  zip.file('data-room.json', json(index));
  // Share links with their visits, page time and NDA acceptances (issue 40).
  zip.file('data-room-shares.json', json(await exportShares(db, userId)));

  const invoiceRows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.createdAt));
  const invoiceList = invoiceRows.map((i) => ({ id: i.id, date: i.createdAt.toISOString(), amount: i.amountCents / 100, status: i.status, description: i.description }));
  zip.file('invoices.json', json(invoiceList));
  zip.file('invoices.csv', toCsv(['Date', 'Amount', 'Status', 'Description'], invoiceList.map((i) => [i.date, i.amount.toFixed(2), i.status, i.description])));

  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.createdAt));
  const ledgerList = ledger.map((l) => ({ date: l.createdAt.toISOString(), credits: l.delta, reason: l.reason, reference: l.reference }));
  zip.file('ledger.json', json(ledgerList));
  zip.file('ledger.csv', toCsv(['Date', 'Credits', 'Reason', 'Reference'], ledgerList.map((l) => [l.date, l.credits, l.reason, l.reference])));

  // What visitors sent through the founder's deployed apps (POST /apps/{slug}/submit).
  const submissions = await db
    .select({ projectId: projects.id, name: projects.name, fields: appSubmissions.fields, createdAt: appSubmissions.createdAt })
    .from(appSubmissions)
    .innerJoin(projects, eq(projects.id, appSubmissions.projectId))
    .where(eq(projects.userId, userId))
    .orderBy(asc(appSubmissions.createdAt));
  zip.file('app-submissions.json', json(submissions.map((s) => ({ project_id: s.projectId, project_name: s.name, fields: s.fields, created_at: s.createdAt.toISOString() }))));

  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }) as unknown as Readable;
}
