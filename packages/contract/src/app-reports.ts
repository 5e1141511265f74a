import { z } from 'zod';
import { IsoDateSchema, paginated } from './common';

/** Why a visitor reports a deployed app (the footer's "Report" link). */
export const APP_REPORT_REASONS = ['phishing', 'malware', 'spam', 'illegal', 'other'] as const;
export const AppReportReasonSchema = z.enum(APP_REPORT_REASONS);
export type AppReportReason = z.infer<typeof AppReportReasonSchema>;

export const AppSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,60}$/, 'Not an app address') });

/** The report form's fields (sent as a form or as JSON). */
export const AppReportBodySchema = z
  .object({
    reason: AppReportReasonSchema,
    details: z.string().trim().max(2000).default(''),
  })
  .meta({ id: 'AppReportBody', example: { reason: 'phishing', details: 'It asks for my bank password.' } });
export type AppReportBody = z.infer<typeof AppReportBodySchema>;

/** One report, as the admin reads it, with the app's state. */
export const AdminAppReportSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    project_name: z.string(),
    owner_email: z.string(),
    reason: AppReportReasonSchema,
    details: z.string(),
    created_at: IsoDateSchema,
    /** When the app was taken down; null while it is served. */
    taken_down_at: IsoDateSchema.nullable(),
  })
  .meta({ id: 'AdminAppReport' });
export type AdminAppReport = z.infer<typeof AdminAppReportSchema>;
export const AdminAppReportListSchema = paginated(AdminAppReportSchema).meta({ id: 'AdminAppReportList' });
export type AdminAppReportList = z.infer<typeof AdminAppReportListSchema>;

export const AppTakedownBodySchema = z.object({ reason: z.string().trim().max(500).default('') }).meta({ id: 'AppTakedownBody' });
export type AppTakedownBody = z.infer<typeof AppTakedownBodySchema>;
export const AppTakedownStateSchema = z
  .object({ slug: z.string(), taken_down_at: IsoDateSchema.nullable() })
  .meta({ id: 'AppTakedownState', example: { slug: 'todo-list-app-3fa9c1', taken_down_at: '2026-01-31T12:00:00.000Z' } });
export type AppTakedownState = z.infer<typeof AppTakedownStateSchema>;
