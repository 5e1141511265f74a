import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** Reports of deployed apps, sent through the "Report" link of their footer; read by the admin. */
export const appReports = pgTable(
  'app_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['phishing', 'malware', 'spam', 'illegal', 'other'] }).notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_reports_created_at_idx').on(t.createdAt), index('app_reports_project_idx').on(t.projectId)],
);
export type AppReportRow = typeof appReports.$inferSelect;
