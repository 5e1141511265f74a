import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { apiKeys, liveSessions, sessions, users } from '../../db/schema';

/**
 * Local mode's session token: it opens this session's event stream and nothing else. It is short
 * lived (the page fetches the session again for a new one) and carries the sign-in it was issued
 * to, so it dies with that sign-in (sign-out, revocation), with the account (deactivation) and
 * with the live session itself; an open stream re-checks at every heartbeat.
 */
export const STREAM_TOKEN_TTL_SECONDS = 10 * 60;
const key = (secret: string) => new TextEncoder().encode(`${secret}:live-session-events`);
const API_KEY_PREFIX = 'api-key:';

export async function signStreamToken(secret: string, args: { sessionId: string; userId: string; authSessionId?: string }): Promise<string> {
  return new SignJWT({ sid: args.sessionId, scope: 'live-events', ...(args.authSessionId ? { ses: args.authSessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(args.userId)
    .setIssuedAt()
    .setExpirationTime(`${STREAM_TOKEN_TTL_SECONDS}s`)
    .sign(key(secret));
}

export type StreamGrant = { userId: string; authSessionId: string | null };

/** Who the token is for, or null when it is invalid, expired or for another session. */
export async function verifyStreamToken(secret: string, token: string, sessionId: string): Promise<StreamGrant | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (payload.scope !== 'live-events' || payload.sid !== sessionId || typeof payload.sub !== 'string') return null;
    return { userId: payload.sub, authSessionId: typeof payload.ses === 'string' ? payload.ses : null };
  } catch {
    return null;
  }
}

/** Whether the stream may (still) be open: the live session goes on, the account is active, the sign-in or API key is valid. */
export async function streamStillAllowed(db: Db, grant: StreamGrant, liveSessionId: string): Promise<boolean> {
  const [live] = await db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.userId))
    .where(and(eq(liveSessions.id, liveSessionId), eq(liveSessions.userId, grant.userId), ne(liveSessions.status, 'disconnected'), eq(users.isActive, true)));
  if (!live) return false;
  const ses = grant.authSessionId;
  if (!ses) return true;
  if (ses.startsWith(API_KEY_PREFIX)) {
    const [k] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.id, ses.slice(API_KEY_PREFIX.length)), isNull(apiKeys.revokedAt)));
    return Boolean(k);
  }
  const [s] = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, ses), eq(sessions.userId, grant.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return Boolean(s);
}
