import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail sent without SMTP lands here; the dev mailbox (/dev/mail) reads it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
