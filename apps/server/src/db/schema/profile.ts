import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type NotificationSettings = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  securityAlerts: boolean;
  /** Absent in rows saved before it existed: on. */
  inAppNotifications?: boolean;
};
export type UserPreferences = { defaultAgent: string; defaultChatMode: 'single' | 'team'; timeZone: string | null; readAloudVoice: string };

/** The personal details and settings of one account (created on first save). */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull().default(''),
  company: text('company').notNull().default(''),
  location: text('location').notNull().default(''),
  bio: text('bio').notNull().default(''),
  website: text('website').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  /** Storage key of the resized 256 px avatar, when one was uploaded. */
  avatarKey: text('avatar_key'),
  /** Storage key of the company logo (PNG or JPEG, re-encoded), shown in the share viewer. */
  logoKey: text('logo_key'),
  notifications: jsonb('notifications').$type<Partial<NotificationSettings>>().notNull().default({}),
  preferences: jsonb('preferences').$type<Partial<UserPreferences>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserProfileRow = typeof userProfiles.$inferSelect;

/** Every action a superuser takes (who, what, on whom, why). Kept when the target account is deleted. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text('target_email').notNull(),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_target_idx').on(t.targetUserId), index('admin_audit_log_actor_idx').on(t.actorId)],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
