import { boolean, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const AI_ENGINES = ['offline', 'local', 'openai', 'anthropic', 'openai-compatible'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];
export const AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** The engine a superuser chose on Admin → AI (one row, id 1); LLM_PROVIDER in the environment wins. */
export const aiSettings = pgTable('ai_settings', {
  id: smallint('id').primaryKey().default(1),
  engine: text('engine', { enum: AI_ENGINES }).notNull().default('offline'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One connection per cloud provider; `apiKey` is sealed (AES-256-GCM, integrations/crypto.ts) and never returned. */
export const aiConnections = pgTable('ai_connections', {
  provider: text('provider', { enum: AI_PROVIDERS }).primaryKey(),
  baseUrl: text('base_url'),
  model: text('model'),
  apiKey: text('api_key'),
  tools: boolean('tools').notNull().default(true),
  structuredOutput: boolean('structured_output').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
export type AiConnectionRow = typeof aiConnections.$inferSelect;
