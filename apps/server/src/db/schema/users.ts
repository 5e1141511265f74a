import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Cache of sum(credit_ledger.delta), updated in the same transaction as each ledger row. */
    creditBalance: integer('credit_balance').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Wrong passwords since the last sign-in; past LOGIN_MAX_PER_EMAIL each one doubles the wait before the next try (modules/auth/login-throttle.ts). */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** The last wrong password, or the last attempt admitted while throttled. */
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_credit_balance_nonnegative', sql`${t.creditBalance} >= 0`)],
);
export type UserRow = typeof users.$inferSelect;

/** One row per issued access token (its jti): logout and account deletion revoke here. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Shown in Profile → Security's active sessions (device, last used). */
    userAgent: text('user_agent').notNull().default(''),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** E-mail verification and password reset links; only the SHA-256 of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'sign_in_link'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
