import type { StartupInput, StartupModel } from '@uc/startup-model';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The current startup model of one user (one row, read by primary key on every document, chat
 * turn and screen load). `version` moves by one on each save; the history is in
 * startup_model_versions.
 */
export const startupModels = pgTable('startup_models', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  model: jsonb('model').$type<StartupModel>().notNull(),
  version: integer('version').notNull(),
  /** The profile fields the model was built from: a later profile edit is merged in on read. */
  profile: jsonb('profile').$type<StartupInput>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StartupModelRow = typeof startupModels.$inferSelect;

/** Every saved version of a user's model (each save is one row), newest first on the screen. */
export const startupModelVersions = pgTable(
  'startup_model_versions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    model: jsonb('model').$type<StartupModel>().notNull(),
    /** What made this version: 'edit' (the screen), 'rebuild' (from the profile), 'archetype', 'generator'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
export type StartupModelVersionRow = typeof startupModelVersions.$inferSelect;
