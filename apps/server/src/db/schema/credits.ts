import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { writingInstance } from './instances';
import { users } from './users';

/** Every credit movement (RESTRICT: a user row cannot be deleted under its money; account erasure moves it to a placeholder first). The balance is the sum of `delta`; the idempotency key makes grants at-most-once. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The PostgreSQL instance that wrote the row (a reservation is its hold); NULL on PGlite. */
    instanceId: text('instance_id').default(writingInstance),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_ledger_idempotency_key').on(t.idempotencyKey),
    index('credit_ledger_user_created_idx').on(t.userId, t.createdAt),
    // Every row moves credits, except the marker that closes a fully kept reservation (settle).
    check('credit_ledger_delta_nonzero', sql`${t.delta} <> 0 or ${t.idempotencyKey} like 'close:%'`),
  ],
);
export type CreditLedgerRow = typeof creditLedger.$inferSelect;
