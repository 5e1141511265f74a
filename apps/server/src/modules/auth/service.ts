import { BAD_CREDENTIALS_DETAIL, UNVERIFIED_DETAIL, type User } from '@uc/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { oneTimeTokens, sessions, users, type UserRow } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { grant } from '../billing/ledger';
import { resetMail, verificationMail } from './mail-templates';
import { assertPasswordPolicy, hashPassword, timingSafeMiss, verifyPassword } from './passwords';
import type { SessionCache } from './session-cache';
import { hashToken, newOneTimeToken, signAccessToken } from './tokens';

export type AuthDeps = { db: Db; mailer: Mailer; config: Config; jwtKey: Uint8Array; sessionCache: SessionCache };

const VERIFY_TTL_MS = 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a password reset link has been sent. It is valid for 1 hour.';
export const RESEND_MESSAGE = 'If an unverified account exists for this email, a new verification email has been sent.';

export function toUserDto(u: Pick<UserRow, 'id' | 'email' | 'name' | 'createdAt' | 'isActive' | 'isSuperuser' | 'emailVerifiedAt'>): User {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    created_at: u.createdAt.toISOString(),
    is_active: u.isActive,
    is_superuser: u.isSuperuser,
    email_verified: u.emailVerifiedAt !== null,
  };
}

export async function register(deps: AuthDeps, input: { email: string; password: string; name: string }): Promise<User> {
  assertPasswordPolicy(input.password, deps.config.passwordMinLength);
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db
    .insert(users)
    .values({ email: input.email, name: input.name, passwordHash, isSuperuser: input.email === deps.config.adminEmail })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new HttpError(400, 'Email already registered');
  await sendVerification(deps, user);
  return toUserDto(user);
}

async function issueOneTimeToken(db: Executor, userId: string, purpose: 'verify_email' | 'reset_password', ttlMs: number): Promise<string> {
  // Only the newest link of each kind works: earlier unused ones are spent.
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const { token, hash } = newOneTimeToken();
  await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

async function sendVerification(deps: AuthDeps, user: UserRow): Promise<void> {
  const token = await issueOneTimeToken(deps.db, user.id, 'verify_email', VERIFY_TTL_MS);
  const link = `${deps.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(verificationMail(user.email, user.name, link, deps.config.signupCredits));
}

/** Marks the one-time token used and returns its user; the texts match what the pages expect. */
async function consumeOneTimeToken(tx: Executor, token: string, purpose: 'verify_email' | 'reset_password'): Promise<UserRow> {
  const label = purpose === 'verify_email' ? 'verification' : 'reset';
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .for('update');
  if (!row || row.usedAt) throw new HttpError(400, `Invalid or already used ${label} link`);
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(400, `This ${label} link has expired. Please request a new one.`);
  await tx.update(oneTimeTokens).set({ usedAt: new Date() }).where(eq(oneTimeTokens.id, row.id));
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  return user;
}

/** Verifying the address activates the account and grants the sign-up credits (once). */
async function markVerified(deps: AuthDeps, tx: Executor, user: UserRow): Promise<void> {
  if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
  await grant(deps.db, { userId: user.id, credits: deps.config.signupCredits, reason: 'signup_bonus', idempotencyKey: `signup:${user.id}` }, tx);
}

export async function createSession(deps: AuthDeps, userId: string) {
  const { token, jti, expiresAt } = await signAccessToken(deps.jwtKey, userId, deps.config.accessTokenTtlSeconds);
  await deps.db.insert(sessions).values({ id: jti, userId, expiresAt });
  return { access_token: token, token_type: 'bearer' as const, expires_in: deps.config.accessTokenTtlSeconds };
}

export async function verifyEmail(deps: AuthDeps, token: string) {
  const user = await deps.db.transaction(async (tx) => {
    const u = await consumeOneTimeToken(tx, token, 'verify_email');
    await markVerified(deps, tx, u);
    return u;
  });
  return { ...(await createSession(deps, user.id)), user: { name: user.name, email: user.email } };
}

export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user && !user.emailVerifiedAt && user.isActive) await sendVerification(deps, user);
}

export async function login(deps: AuthDeps, email: string, password: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const ok = user ? await verifyPassword(user.passwordHash, password) : await timingSafeMiss(password);
  if (!user || !ok) throw new HttpError(401, BAD_CREDENTIALS_DETAIL);
  if (!user.isActive) throw new HttpError(403, 'This account has been deactivated. Please contact support.');
  if (!user.emailVerifiedAt) throw new HttpError(403, UNVERIFIED_DETAIL);
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return createSession(deps, user.id);
}

export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  deps.sessionCache.invalidateSession(sessionId);
}

export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || !user.isActive) return;
  const token = await issueOneTimeToken(deps.db, user.id, 'reset_password', RESET_TTL_MS);
  const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(resetMail(user.email, user.name, link));
}

/** A reset proves the address, so it also verifies it; every open session is signed out. */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  assertPasswordPolicy(newPassword, deps.config.passwordMinLength);
  const passwordHash = await hashPassword(newPassword);
  const user = await deps.db.transaction(async (tx) => {
    const user = await consumeOneTimeToken(tx, token, 'reset_password');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id);
    await markVerified(deps, tx, user);
    return user;
  });
  deps.sessionCache.invalidateUser(user.id);
}

export async function changePassword(deps: AuthDeps, userId: string, currentSessionId: string, current: string, next: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user.passwordHash, current))) throw new HttpError(400, 'Current password is incorrect');
  assertPasswordPolicy(next, deps.config.passwordMinLength);
  const passwordHash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeSessions(tx, userId, currentSessionId);
  });
  deps.sessionCache.invalidateUser(userId);
}

async function revokeSessions(tx: Executor, userId: string, keepSessionId?: string): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(open, ne(sessions.id, keepSessionId)) : open);
}

/** Deleting the user cascades to sessions, tokens, ledger and every other owned row. */
export async function deleteAccount(deps: AuthDeps, userId: string): Promise<void> {
  await deps.db.delete(users).where(eq(users.id, userId));
  deps.sessionCache.invalidateUser(userId);
}

/** ADMIN_EMAIL's account is a superuser whether it registered before or after the setting. */
export async function promoteSuperuser(db: Db, email: string, sessionCache?: SessionCache): Promise<boolean> {
  const rows = await db.update(users).set({ isSuperuser: true, updatedAt: new Date() }).where(eq(users.email, email.trim().toLowerCase())).returning({ id: users.id });
  for (const r of rows) sessionCache?.invalidateUser(r.id);
  return rows.length > 0;
}
