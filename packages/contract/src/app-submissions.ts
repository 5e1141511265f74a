import { z } from 'zod';
import { TractionEvidenceSchema } from './startup';

/**
 * What a visitor posts to a deployed app's POST /apps/{slug}/submit, as a form or as JSON: named
 * text fields, checked and bounded by the server (at most 20 fields of 2,000 characters, 16,000 in
 * all, no password or card fields; the hidden `_honey` field must stay empty).
 */
export const AppSubmissionBodySchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string()).max(20)]))
  .meta({ id: 'AppSubmissionBody', example: { email: 'ada@example.com', name: 'Ada' } });
export type AppSubmissionBody = z.infer<typeof AppSubmissionBodySchema>;

/** The JSON answer to a script's submission (a form post gets a confirmation page). */
export const AppSubmissionReceivedSchema = z.object({ received: z.literal(true) }).meta({ id: 'AppSubmissionReceived' });

/** One visitor's post, as the app's owner reads it. */
export const AppSubmissionSchema = z
  .object({ id: z.string().uuid(), fields: z.record(z.string(), z.string()), created_at: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'AppSubmission' });
export type AppSubmission = z.infer<typeof AppSubmissionSchema>;

export const AppSubmissionListSchema = z
  .object({ items: z.array(AppSubmissionSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'AppSubmissionList' });
export type AppSubmissionList = z.infer<typeof AppSubmissionListSchema>;

export const AppSubmissionParamsSchema = z.object({ id: z.string().uuid(), submissionId: z.string().uuid() });

/**
 * The sign-ups among an app's submissions (distinct e-mail addresses), as they would be added to
 * the Startup screen's traction (GET /bolt/projects/{id}/submissions/traction).
 */
export const SubmissionsTractionSchema = z
  .object({
    value: z.number().int().min(0),
    quote: z.string().max(200).meta({ example: '142 sign-ups from Acme waitlist' }),
    /** What the Startup screen holds from this app now, if it was added before. */
    current: TractionEvidenceSchema.nullable(),
  })
  .meta({ id: 'SubmissionsTraction' });
export type SubmissionsTraction = z.infer<typeof SubmissionsTractionSchema>;

/** The founder's confirmation: the count they were shown (a different count now answers 409). */
export const AddSubmissionsTractionBodySchema = z
  .object({ value: z.number().int().min(1).max(1_000_000_000) })
  .strict()
  .meta({ id: 'AddSubmissionsTractionBody' });
export type AddSubmissionsTractionBody = z.infer<typeof AddSubmissionsTractionBodySchema>;

export const AddedSubmissionsTractionSchema = z
  .object({ traction: TractionEvidenceSchema, version: z.number().int().min(1) })
  .meta({ id: 'AddedSubmissionsTraction' });
export type AddedSubmissionsTraction = z.infer<typeof AddedSubmissionsTractionSchema>;
