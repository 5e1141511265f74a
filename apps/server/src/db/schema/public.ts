import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the public contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    reason: text('reason', { enum: ['general', 'sales', 'support', 'partnership', 'press'] }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Applications to the open positions; `positionId` names a position of the careers catalogue in code. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    positionId: text('position_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    coverNote: text('cover_note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_applications_position_idx').on(t.positionId)],
);
export type JobApplicationRow = typeof jobApplications.$inferSelect;
