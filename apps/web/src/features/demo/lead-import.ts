import { LEAD_CSV_COLUMNS, LEAD_IMPORT_MAX_ROWS, type Lead, type LeadImportReport } from '@uc/contract';

/** The server's import limits (apps/server/src/modules/leads/csv-stream.ts, csv-service.ts). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const MAX_COLUMNS = 200;
const MAX_ROW_CHARS = 100_000;
const MAX_CELL = 500;
const REPORTED_REJECTIONS = 200;
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

type Field = 'firstName' | 'lastName' | 'email' | 'company' | 'title' | 'phone' | 'linkedin' | 'industry' | 'companySize' | 'location' | 'tags';
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'company', 'title', 'phone', 'linkedin', 'industry', 'companySize', 'location', 'tags'];
const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');
const HEADER_FIELDS = new Map<string, Field>([...LEAD_CSV_COLUMNS.map((c, i) => [headerKey(c), FIELDS[i]!] as const), ['linkedinurl', 'linkedin'], ['emailaddress', 'email'], ['jobtitle', 'title']]);

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
  const columns = header.map((h) => HEADER_FIELDS.get(headerKey(h)) ?? null);
  if (!columns.includes('email')) throw new ImportError(400, `No Email column found. Expected headers: ${LEAD_CSV_COLUMNS.join(', ')}`);
  const rejected: LeadImportReport['rejected'] = [];
  let rejectedCount = 0;
  let duplicates = 0;
  const found = new Map<string, ImportedLead>();
  rows.forEach((cells, i) => {
    const line = i + 2;
    const reject = (reason: string) => {
      rejectedCount++;
      if (rejected.length < REPORTED_REJECTIONS) rejected.push({ row: line, reason });
    };
    if (cells.every((c) => c.trim() === '')) return;
    const lead = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>;
    columns.forEach((field, c) => {
      if (field && cells[c] !== undefined) lead[field] = cells[c].trim();
    });
    const tooLong = FIELDS.find((f) => lead[f].length > MAX_CELL);
    if (!lead.email) return reject('Missing email');
    if (!EMAIL.test(lead.email)) return reject(`Invalid email: ${lead.email.slice(0, 80)}`);
    if (tooLong) return reject(`${LEAD_CSV_COLUMNS[FIELDS.indexOf(tooLong)]} is longer than ${MAX_CELL} characters`);
    const key = lead.email.toLowerCase();
    if (found.has(key)) return void duplicates++;
    const tags = lead.tags ? [...new Set(lead.tags.split(/[;,|]/).map((t) => t.trim()).filter(Boolean))].slice(0, 20) : [];
    found.set(key, { ...lead, tags });
  });
  return { leads: [...found.values()], duplicates, rejected, rejected_count: rejectedCount };
}
