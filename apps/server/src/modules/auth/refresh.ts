import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AuthDeps } from './service';
import { newOneTimeToken, hashToken, signAccessToken } from './tokens';

/** A signed-in browser stays signed in this long without a new password, as long as it keeps refreshing. */
export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
export const REFRESH_COOKIE = 'uc_refresh';
/** Sent only to the auth endpoints (refresh, logout), never with other API calls. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
export const SESSION_EXPIRED_DETAIL = 'Session expired. Please login again.';
/**
 * A spent refresh token presented again this soon is a second tab (or a retried request) that
 * renewed from the same expiry, not a thief: it gets another pair of the same family.
 */
export const REFRESH_GRACE_MS = 10_000;

/** A new access session and the refresh token that continues it (same family on rotation). */
export async function openSession(deps: AuthDeps, userId: string, familyId: string = randomUUID()) {
  const { token, jti, expiresAt } = await signAccessToken(deps.jwtKey, userId, deps.config.accessTokenTtlSeconds);
  const refresh = newOneTimeToken();
  await deps.db.transaction(async (tx) => {
    await tx.insert(sessions).values({ id: jti, userId, expiresAt });
    await tx.insert(refreshTokens).values({ userId, familyId, tokenHash: refresh.hash, sessionId: jti, expiresAt: new Date(Date.now() + REFRESH_TTL_MS) });
  });
  return { body: { access_token: token, token_type: 'bearer' as const, expires_in: deps.config.accessTokenTtlSeconds }, refreshToken: refresh.token };
}

/** Revokes a whole family: its refresh tokens and every access session they issued. */
async function revokeFamily(tx: Executor, familyId: string): Promise<string[]> {
  const now = new Date();
  const members = await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, familyId)).returning({ sessionId: refreshTokens.sessionId });
  const ids = [...new Set(members.map((m) => m.sessionId))];
  if (ids.length) await tx.update(sessions).set({ revokedAt: now }).where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt)));
  return ids;
}

/**
 * Spends a refresh token and issues the next one with a new access token. A token spent within
 * the last REFRESH_GRACE_MS gets another pair of its family (two tabs renewing at once); spent
 * earlier (a stolen copy, or a replay), it revokes its whole family: 401 for everyone holding it.
 */
export async function rotateRefreshToken(deps: AuthDeps, presented: string | undefined) {
  if (!presented) throw new HttpError(401, SESSION_EXPIRED_DETAIL);
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented))).for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false as const, revoked: [] as string[] };
    if (row.usedAt && Date.now() - row.usedAt.getTime() > REFRESH_GRACE_MS) return { ok: false as const, revoked: await revokeFamily(tx, row.familyId) };
    const [user] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, row.userId));
    if (!user?.isActive) return { ok: false as const, revoked: [] };
    if (!row.usedAt) await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { ok: true as const, userId: row.userId, familyId: row.familyId };
  });
  if (!outcome.ok) {
    outcome.revoked.forEach((id) => deps.sessionCache.invalidateSession(id));
    throw new HttpError(401, SESSION_EXPIRED_DETAIL);
  }
  return openSession(deps, outcome.userId, outcome.familyId);
}

/** Signing out ends the session's whole family, so its refresh cookie cannot bring it back. */
export async function revokeFamilyOfSession(deps: Pick<AuthDeps, 'db' | 'sessionCache'>, sessionId: string): Promise<void> {
  const revoked = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
    return row ? revokeFamily(tx, row.familyId) : [];
  });
  revoked.forEach((id) => deps.sessionCache.invalidateSession(id));
}

/** Password reset or change: every refresh token of the user goes, except the current session's family. */
export async function revokeUserRefreshTokens(tx: Executor, userId: string, keepSessionId?: string): Promise<void> {
  let keepFamily: string | undefined;
  if (keepSessionId) {
    const [row] = await tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.sessionId, keepSessionId));
    keepFamily = row?.familyId;
  }
  const rows = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())));
  for (const familyId of new Set(rows.map((r) => r.familyId))) if (familyId !== keepFamily) await revokeFamily(tx, familyId);
}

/** httpOnly, SameSite=Strict, scoped to the auth path; Secure whenever the app is served over https. */
export function setRefreshCookie(reply: FastifyReply, deps: AuthDeps, token: string | null) {
  const secure = deps.config.appUrl.startsWith('https://') ? '; Secure' : '';
  const value = token ? `${REFRESH_COOKIE}=${token}; Max-Age=${Math.floor(REFRESH_TTL_MS / 1000)}` : `${REFRESH_COOKIE}=; Max-Age=0`;
  reply.header('set-cookie', `${value}; Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`);
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
