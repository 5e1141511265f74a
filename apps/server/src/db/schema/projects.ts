import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One file of an app-builder project, as stored (the language is derived from the path). */
export type StoredProjectFile = { path: string; content: string };

/**
 * App-builder projects. Files live inline (a project is capped at a few hundred KB); built
 * deploys and previews live in the storage driver under keys derived from `slug`/`preview_token`.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    template: text('template').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    files: jsonb('files').$type<StoredProjectFile[]>().notNull().default([]),
    /** The public address /apps/{slug}/; fixed at creation. */
    slug: text('slug').notNull(),
    /** The live deploy (storage prefix apps/{slug}/{deploy_id}/); null until the first deploy succeeds. */
    deployId: text('deploy_id'),
    deployedAt: timestamp('deployed_at', { withTimezone: true }),
    /** Unguessable capability for the editor preview at /apps/_preview/{token}/. */
    previewToken: text('preview_token'),
    /** Set by an admin (a report, the terms): the deployed app answers 410 until restored; a redeploy does not lift it. */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    takedownReason: text('takedown_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_user_updated_idx').on(t.userId, t.updatedAt),
    uniqueIndex('projects_slug_key').on(t.slug),
    uniqueIndex('projects_preview_token_key').on(t.previewToken),
    check('projects_template_check', sql`${t.template} in ('react-app', 'vanilla-js', 'vue-app', 'svelte-app', 'nextjs-app', 'nodejs-api')`),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;
