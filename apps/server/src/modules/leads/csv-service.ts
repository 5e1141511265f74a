import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LEAD_CSV_COLUMNS, LEAD_CSV_FIELDS, LEAD_IMPORT_REPORTED_REJECTIONS, leadCsvColumns, leadFromCsvRow, type LeadCsvField, type LeadImportReport } from '@uc/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionLeads, leadCollections, leads } from '../../db/schema';
import { HttpError } from '../../errors';
import { csvLine } from './csv';
import { readCsvRows } from './csv-stream';
import { ownedCollection } from './service';

/** Rows per insert: small enough that one statement does not hold the embedded database for long. */
const CHUNK = 200;

const chunks = <T>(items: T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Imports a CSV into a collection: columns matched by header, rows without a valid e-mail
 * rejected with the reason, e-mails de-duplicated case-insensitively (in the file and against
 * the collection). Leads the user already saved are linked, not copied. The file is read as it
 * arrives (see readCsvRows): a file past a limit is refused before the rest is read.
 */
export async function importCsv(db: Db, userId: string, collectionId: string, source: Readable): Promise<LeadImportReport> {
  await ownedCollection(db, userId, collectionId);
  let columns: (LeadCsvField | null)[] | null = null;
  let line = 1;
  const rejected: LeadImportReport['rejected'] = [];
  let rejectedCount = 0;
  const reject = (row: number, reason: string) => {
    rejectedCount++;
    if (rejected.length < LEAD_IMPORT_REPORTED_REJECTIONS) rejected.push({ row, reason });
  };
  let duplicates = 0;
  const candidates = new Map<string, typeof leads.$inferInsert>();
  const onRow = (cells: string[]) => {
    if (!columns) {
      const header = leadCsvColumns(cells);
      if ('error' in header) throw new HttpError(400, header.error);
      columns = header.columns;
      return;
    }
    line++;
    const read = leadFromCsvRow(columns, cells);
    if (!read) return;
    if ('reason' in read) return reject(line, read.reason);
    if (candidates.has(read.key)) return void duplicates++;
    candidates.set(read.key, { ...read.lead, userId, emailKey: read.key, source: 'csv' });
  };
  await readCsvRows(source, onRow);
  if (!columns) throw new HttpError(400, 'The file is empty');

  // One short transaction per chunk, with a turn of the event loop between them: the embedded
  // database has a single connection, and one 20 000-row transaction would hold every other
  // request (even /health) until it ends. A chunk is whole; re-importing finishes a cut-short file.
  let imported = 0;
  for (const part of chunks([...candidates.values()])) {
    imported += await db.transaction(async (tx) => {
      await tx.insert(leads).values(part).onConflictDoNothing();
      const keys = part.map((l) => l.emailKey as string);
      const ids = await tx.select({ id: leads.id }).from(leads).where(and(eq(leads.userId, userId), inArray(leads.emailKey, keys)));
      if (ids.length === 0) return 0;
      const inserted = await tx
        .insert(collectionLeads)
        .values(ids.map((l) => ({ collectionId, leadId: l.id })))
        .onConflictDoNothing()
        .returning({ leadId: collectionLeads.leadId });
      return inserted.length;
    });
    await nextTurn();
  }
  await db.update(leadCollections).set({ updatedAt: new Date() }).where(eq(leadCollections.id, collectionId));
  return { imported, duplicates: duplicates + (candidates.size - imported), rejected, rejected_count: rejectedCount };
}

/** The collection as CSV, same columns as the import; formula-like cells are escaped. */
export async function exportCsv(db: Db, userId: string, collectionId: string): Promise<{ filename: string; csv: string }> {
  const collection = await ownedCollection(db, userId, collectionId);
  const rows = await db
    .select({ lead: leads })
    .from(collectionLeads)
    .innerJoin(leads, eq(leads.id, collectionLeads.leadId))
    .where(eq(collectionLeads.collectionId, collectionId))
    .orderBy(asc(collectionLeads.addedAt), asc(leads.email));
  const lines = [csvLine([...LEAD_CSV_COLUMNS])];
  for (const { lead } of rows) lines.push(csvLine(LEAD_CSV_FIELDS.map((f) => (f === 'tags' ? lead.tags.join('; ') : f === 'email' ? (lead.email ?? '') : lead[f]))));
  const slug = collection.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'collection';
  return { filename: `${slug}-leads.csv`, csv: `${lines.join('\r\n')}\r\n` };
}
