import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** What the key may do on the MCP endpoint: 'read', 'propose' (issue 41). Keys made before scopes read only. */
    scopes: text('scopes').array().notNull().default(sql`'{read}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_user_id_idx').on(t.userId),
    check('api_keys_scopes_check', sql`${t.scopes} <@ '{read,propose}'::text[] AND cardinality(${t.scopes}) > 0`),
  ],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** One row per MCP call made with a key (issue 41): which tool, resource or prompt, and whether it answered. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /** The JSON-RPC method ('tools/call', 'resources/read', 'prompts/get', 'tools/list', …). */
    method: text('method').notNull(),
    /** The tool or prompt name, or the resource URI; null for listings. */
    name: text('name'),
    ok: boolean('ok').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_key_calls_key_created_idx').on(t.apiKeyId, t.createdAt), index('api_key_calls_user_created_idx').on(t.userId, t.createdAt)],
);
export type ApiKeyCallRow = typeof apiKeyCalls.$inferSelect;
