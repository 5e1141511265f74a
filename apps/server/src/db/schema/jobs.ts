import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The background job queue (modules/jobs): one row per job. Instances claim rows with
 * `FOR UPDATE SKIP LOCKED`, so each job runs in one place; a claim holds a lease
 * (`locked_until`) that the worker renews, and a lapsed lease means the worker died and another
 * instance may take the job over.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('created'),
    /** At most one job per (name, key): a schedule's time slot, a suite's id, a delivery's id. */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    backoffMs: integer('backoff_ms').notNull().default(1000),
    leaseMs: integer('lease_ms').notNull().default(60_000),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('background_jobs_singleton_idx').on(t.name, t.singletonKey),
    index('background_jobs_due_idx').on(t.state, t.runAfter),
    index('background_jobs_created_idx').on(t.createdAt),
    check('background_jobs_state_check', sql`${t.state} in ('created', 'retry', 'active', 'completed', 'failed')`),
  ],
);
export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
