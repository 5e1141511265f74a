import type { ActiveSession } from '@uc/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import { notFound } from '../../errors';
import { revokeFamilyOfSession, revokeUserRefreshTokens } from '../auth/refresh';
import type { SessionCache } from '../auth/session-cache';

/** "Chrome on macOS" from a User-Agent header; good enough to recognise one's own devices. */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

/** Records when a session was last used and, the first time, from which device (throttled by the caller). */
export async function touchSession(db: Executor, sessionId: string, userAgent: string | undefined): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
  if (userAgent) await db.update(sessions).set({ userAgent: userAgent.slice(0, 400) }).where(and(eq(sessions.id, sessionId), eq(sessions.userAgent, '')));
}

const openSessions = (userId: string) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/**
 * One row per signed-in device: a refreshed sign-in issues a new access session in the same
 * refresh-token family, so sessions of one family are shown (and signed out) together.
 */
export async function listSessions(db: Executor, userId: string, currentSessionId: string): Promise<ActiveSession[]> {
  const rows = await db
    .select({ session: sessions, familyId: refreshTokens.familyId })
    .from(sessions)
    .leftJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
    .where(openSessions(userId))
    .orderBy(desc(sessions.createdAt))
    .limit(200);
  const devices = new Map<string, ActiveSession>();
  for (const { session: s, familyId } of rows) {
    const key = familyId ?? s.id;
    const seen = devices.get(key);
    const lastUsed = s.lastUsedAt?.toISOString() ?? null;
    if (!seen) {
      devices.set(key, { id: s.id, device: describeDevice(s.userAgent), created_at: s.createdAt.toISOString(), last_used_at: lastUsed, current: s.id === currentSessionId });
      continue;
    }
    // Rows come newest first: older members of the family only add their history.
    seen.created_at = s.createdAt.toISOString();
    if (!seen.last_used_at || (lastUsed && lastUsed > seen.last_used_at)) seen.last_used_at = lastUsed;
    if (seen.device === 'Unknown device') seen.device = describeDevice(s.userAgent);
    if (s.id === currentSessionId) seen.current = true;
  }
  return [...devices.values()];
}

/** Signs out one device: the session, and its refresh-token family so the cookie cannot bring it back. Another user's is "not found". */
export async function revokeSession(deps: { db: Db; sessionCache: SessionCache }, userId: string, sessionId: string): Promise<void> {
  const rows = await deps.db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), openSessions(userId))).returning({ id: sessions.id });
  if (rows.length === 0) throw notFound('Session not found');
  await revokeFamilyOfSession(deps, sessionId);
  deps.sessionCache.invalidateSession(sessionId);
}

/** Every device but this one: their sessions and refresh tokens. Returns how many devices were signed out. */
export async function revokeOtherSessions(deps: { db: Db; sessionCache: SessionCache }, userId: string, currentSessionId: string): Promise<number> {
  const devices = (await listSessions(deps.db, userId, currentSessionId)).filter((d) => !d.current).length;
  await deps.db.transaction(async (tx) => {
    await revokeUserRefreshTokens(tx, userId, currentSessionId);
    const [current] = await tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.sessionId, currentSessionId));
    // Keep this device's session (and the sessions of its own refresh family); end every other one.
    const keep = current
      ? sql`${sessions.id} not in (select ${refreshTokens.sessionId} from ${refreshTokens} where ${refreshTokens.familyId} = ${current.familyId})`
      : ne(sessions.id, currentSessionId);
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(openSessions(userId), keep, ne(sessions.id, currentSessionId)));
  });
  deps.sessionCache.invalidateUser(userId);
  return devices;
}
