import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per running server process on a shared PostgreSQL (modules/instances): a heartbeat
 * tells an instance that others serve the same database (so local files would diverge).
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
