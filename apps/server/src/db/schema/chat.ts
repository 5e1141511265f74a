import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { writingInstance } from './instances';
import { users } from './users';
import type { ToolStep } from '@uc/offline-engine';

/** One per user: every agent call includes it as context. */
export const startupProfiles = pgTable('startup_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startupName: text('startup_name'),
  idea: text('idea'),
  stage: text('stage'),
  industry: text('industry'),
  targetCustomers: text('target_customers'),
  businessModel: text('business_model'),
  teamSize: integer('team_size'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StartupProfileRow = typeof startupProfiles.$inferSelect;

/** The status a user set for an agent (POST /agents/{id}/status); default active. */
export const agentStatuses = pgTable(
  'agent_statuses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agentId] })],
);

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_threads_user_updated_idx').on(t.userId, t.updatedAt)],
);
export type ChatThreadRow = typeof chatThreads.$inferSelect;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    agentId: text('agent_id'),
    kind: text('kind', { enum: ['text', 'app', 'document', 'synthesis'] }).notNull().default('text'),
    content: text('content').notNull().default(''),
    status: text('status', { enum: ['streaming', 'complete', 'incomplete'] }).notNull().default('complete'),
    model: text('model'),
    tokensUsed: integer('tokens_used'),
    /** Credits this message cost, when it was a paid action of its own (an executed suggestion, a document). */
    credits: integer('credits'),
    /** The PostgreSQL instance that wrote the row (a "streaming" answer is its hold); NULL on PGlite. */
    instanceId: text('instance_id').default(writingInstance),
    /** The tool calls of a model answer (name, input, state, output or error), in order; null without tools. */
    toolSteps: jsonb('tool_steps').$type<ToolStep[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_thread_created_idx').on(t.threadId, t.createdAt),
    check('chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    check('chat_messages_status_check', sql`${t.status} in ('streaming', 'complete', 'incomplete')`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * An assumption change an agent (or an MCP client) proposed in an answer: kept with the answer so
 * its card is rebuilt on any device, and settled once (confirmed, dismissed, or superseded when
 * another value of the same assumption was confirmed).
 */
export const chatProposals = pgTable(
  'chat_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    unit: text('unit').notNull(),
    currency: text('currency').notNull(),
    fromValue: doublePrecision('from_value').notNull(),
    toValue: doublePrecision('to_value').notNull(),
    reason: text('reason').notNull().default(''),
    baseVersion: integer('base_version').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'dismissed', 'superseded'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_proposals_thread_idx').on(t.threadId, t.createdAt),
    index('chat_proposals_user_key_idx').on(t.userId, t.key, t.status),
    check('chat_proposals_status_check', sql`${t.status} in ('pending', 'confirmed', 'dismissed', 'superseded')`),
  ],
);
export type ChatProposalRow = typeof chatProposals.$inferSelect;
