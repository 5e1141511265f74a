import { randomBytes } from 'node:crypto';
import type { AgentId, CreateSessionBody, LiveMessage, LiveSession, LiveSessionDetail, Participant, SessionList, SessionType, StartSessionBody } from '@uc/contract';
import { and, asc, count, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { liveMessages, liveSessions, users, type LiveMessageRow, type LiveSessionRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { AGENTS, isAgentId } from '../agents/catalog';
import { release, reserve, settle, type Reservation } from '../billing/ledger';
import { nameList, usageLabel } from '../billing/usage';
import type { LiveDeps } from './deps';
import { signStreamToken } from './stream-token';

export const SESSION_NOT_FOUND = 'Live session not found';
export const SESSION_ENDED = 'This session has ended.';
export const NOT_CONNECTED = 'Not connected to room';
const MAX_PARTICIPANTS = 10;
/** A LiveKit room with nobody in it closes after this long. */
const EMPTY_TIMEOUT_SECONDS = 300;

const agentParticipantId = (id: string) => `agent-${id}`;

export function toMessage(row: LiveMessageRow): LiveMessage {
  return {
    id: row.id,
    participant_id: row.participantId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    type: row.type,
    agent_id: row.agentId && isAgentId(row.agentId) ? row.agentId : null,
  };
}

function participants(row: LiveSessionRow, userName: string): Participant[] {
  const live = row.status !== 'disconnected';
  const user: Participant = {
    id: row.userId,
    name: userName,
    role: 'user',
    is_local: true,
    audio_enabled: live && row.media.audio,
    video_enabled: live && row.media.video,
    screen_share_enabled: live && row.media.screen,
  };
  const agents = row.agentIds.filter(isAgentId).map(
    (id): Participant => ({ id: agentParticipantId(id), name: AGENTS[id].name, role: 'agent', is_local: false, audio_enabled: false, video_enabled: false, screen_share_enabled: false }),
  );
  return [user, ...agents];
}

/** `authSessionId`: the caller's sign-in (or API key), whose end also ends a local-mode stream token. */
export async function toSession(deps: LiveDeps, row: LiveSessionRow, userName: string, authSessionId?: string): Promise<LiveSession> {
  const ended = row.status === 'disconnected';
  const ttlSeconds = deps.config.livekit.maxSessionMinutes * 60;
  let token = '';
  if (!ended) {
    token = deps.rooms
      ? await deps.rooms.mintToken({ room: row.roomName, identity: row.userId, name: userName, ttlSeconds })
      : await signStreamToken(deps.config.jwtSecret, { sessionId: row.id, userId: row.userId, authSessionId });
  }
  return {
    id: row.id,
    room_name: row.roomName,
    token,
    url: row.mode === 'livekit' && deps.rooms ? deps.rooms.url : `/api/v1/livekit/sessions/${row.id}/events`,
    status: row.status,
    session_type: row.sessionType,
    mode: row.mode,
    agent_ids: row.agentIds.filter(isAgentId),
    participants: participants(row, userName),
    duration: row.durationSeconds,
    credits_charged: row.creditsCharged,
    created_at: row.createdAt.toISOString(),
    connected_at: row.connectedAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}

async function userName(deps: LiveDeps, userId: string): Promise<string> {
  const [u] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name ?? 'You';
}

/** The caller's session; another user's is 404 like a missing one. */
export async function ownedSession(deps: LiveDeps, userId: string, id: string): Promise<LiveSessionRow> {
  const [row] = await deps.db.select().from(liveSessions).where(and(eq(liveSessions.id, id), eq(liveSessions.userId, userId)));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}

export async function createSession(deps: LiveDeps, userId: string, body: CreateSessionBody & { prepaidCredits?: number }, authSessionId?: string): Promise<LiveSession> {
  const agentIds = [...new Set(body.agent_ids)] as AgentId[];
  const sessionType: SessionType = body.session_type ?? 'video';
  const roomName = `uc-${sessionType}-${randomBytes(6).toString('hex')}`;
  if (deps.rooms) {
    try {
      await deps.rooms.createRoom(roomName, { emptyTimeoutSeconds: EMPTY_TIMEOUT_SECONDS, maxParticipants: MAX_PARTICIPANTS });
    } catch (err) {
      deps.log.warn({ err }, 'LiveKit CreateRoom failed');
      throw new HttpError(502, 'Video session creation failed: the LiveKit server did not create the room. Please try again.');
    }
  }
  const [row] = await deps.db
    .insert(liveSessions)
    .values({
      userId,
      roomName,
      sessionType,
      mode: deps.rooms ? 'livekit' : 'local',
      agentIds,
      media: { audio: false, video: false, screen: false },
      prepaid: Boolean(body.prepaidCredits),
      creditsCharged: body.prepaidCredits ?? 0,
    })
    .returning();
  return toSession(deps, row, await userName(deps, userId), authSessionId);
}

export async function getSession(deps: LiveDeps, userId: string, id: string, authSessionId?: string): Promise<LiveSessionDetail> {
  const row = await ownedSession(deps, userId, id);
  const messages = await deps.db.select().from(liveMessages).where(eq(liveMessages.sessionId, id)).orderBy(asc(liveMessages.createdAt), asc(liveMessages.id));
  return { ...(await toSession(deps, row, await userName(deps, userId), authSessionId)), messages: messages.map(toMessage) };
}

export async function listSessions(deps: LiveDeps, userId: string, page: number, pageSize: number, authSessionId?: string): Promise<SessionList> {
  const where = eq(liveSessions.userId, userId);
  const [rows, [{ total }], name] = await Promise.all([
    deps.db.select().from(liveSessions).where(where).orderBy(desc(liveSessions.createdAt)).limit(pageSize).offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(liveSessions).where(where),
    userName(deps, userId),
  ]);
  return { items: await Promise.all(rows.map((r) => toSession(deps, r, name, authSessionId))), total, page, page_size: pageSize };
}

const SESSION_KINDS: Record<SessionType, string> = { video: 'Video session', voice: 'Voice session', 'screen-share': 'Screen-share session' };
/** The usage row of a session names its kind and its agents ("Voice session — Alex Strategic and Morgan Marketing"). */
const sessionLabel = (row: LiveSessionRow) =>
  usageLabel(SESSION_KINDS[row.sessionType], nameList(row.agentIds.filter(isAgentId).map((id) => AGENTS[id].name)));

/** In LiveKit mode the user counts as connected only once the room really lists them. */
async function userInRoom(deps: LiveDeps, row: LiveSessionRow): Promise<boolean> {
  if (!deps.rooms) return true;
  try {
    return (await deps.rooms.listParticipants(row.roomName)).some((p) => p.identity === row.userId);
  } catch (err) {
    deps.log.warn({ err }, 'LiveKit ListParticipants failed');
    return false;
  }
}

/**
 * Called by the page once its media are live (local mode) or it has joined the room (LiveKit):
 * reserves the session's credits (unless prepaid) and marks it connected when that is true.
 */
export async function startSession(deps: LiveDeps, userId: string, id: string, body: StartSessionBody, authSessionId?: string): Promise<LiveSession> {
  let row = await ownedSession(deps, userId, id);
  if (row.status === 'disconnected') throw new HttpError(409, SESSION_ENDED);
  if (!row.startedAt) {
    let reservation: Reservation | null = null;
    if (!row.prepaid) reservation = await reserve(deps.db, { userId, feature: 'agent_session', reference: sessionLabel(row) });
    const [updated] = await deps.db
      .update(liveSessions)
      .set({ startedAt: new Date(), reservationId: reservation?.id ?? null, reservedCredits: reservation?.amount ?? 0 })
      .where(and(eq(liveSessions.id, id), isNull(liveSessions.startedAt), ne(liveSessions.status, 'disconnected')))
      .returning();
    // A concurrent start won the race: give this reservation back.
    if (!updated && reservation) await release(deps.db, reservation);
    row = updated ?? (await ownedSession(deps, userId, id));
    if (row.status === 'disconnected') throw new HttpError(409, SESSION_ENDED);
  }
  const media = {
    audio: body.audio_enabled ?? row.media.audio,
    video: body.video_enabled ?? row.media.video,
    screen: body.screen_share_enabled ?? row.media.screen,
  };
  const connected = row.status === 'connected' || (await userInRoom(deps, row));
  const [saved] = await deps.db
    .update(liveSessions)
    .set({ media, status: connected ? 'connected' : row.status, connectedAt: connected ? (row.connectedAt ?? new Date()) : row.connectedAt })
    .where(and(eq(liveSessions.id, id), ne(liveSessions.status, 'disconnected')))
    .returning();
  if (!saved) throw new HttpError(409, SESSION_ENDED);
  if (saved.status === 'connected') deps.hub.publish(id, { type: 'status', status: 'connected' });
  return toSession(deps, saved, await userName(deps, userId), authSessionId);
}

/** Marks the session connected (LiveKit webhook: the user joined). */
export async function markConnected(deps: LiveDeps, row: LiveSessionRow): Promise<void> {
  if (row.status !== 'connecting') return;
  await deps.db
    .update(liveSessions)
    .set({ status: 'connected', connectedAt: row.connectedAt ?? new Date() })
    .where(and(eq(liveSessions.id, row.id), eq(liveSessions.status, 'connecting')));
  deps.hub.publish(row.id, { type: 'status', status: 'connected' });
}

/**
 * Ends the session once: duration from connection to now; the reserved credits are kept when it
 * connected and given back when it never did; the LiveKit room is deleted.
 */
export async function endSession(deps: LiveDeps, userId: string, id: string, opts: { deleteRoom?: boolean } = {}): Promise<LiveSession> {
  const row = await ownedSession(deps, userId, id);
  const name = await userName(deps, userId);
  if (row.status === 'disconnected') return toSession(deps, row, name);
  const now = new Date();
  const duration = row.connectedAt ? Math.max(0, Math.round((now.getTime() - row.connectedAt.getTime()) / 1000)) : 0;
  const [ended] = await deps.db
    .update(liveSessions)
    .set({ status: 'disconnected', endedAt: now, durationSeconds: duration })
    .where(and(eq(liveSessions.id, id), ne(liveSessions.status, 'disconnected')))
    .returning();
  if (!ended) return toSession(deps, await ownedSession(deps, userId, id), name);
  let charged = ended.prepaid ? ended.creditsCharged : 0;
  if (ended.reservationId) {
    const reservation: Reservation = { id: ended.reservationId, userId, feature: 'agent_session', amount: ended.reservedCredits };
    const cost = ended.connectedAt ? ended.reservedCredits : 0;
    await settle(deps.db, reservation, cost);
    charged = cost;
  }
  const [final] = await deps.db.update(liveSessions).set({ creditsCharged: charged }).where(eq(liveSessions.id, id)).returning();
  if (deps.rooms && opts.deleteRoom !== false) {
    await deps.rooms.deleteRoom(ended.roomName).catch((err) => deps.log.warn({ err }, 'LiveKit DeleteRoom failed'));
  }
  deps.hub.publish(id, { type: 'status', status: 'disconnected' });
  const [{ messages }] = await deps.db.select({ messages: count() }).from(liveMessages).where(eq(liveMessages.sessionId, id));
  deps.events.emit('session.ended', {
    userId,
    sessionId: id,
    sessionType: final.sessionType,
    durationSeconds: duration,
    agentIds: final.agentIds,
    messageCount: messages,
  });
  return toSession(deps, final, name);
}

/** A local-mode session whose page has had no event stream open for this long was abandoned (a closed tab). */
export const UNSEEN_AFTER_MS = 60_000;

/** An open event stream says the page is still there (on open and at every stream heartbeat). */
export const touchLiveSession = (deps: Pick<LiveDeps, 'db'>, id: string) => deps.db.update(liveSessions).set({ lastSeenAt: new Date() }).where(eq(liveSessions.id, id));

/**
 * Ends sessions left open longer than the session limit, and local-mode sessions no page has
 * watched for UNSEEN_AFTER_MS (a closed tab never calls end): they become "disconnected" and stop
 * counting as active; started ones settle as usual, the others cost nothing. Returns how many were ended.
 */
export async function endStaleSessions(deps: LiveDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.livekit.maxSessionMinutes * 60_000);
  const unseen = new Date(now.getTime() - UNSEEN_AFTER_MS);
  const stale = await deps.db
    .select({ id: liveSessions.id, userId: liveSessions.userId })
    .from(liveSessions)
    .where(
      and(
        ne(liveSessions.status, 'disconnected'),
        or(lt(liveSessions.createdAt, cutoff), and(eq(liveSessions.mode, 'local'), lt(sql`coalesce(${liveSessions.lastSeenAt}, ${liveSessions.createdAt})`, unseen))),
      ),
    )
    .limit(100);
  for (const s of stale) await endSession(deps, s.userId, s.id).catch((err) => deps.log.warn({ err }, 'ending a stale live session failed'));
  return stale.length;
}
