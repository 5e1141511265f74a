import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's state for one catalogue integration: favourite flag and, when connected, its
 * credentials (AES-256-GCM, never returned) and non-secret settings (events, account name).
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    integrationId: text('integration_id').notNull(),
    status: text('status', { enum: ['connected', 'disconnected', 'error'] }).notNull().default('disconnected'),
    favorite: boolean('favorite').notNull().default(false),
    /** Encrypted JSON of the secret part (webhook URL, token); null when disconnected. */
    credentials: text('credentials'),
    settings: jsonb('settings').$type<ConnectionSettings>().notNull().default({}),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integration_connections_user_integration_key').on(t.userId, t.integrationId)],
);
export type ConnectionSettings = { events?: string[]; account?: string | null; items?: string[]; composioAccountId?: string; pendingUrl?: string | null };
export type IntegrationConnectionRow = typeof integrationConnections.$inferSelect;

/** Outgoing webhook endpoints; the signing secret is stored encrypted (it is needed to sign). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** One message to one endpoint, written before the first attempt so a restart can resume it. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt), index('webhook_deliveries_pending_idx').on(t.status, t.nextAttemptAt)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
