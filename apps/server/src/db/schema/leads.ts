import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's saved leads (imported from CSV or kept from an Apollo search); one per e-mail. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** Lower-cased e-mail: the de-duplication key. */
    emailKey: text('email_key'),
    /** Apollo's person id, for results without an e-mail. */
    externalId: text('external_id'),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    industry: text('industry').notNull().default(''),
    companySize: text('company_size').notNull().default(''),
    location: text('location').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    source: text('source', { enum: ['apollo', 'csv'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_user_email_key').on(t.userId, t.emailKey),
    uniqueIndex('leads_user_external_key').on(t.userId, t.externalId),
    index('leads_user_created_idx').on(t.userId, t.createdAt),
  ],
);
export type LeadRow = typeof leads.$inferSelect;

export const leadCollections = pgTable(
  'lead_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_collections_user_idx').on(t.userId, t.createdAt)],
);
export type LeadCollectionRow = typeof leadCollections.$inferSelect;

export const collectionLeads = pgTable(
  'collection_leads',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => leadCollections.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.leadId] }), index('collection_leads_lead_idx').on(t.leadId)],
);
