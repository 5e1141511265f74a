import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The instance a row was written by: each PostgreSQL connection of an instance sets `uc.instance`
 * (db/client.ts), so holds (reservations, "streaming" answers, uploads in flight) name their owner
 * without any code passing it. NULL on PGlite, where one process owns everything.
 */
export const writingInstance = sql`nullif(current_setting('uc.instance', true), '')`;

/**
 * One row per running server process on a shared PostgreSQL (modules/instances): a heartbeat
 * tells an instance that others serve the same database (so local files would diverge), and an
 * instance whose heartbeat lapsed has its holds released by another.
 */
export const appInstances = pgTable('app_instances', {
  /** hostname:pid:random, unique per process start. */
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  storageDriver: text('storage_driver').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Quota an upload in flight holds (admitted, rows not yet written): the storage recount adds it, whichever instance runs the upload. */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    instanceId: text('instance_id').default(writingInstance),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_reservations_user_idx').on(t.userId)],
);
