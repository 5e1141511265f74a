import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  READ_ALOUD_VOICES,
  type NotificationSettings,
  type Preferences,
  type Profile,
  type UpdateProfileBody,
} from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles, users, type UserProfileRow } from '../../db/schema';
import { notFound } from '../../errors';

export const avatarUrl = (userId: string, key: string | null) => (key ? `/api/v1/profile/avatar/${userId}?v=${encodeURIComponent(key.split('/').pop() ?? '')}` : null);

async function loadRows(db: Executor, userId: string) {
  const [row] = await db.select({ user: users, profile: userProfiles }).from(users).leftJoin(userProfiles, eq(userProfiles.userId, users.id)).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}

function toProfile(user: { id: string; name: string; email: string; createdAt: Date }, p: UserProfileRow | null): Profile {
  return {
    name: user.name,
    email: user.email,
    phone: p?.phone ?? '',
    company: p?.company ?? '',
    location: p?.location ?? '',
    bio: p?.bio ?? '',
    website: p?.website ?? '',
    linkedin: p?.linkedin ?? '',
    avatar_url: avatarUrl(user.id, p?.avatarKey ?? null),
    company_logo_url: p?.logoKey ? `/api/v1/profile/logo?v=${encodeURIComponent(p.logoKey.split('/').pop() ?? '')}` : null,
    joinDate: user.createdAt.toISOString(),
  };
}

export async function getProfile(db: Executor, userId: string): Promise<Profile> {
  const { user, profile } = await loadRows(db, userId);
  return toProfile(user, profile);
}

/** The e-mail address is read-only: a body that carries another one changes nothing about it. */
export async function updateProfile(db: Executor, userId: string, body: UpdateProfileBody): Promise<Profile> {
  const fields = { phone: body.phone ?? '', company: body.company ?? '', location: body.location ?? '', bio: body.bio ?? '', website: body.website ?? '', linkedin: body.linkedin ?? '' };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: body.name, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .insert(userProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...fields, updatedAt: new Date() } });
  });
  return getProfile(db, userId);
}

export async function getNotificationSettings(db: Executor, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select({ n: userProfiles.notifications }).from(userProfiles).where(eq(userProfiles.userId, userId));
  return { ...DEFAULT_NOTIFICATIONS, ...(row?.n ?? {}) };
}

export async function updateNotificationSettings(db: Executor, userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
  await db
    .insert(userProfiles)
    .values({ userId, notifications: settings })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { notifications: settings, updatedAt: new Date() } });
  return getNotificationSettings(db, userId);
}

export async function getPreferences(db: Executor, userId: string): Promise<Preferences> {
  const [row] = await db.select({ p: userProfiles.preferences }).from(userProfiles).where(eq(userProfiles.userId, userId));
  const stored = row?.p ?? {};
  return {
    default_agent: (stored.defaultAgent as Preferences['default_agent']) ?? DEFAULT_PREFERENCES.default_agent,
    default_chat_mode: stored.defaultChatMode ?? DEFAULT_PREFERENCES.default_chat_mode,
    time_zone: stored.timeZone ?? DEFAULT_PREFERENCES.time_zone,
    // Values saved before the voices became the live page's styles fall back to the default.
    read_aloud_voice: (READ_ALOUD_VOICES as readonly string[]).includes(stored.readAloudVoice ?? '') ? (stored.readAloudVoice as Preferences['read_aloud_voice']) : DEFAULT_PREFERENCES.read_aloud_voice,
  };
}

export async function updatePreferences(db: Executor, userId: string, p: Preferences): Promise<Preferences> {
  const stored = { defaultAgent: p.default_agent, defaultChatMode: p.default_chat_mode, timeZone: p.time_zone, readAloudVoice: p.read_aloud_voice };
  await db
    .insert(userProfiles)
    .values({ userId, preferences: stored })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { preferences: stored, updatedAt: new Date() } });
  return getPreferences(db, userId);
}

/** Marketing mail goes only to verified, active accounts that opted in (off by default). */
export async function mayReceiveMarketing(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ active: users.isActive, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!row?.active || !row.verified) return false;
  return (await getNotificationSettings(db, userId)).marketingEmails;
}
