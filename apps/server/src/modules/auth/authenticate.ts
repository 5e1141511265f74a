import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionCache, SessionIdentity } from './session-cache';
import { verifyAccessToken } from './tokens';

/** A bearer token is valid when its signature checks, its session is open and its user is active. */
export async function authenticateBearer(db: Db, jwtKey: Uint8Array, cache: SessionCache, token: string): Promise<SessionIdentity | null> {
  const cached = cache.get(token);
  if (cached) return cached;
  const claims = await verifyAccessToken(jwtKey, token);
  if (!claims) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isActive: users.isActive,
      isSuperuser: users.isSuperuser,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.jti), eq(sessions.userId, claims.sub), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row || !row.isActive) return null;
  const identity = { ...row, sessionId: claims.jti };
  cache.set(token, identity);
  return identity;
}
