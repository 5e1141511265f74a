import { z } from 'zod';
import { IsoDateSchema, paginated } from './common';

/** Company-size bands of spec 000 §9. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const CompanySizeSchema = z.enum(COMPANY_SIZES);

/** Columns of a lead CSV, matched by header name case-insensitively (import and export). */
export const LEAD_CSV_COLUMNS = ['First Name', 'Last Name', 'Email', 'Company', 'Title', 'Phone', 'LinkedIn', 'Industry', 'Company Size', 'Location', 'Tags'] as const;
export const LEAD_IMPORT_MAX_ROWS = 20_000;
export const LEAD_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Columns in one row, and characters in one row, of an imported CSV. */
export const LEAD_IMPORT_MAX_COLUMNS = 200;
export const LEAD_IMPORT_MAX_ROW_CHARS = 100_000;
/** Rejected rows reported back with their line and reason (all are counted). */
export const LEAD_IMPORT_REPORTED_REJECTIONS = 200;

/** The lead field each CSV column fills, in LEAD_CSV_COLUMNS order. */
export const LEAD_CSV_FIELDS = ['firstName', 'lastName', 'email', 'company', 'title', 'phone', 'linkedin', 'industry', 'companySize', 'location', 'tags'] as const;
export type LeadCsvField = (typeof LEAD_CSV_FIELDS)[number];
const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');
/** "First Name", "first_name", "FIRSTNAME" all match; a few common other names too. */
const HEADER_FIELDS = new Map<string, LeadCsvField>([
  ...LEAD_CSV_COLUMNS.map((c, i) => [headerKey(c), LEAD_CSV_FIELDS[i]!] as const),
  ['linkedinurl', 'linkedin'],
  ['emailaddress', 'email'],
  ['jobtitle', 'title'],
]);
const CSV_EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const MAX_CELL = 500;

/** The field of each column of a CSV's header row; a file without an e-mail column cannot be imported. */
export function leadCsvColumns(header: string[]): { columns: (LeadCsvField | null)[] } | { error: string } {
  const columns = header.map((h) => HEADER_FIELDS.get(headerKey(h)) ?? null);
  return columns.includes('email') ? { columns } : { error: `No Email column found. Expected headers: ${LEAD_CSV_COLUMNS.join(', ')}` };
}

export type CsvLead = Record<Exclude<LeadCsvField, 'tags'>, string> & { tags: string[] };

/** One data row as a lead (with its case-folded e-mail key), the reason it is rejected, or null when blank. */
export function leadFromCsvRow(columns: (LeadCsvField | null)[], cells: string[]): { lead: CsvLead; key: string } | { reason: string } | null {
  if (cells.every((c) => c.trim() === '')) return null;
  const lead = Object.fromEntries(LEAD_CSV_FIELDS.map((f) => [f, ''])) as Record<LeadCsvField, string>;
  columns.forEach((field, c) => {
    if (field && cells[c] !== undefined) lead[field] = cells[c].trim();
  });
  const tooLong = LEAD_CSV_FIELDS.find((f) => lead[f].length > MAX_CELL);
  if (!lead.email) return { reason: 'Missing email' };
  if (!CSV_EMAIL.test(lead.email)) return { reason: `Invalid email: ${lead.email.slice(0, 80)}` };
  if (tooLong) return { reason: `${LEAD_CSV_COLUMNS[LEAD_CSV_FIELDS.indexOf(tooLong)]} is longer than ${MAX_CELL} characters` };
  const tags = lead.tags ? [...new Set(lead.tags.split(/[;,|]/).map((t) => t.trim()).filter(Boolean))].slice(0, 20) : [];
  return { lead: { ...lead, tags }, key: lead.email.toLowerCase() };
}

export const LeadSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    company: z.string(),
    title: z.string(),
    phone: z.string(),
    linkedin: z.string(),
    industry: z.string(),
    companySize: z.string(),
    location: z.string(),
    tags: z.array(z.string()),
    source: z.enum(['apollo', 'csv', 'sample']).meta({ description: 'Where the lead came from (`sample`: a fictional lead of the in-browser demo).' }),
    createdAt: IsoDateSchema,
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof LeadSchema>;

const filter = z.string().trim().max(200).optional();
export const LeadSearchBodySchema = z
  .object({
    industry: filter,
    companySize: z.union([CompanySizeSchema, z.literal('')]).optional(),
    location: filter,
    title: filter,
    keywords: filter,
    limit: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'LeadSearchBody', example: { industry: 'Software', companySize: '11-50', title: 'CTO', limit: 20 } });
export type LeadSearchBody = z.input<typeof LeadSearchBodySchema>;

export const LeadSearchResultSchema = z
  .object({
    leads: z.array(LeadSchema),
    total: z.number().int(),
    source: z
      .enum(['apollo', 'saved', 'sample'])
      .meta({ description: '`saved`: no APOLLO_API_KEY on this server, so the search ran over your own saved leads. `sample`: the in-browser demo, fictional leads.' }),
  })
  .meta({ id: 'LeadSearchResult' });
export type LeadSearchResult = z.infer<typeof LeadSearchResultSchema>;

export const LeadCollectionSchema = z
  .object({ id: z.string(), name: z.string(), description: z.string(), leadCount: z.number().int(), createdAt: IsoDateSchema, updatedAt: IsoDateSchema })
  .meta({ id: 'LeadCollection' });
export type LeadCollection = z.infer<typeof LeadCollectionSchema>;

export const LeadCollectionListSchema = z.object({ items: z.array(LeadCollectionSchema) }).meta({ id: 'LeadCollectionList' });
export type LeadCollectionList = z.infer<typeof LeadCollectionListSchema>;

export const CreateCollectionBodySchema = z
  .object({ name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'), description: z.string().trim().max(1000).default('') })
  .meta({ id: 'CreateLeadCollectionBody', example: { name: 'Seed-stage CTOs', description: 'For the beta outreach' } });
export type CreateCollectionBody = z.input<typeof CreateCollectionBodySchema>;

export const CollectionParamsSchema = z.object({ id: z.uuid({ message: 'Invalid collection id' }) });
export const CollectionLeadParamsSchema = z.object({ id: z.uuid({ message: 'Invalid collection id' }), leadId: z.uuid({ message: 'Invalid lead id' }) });

export const CollectionLeadsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().max(200).optional().meta({ description: 'Matches name, email, company, title, location or industry.' }),
});
export const LeadPageSchema = paginated(LeadSchema).meta({ id: 'LeadPage' });
export type LeadPage = z.infer<typeof LeadPageSchema>;

export const AddLeadsBodySchema = z
  .object({ lead_ids: z.array(z.uuid({ message: 'Invalid lead id' })).min(1).max(1000) })
  .meta({ id: 'AddLeadsBody' });
export type AddLeadsBody = z.infer<typeof AddLeadsBodySchema>;

export const AddLeadsResultSchema = z
  .object({ success: z.boolean(), count: z.number().int().meta({ description: 'Leads newly added (already present ones are not counted).' }) })
  .meta({ id: 'AddLeadsResult' });
export type AddLeadsResult = z.infer<typeof AddLeadsResultSchema>;

export const LeadImportReportSchema = z
  .object({
    imported: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.array(z.object({ row: z.number().int().meta({ description: '1-based line of the file (the header is line 1).' }), reason: z.string() })),
    rejected_count: z.number().int(),
  })
  .meta({ id: 'LeadImportReport' });
export type LeadImportReport = z.infer<typeof LeadImportReportSchema>;
