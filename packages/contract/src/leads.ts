import { z } from 'zod';
import { IsoDateSchema, paginated } from './common';

/** Company-size bands of spec 000 §9. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const CompanySizeSchema = z.enum(COMPANY_SIZES);

/** Columns of a lead CSV, matched by header name case-insensitively (import and export). */
export const LEAD_CSV_COLUMNS = ['First Name', 'Last Name', 'Email', 'Company', 'Title', 'Phone', 'LinkedIn', 'Industry', 'Company Size', 'Location', 'Tags'] as const;
export const LEAD_IMPORT_MAX_ROWS = 20_000;

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
    source: z.enum(['apollo', 'csv']).meta({ description: 'Where the lead came from.' }),
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
    source: z.enum(['apollo', 'saved']).meta({ description: '`saved`: no APOLLO_API_KEY on this server, so the search ran over your own saved leads.' }),
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
