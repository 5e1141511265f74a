import { ALREADY_VERIFIED_DETAIL, BAD_CREDENTIALS_DETAIL, UNVERIFIED_DETAIL, type ResetLinkStatus, type User } from '@uc/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { apiKeys, oneTimeTokens, sessions, users, type UserRow } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { grant } from '../billing/ledger';
import { eraseAccount } from '../recovery/account-erasure';
import type { StorageDriver } from '../../providers/storage';
import { resetMail, signInLinkMail, verificationMail } from './mail-templates';
import { securityAlertRecipient, sendSecurityAlert } from '../profile/security-alerts';
import { assertPasswordPolicy, hashPassword, timingSafeMiss, verifyPassword } from './passwords';
import type { SessionCache } from './session-cache';
import { openSession, revokeFamilyOfSession, revokeUserRefreshTokens } from './refresh';
import { loginSucceeded, recordLoginFailure } from './login-throttle';
import { hashToken, newOneTimeToken } from './tokens';

/** storage: to delete the account's stored files (harden, issue 10); optional for callers that never delete accounts. */
export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  config: Config;
  jwtKey: Uint8Array;
  sessionCache: SessionCache;
  storage?: StorageDriver;
  /** Cancels a subscription at the payments provider (account deletion). */
  cancelSubscription?: (providerRef: string) => Promise<void>;
};

const VERIFY_TTL_MS = 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;
const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
type TokenPurpose = 'verify_email' | 'reset_password' | 'sign_in_link';
const LINK_LABEL: Record<TokenPurpose, string> = { verify_email: 'verification', reset_password: 'reset', sign_in_link: 'sign-in' };

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a password reset link has been sent. It is valid for 1 hour.';
export const SIGN_IN_LINK_MESSAGE = 'If an account exists for this email, a one-time sign-in link has been sent. It is valid for 15 minutes.';
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

async function issueOneTimeToken(db: Executor, userId: string, purpose: TokenPurpose, ttlMs: number): Promise<string> {
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
async function consumeOneTimeToken(tx: Executor, token: string, purpose: TokenPurpose): Promise<UserRow> {
  const label = LINK_LABEL[purpose];
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .for('update');
  if (row?.usedAt && purpose === 'verify_email') {
    // Opening the link again after verifying is not a failure: say so (no session is created).
    const [owner] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, row.userId));
    if (owner?.verifiedAt) throw new HttpError(409, ALREADY_VERIFIED_DETAIL);
  }
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

/** An access token (the JSON body) and the refresh token the route puts in its cookie. */
export async function createSession(deps: AuthDeps, userId: string) {
  return openSession(deps, userId);
}

export async function verifyEmail(deps: AuthDeps, token: string) {
  const user = await deps.db.transaction(async (tx) => {
    const u = await consumeOneTimeToken(tx, token, 'verify_email');
    await markVerified(deps, tx, u);
    return u;
  });
  const session = await createSession(deps, user.id);
  return { body: { ...session.body, user: { name: user.name, email: user.email } }, refreshToken: session.refreshToken };
}

export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user && !user.emailVerifiedAt && user.isActive) await sendVerification(deps, user);
}

export async function login(deps: AuthDeps, email: string, password: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const ok = user ? await verifyPassword(user.passwordHash, password) : await timingSafeMiss(password);
  if (user && !ok) await recordLoginFailure(deps.db, user.id);
  if (!user || !ok) throw new HttpError(401, BAD_CREDENTIALS_DETAIL);
  if (!user.isActive) throw new HttpError(403, 'Account deactivated. Please contact support to restore access.');
  if (!user.emailVerifiedAt) throw new HttpError(403, UNVERIFIED_DETAIL);
  await loginSucceeded(deps.db, user.id);
  return createSession(deps, user.id);
}

export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  deps.sessionCache.invalidateSession(sessionId);
  await revokeFamilyOfSession(deps, sessionId);
}

export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || !user.isActive) return;
  const token = await issueOneTimeToken(deps.db, user.id, 'reset_password', RESET_TTL_MS);
  const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(resetMail(user.email, user.name, link));
}

/**
 * A one-time link that signs in without the password: what a throttled account is offered (a
 * password spray slows password sign-in down; the owner's inbox gets them in at once). Only
 * the newest link works; verified, active accounts only; nothing is said about other addresses.
 */
export async function sendSignInLink(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || !user.isActive || !user.emailVerifiedAt) return;
  const token = await issueOneTimeToken(deps.db, user.id, 'sign_in_link', SIGN_IN_LINK_TTL_MS);
  const link = `${deps.config.appUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(signInLinkMail(user.email, user.name, link));
}

/** Spends the link and signs in, as a correct password would (the failed-attempt count starts over). */
export async function signInWithLink(deps: AuthDeps, token: string) {
  const user = await deps.db.transaction((tx) => consumeOneTimeToken(tx, token, 'sign_in_link'));
  if (!user.isActive) throw new HttpError(403, 'Account deactivated. Please contact support to restore access.');
  await loginSucceeded(deps.db, user.id);
  return createSession(deps, user.id);
}

/** Lets the reset page disable its form at once for a spent or expired link (nothing is consumed). */
export async function resetLinkStatus(deps: AuthDeps, token: string): Promise<ResetLinkStatus> {
  const [row] = await deps.db
    .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, 'reset_password')));
  if (!row) return { valid: false, reason: 'unknown', message: 'Invalid or already used reset link' };
  if (row.usedAt) return { valid: false, reason: 'used', message: 'This reset link has already been used. Request a new one if you still need to reset your password.' };
  if (row.expiresAt.getTime() <= Date.now()) return { valid: false, reason: 'expired', message: 'This reset link has expired. Please request a new one.' };
  return { valid: true, reason: null, message: null };
}

/** A reset proves the address, so it also verifies it; every open session is signed out and every API key revoked. */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  assertPasswordPolicy(newPassword, deps.config.passwordMinLength);
  const passwordHash = await hashPassword(newPassword);
  const user = await deps.db.transaction(async (tx) => {
    const user = await consumeOneTimeToken(tx, token, 'reset_password');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id);
    // Keys made with the old password go too: whoever knew it may have made one (harden, issue 10).
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)));
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
  await sendSecurityAlert(deps, { userId, event: 'password_changed' }); // profile-admin: honours securityAlerts
}

async function revokeSessions(tx: Executor, userId: string, keepSessionId?: string): Promise<void> {
  await revokeUserRefreshTokens(tx, userId, keepSessionId);
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(open, ne(sessions.id, keepSessionId)) : open);
}

/**
 * Deleting the user cascades to sessions, tokens, files and every other owned row; payments,
 * invoices and the ledger are kept under an anonymous placeholder, and the stored files deleted.
 */
export async function deleteAccount(deps: AuthDeps, userId: string): Promise<void> {
  const alertTo = await securityAlertRecipient(deps.db, userId); // profile-admin: read before the profile is gone
  await eraseAccount(deps.db, deps.storage, userId, deps.cancelSubscription);
  deps.sessionCache.invalidateUser(userId);
  await sendSecurityAlert(deps, { recipient: alertTo, event: 'account_deleted' });
}

/** ADMIN_EMAIL's account is a superuser whether it registered before or after the setting. */
export async function promoteSuperuser(db: Db, email: string, sessionCache?: SessionCache): Promise<boolean> {
  const rows = await db.update(users).set({ isSuperuser: true, updatedAt: new Date() }).where(eq(users.email, email.trim().toLowerCase())).returning({ id: users.id });
  for (const r of rows) sessionCache?.invalidateUser(r.id);
  return rows.length > 0;
}
