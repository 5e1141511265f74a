import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One live session with agents (LiveKit room or local mode); see modules/live. */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull().unique(),
    sessionType: text('session_type', { enum: ['video', 'voice', 'screen-share'] }).notNull(),
    mode: text('mode', { enum: ['livekit', 'local'] }).notNull(),
    status: text('status', { enum: ['connecting', 'connected', 'disconnected', 'error'] }).notNull().default('connecting'),
    agentIds: jsonb('agent_ids').$type<string[]>().notNull(),
    /** The local participant's media flags: { audio, video, screen }. */
    media: jsonb('media').$type<{ audio: boolean; video: boolean; screen: boolean }>().notNull(),
    /** The agent_session reservation taken at start, settled at end (or released). */
    reservationId: uuid('reservation_id'),
    reservedCredits: integer('reserved_credits').notNull().default(0),
    /** Paid up front (a video call charges its 5 credits at start-call): no reservation at start. */
    prepaid: boolean('prepaid').notNull().default(false),
    creditsCharged: integer('credits_charged').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    /** Renewed while an event stream of the session is open; a session unseen for a minute ends as disconnected (a closed tab). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_sessions_user_created_idx').on(t.userId, t.createdAt),
    check('live_sessions_duration_nonneg', sql`${t.durationSeconds} >= 0`),
  ],
);
export type LiveSessionRow = typeof liveSessions.$inferSelect;

export const liveMessages = pgTable(
  'live_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    agentId: text('agent_id'),
    content: text('content').notNull(),
    type: text('type').notNull().default('chat'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_messages_session_idx').on(t.sessionId, t.createdAt)],
);
export type LiveMessageRow = typeof liveMessages.$inferSelect;

/** LiveKit webhook deliveries already applied (a replayed body changes nothing). */
export const livekitWebhookEvents = pgTable('livekit_webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A video call with an agent's avatar (POST /video/start-call); rides on a live session. */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    avatarProvider: text('avatar_provider').notNull(),
    avatarStyle: text('avatar_style').notNull(),
    voiceStyle: text('voice_style').notNull(),
    callType: text('call_type').notNull(),
    conversationUrl: text('conversation_url'),
    status: text('status', { enum: ['active', 'ended'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('video_calls_user_idx').on(t.userId, t.createdAt), index('video_calls_session_idx').on(t.sessionId)],
);

/** Avatar videos made in the video studio (Tavus). */
export const avatarVideos = pgTable(
  'avatar_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    script: text('script').notNull(),
    providerVideoId: text('provider_video_id'),
    status: text('status', { enum: ['queued', 'generating', 'ready', 'failed'] }).notNull().default('queued'),
    videoUrl: text('video_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatar_videos_user_idx').on(t.userId, t.createdAt)],
);
export type AvatarVideoRow = typeof avatarVideos.$inferSelect;
