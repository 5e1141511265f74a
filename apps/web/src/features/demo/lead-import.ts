import {
  LEAD_IMPORT_MAX_BYTES,
  LEAD_IMPORT_MAX_COLUMNS as MAX_COLUMNS,
  LEAD_IMPORT_MAX_ROW_CHARS as MAX_ROW_CHARS,
  LEAD_IMPORT_MAX_ROWS,
  LEAD_IMPORT_REPORTED_REJECTIONS,
  leadCsvColumns,
  leadFromCsvRow,
  type Lead,
  type LeadImportReport,
} from '@uc/contract';

/** The server's limits (shared through the contract). */
export const IMPORT_MAX_BYTES = LEAD_IMPORT_MAX_BYTES;

export class ImportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF or LF), refusing a file past the server's limits. */
function csvRows(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let chars = 0;
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (rows.length >= LEAD_IMPORT_MAX_ROWS + 1) throw new ImportError(413, `Import at most ${LEAD_IMPORT_MAX_ROWS} rows at a time`);
    rows.push(row);
    row = [];
    field = '';
    chars = 0;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (++chars > MAX_ROW_CHARS) throw new ImportError(422, `A row may have at most ${MAX_ROW_CHARS} characters`);
    if (quoted) {
      if (c !== '"') field += c;
      else if (src[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
      if (row.length >= MAX_COLUMNS) throw new ImportError(422, `A row may have at most ${MAX_COLUMNS} columns`);
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (quoted) throw new ImportError(422, 'The file ends inside a quoted cell');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

export type ImportedLead = Omit<Lead, 'id' | 'source' | 'createdAt'>;

/**
 * A leads CSV read as the server reads it: columns matched by header name, rows without a valid
 * e-mail rejected with their line and reason, e-mails de-duplicated case-insensitively in the file
 * (the caller also de-duplicates against the collection).
 */
export function readLeadsCsv(text: string): { leads: ImportedLead[]; duplicates: number; rejected: LeadImportReport['rejected']; rejected_count: number } {
  if (new TextEncoder().encode(text).length > IMPORT_MAX_BYTES) throw new ImportError(413, `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  const [header, ...rows] = csvRows(text);
  if (!header) throw new ImportError(400, 'The file is empty');
  const head = leadCsvColumns(header);
  if ('error' in head) throw new ImportError(400, head.error);
  const rejected: LeadImportReport['rejected'] = [];
  let rejectedCount = 0;
  let duplicates = 0;
  const found = new Map<string, ImportedLead>();
  rows.forEach((cells, i) => {
    const read = leadFromCsvRow(head.columns, cells);
    if (!read) return;
    if ('reason' in read) {
      rejectedCount++;
      if (rejected.length < LEAD_IMPORT_REPORTED_REJECTIONS) rejected.push({ row: i + 2, reason: read.reason });
      return;
    }
    if (found.has(read.key)) return void duplicates++;
    found.set(read.key, read.lead);
  });
  return { leads: [...found.values()], duplicates, rejected, rejected_count: rejectedCount };
}
