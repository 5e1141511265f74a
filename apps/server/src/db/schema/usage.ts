import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Model tokens as the provider reported them: one row per provider call (an answer, each tool
 * round of a tool-using answer, a document's prose). Admin statistics price them per user and
 * feature; credits still follow the price table.
 */
export const modelUsage = pgTable(
  'model_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'chat' | 'document' | 'app' | 'agents' (/agents/execute) | 'live' (live-session answers): what the founder was doing. */
    feature: text('feature').notNull(),
    /** 'answer' (the call that wrote the text) or 'tool_call' (a call that asked for tools). */
    step: text('step').notNull(),
    /** The tools the call asked for, comma-separated; null for an answer. */
    toolName: text('tool_name'),
    /** What the tokens were spent on: a chat message id, a document id. */
    reference: text('reference'),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('model_usage_created_idx').on(t.createdAt), index('model_usage_user_created_idx').on(t.userId, t.createdAt)],
);
export type ModelUsageRow = typeof modelUsage.$inferSelect;
