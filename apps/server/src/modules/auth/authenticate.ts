import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, sessions, users } from '../../db/schema';
import { apiKeySessionId } from '../apikeys/service';
import type { SessionCache, SessionIdentity } from './session-cache';
import { hashToken, verifyAccessToken } from './tokens';

/** The user fields every caller identity carries, whether it came from a token or an API key. */
const identityColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isActive: users.isActive,
  isSuperuser: users.isSuperuser,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

/** A bearer token is valid when its signature checks, its session is open and its user is active. */
export async function authenticateBearer(db: Db, jwtKey: Uint8Array, cache: SessionCache, token: string): Promise<SessionIdentity | null> {
  const cached = cache.get(token);
  if (cached) return cached;
  const claims = await verifyAccessToken(jwtKey, token);
  if (!claims) return null;
  const [row] = await db
    .select({ ...identityColumns, sessionExpiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.jti), eq(sessions.userId, claims.sub), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row || !row.isActive) return null;
  const identity = { ...row, sessionId: claims.jti };
  cache.set(token, identity);
  return identity;
}

/** API keys never expire on their own; the cache entry still lives only SESSION_CACHE_TTL_MS. */
const NEVER = new Date(8.64e15);

/** An API key is valid while it is not revoked and its owner is active. Only its hash is looked up. */
export async function authenticateApiKey(db: Db, cache: SessionCache, key: string): Promise<SessionIdentity | null> {
  const cached = cache.get(key);
  if (cached) return cached;
  const [row] = await db
    .select({ ...identityColumns, apiKeyId: apiKeys.id, apiKeyScopes: apiKeys.scopes })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)));
  if (!row || !row.isActive) return null;
  const identity: SessionIdentity = { ...row, sessionId: apiKeySessionId(row.apiKeyId), sessionExpiresAt: NEVER };
  cache.set(key, identity);
  return identity;
}

export async function markApiKeyUsed(db: Db, keyId: string): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, keyId));
}
