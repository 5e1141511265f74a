import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** What visitors of a deployed app sent through its forms, kept for the app's owner (DESIGN.md, departure 15). */
export const appSubmissions = pgTable(
  'app_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_submissions_project_created_idx').on(t.projectId, t.createdAt)],
);
