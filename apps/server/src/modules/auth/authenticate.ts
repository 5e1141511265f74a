import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';
import { verifyAccessToken } from './tokens';

export type AuthenticatedUser = UserRow & { sessionId: string };

/** A bearer token is valid when its signature checks, its session is open and its user is active. */
export async function authenticateBearer(db: Db, jwtKey: Uint8Array, token: string): Promise<AuthenticatedUser | null> {
  const claims = await verifyAccessToken(jwtKey, token);
  if (!claims) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.jti), eq(sessions.userId, claims.sub), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row || !row.user.isActive) return null;
  return { ...row.user, sessionId: claims.jti };
}
