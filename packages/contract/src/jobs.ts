import { z } from 'zod';
import { IsoDateSchema, paginated, PaginationQuerySchema } from './common';

/** Background job states (issue 18): queued, waiting to retry, running, done, out of attempts. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;
export const JobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobStateSchema>;

export const AdminJobSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'What the job does, e.g. documents.suite, billing.renewals, webhooks.deliver.' }),
    state: JobStateSchema,
    attempts: z.number().int(),
    max_attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: IsoDateSchema,
    run_after: IsoDateSchema,
    started_at: IsoDateSchema.nullable(),
    completed_at: IsoDateSchema.nullable(),
  })
  .meta({ id: 'AdminJob' });
export type AdminJob = z.infer<typeof AdminJobSchema>;
export const AdminJobListSchema = paginated(AdminJobSchema).meta({ id: 'AdminJobList' });
export type AdminJobList = z.infer<typeof AdminJobListSchema>;

export const AdminJobsQuerySchema = PaginationQuerySchema.extend({
  state: JobStateSchema.optional(),
  name: z.string().trim().min(1).max(100).optional(),
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;
