import { BAD_CREDENTIALS_DETAIL } from '@uc/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, oneTimeTokens, sessions, users } from '../../db/schema';
import { createTestApp, latestMail, signUp, TEST_PASSWORD, tokenFromMail, uniqueEmail, type TestContext } from '../../../test/helpers';
import { backgroundWorkSettled } from '../recovery/drain';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { adminEmail: 'boss@example.com', rateLimits: { loginPerEmail: 5, loginPerIp: 1000, authPerIp: 1000 } } });
});

const post = (url: string, payload?: object, headers?: Record<string, string>) => ctx.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
const loginJson = (email: string, password: string) => post('/api/v1/auth/login', { email, password });

describe('register', () => {
  it('creates an unverified user and mails a verification link', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v1/auth/register', { email: email.toUpperCase(), password: TEST_PASSWORD, name: 'Grace' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, name: 'Grace', is_active: true, is_superuser: false, email_verified: false });
    expect(res.json()).not.toHaveProperty('password_hash');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await latestMail(ctx.db, email);
    expect(mail.subject).toContain('Verify');
    expect(mail.text).toContain('http://app.test/verify-email?token=');
    expect(mail.text).toContain(`${ctx.config.signupCredits} free credits`);
  });

  it('refuses a second account with the same e-mail', async () => {
    const email = uniqueEmail();
    await post('/api/v1/auth/register', { email, password: TEST_PASSWORD, name: 'A' });
    const res = await post('/api/v1/auth/register', { email, password: TEST_PASSWORD, name: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Email already registered' });
  });

  it('rejects missing fields, wrong types, a short password and an oversize body with a detail', async () => {
    const missing = await post('/api/v1/auth/register', { email: uniqueEmail() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/password|name/);
    expect(missing.json().errors.length).toBeGreaterThan(0);

    const wrongType = await post('/api/v1/auth/register', { email: 42, password: true, name: [] });
    expect(wrongType.statusCode).toBe(422);

    const badEmail = await post('/api/v1/auth/register', { email: 'not-an-email', password: TEST_PASSWORD, name: 'X' });
    expect(badEmail.statusCode).toBe(422);

    const short = await post('/api/v1/auth/register', { email: uniqueEmail(), password: 'short', name: 'X' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe(`Password must be at least ${ctx.config.passwordMinLength} characters long`);

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD, name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe('Request body is too large');

    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().detail).toBeTruthy();
  });

  it('makes the ADMIN_EMAIL account a superuser', async () => {
    const res = await post('/api/v1/auth/register', { email: 'boss@example.com', password: TEST_PASSWORD, name: 'Boss' });
    expect(res.json().is_superuser).toBe(true);
  });
});

describe('verification and sign-in', () => {
  it('signs in only after verification, which grants the sign-up credits once', async () => {
    const email = uniqueEmail();
    const reg = await post('/api/v1/auth/register', { email, password: TEST_PASSWORD, name: 'Linus' });
    const early = await loginJson(email, TEST_PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toMatch(/verify/i);

    const token = tokenFromMail((await latestMail(ctx.db, email)).text);
    const verified = await post(`/api/v1/auth/verify-email?token=${token}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { name: 'Linus', email } });
    expect((await me(verified.json().access_token)).json()).toMatchObject({ email, email_verified: true });

    // The same link again: the account is verified, and the answer says so.
    const again = await post(`/api/v1/auth/verify-email?token=${token}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This email address is already verified. You can sign in.');

    const ledger = await ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, reg.json().id));
    expect(ledger.map((l) => l.delta)).toEqual([ctx.config.signupCredits]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, reg.json().id));
    expect(row.creditBalance).toBe(ctx.config.signupCredits);
  });

  it('says "expired" for an expired verification link and resend issues a new one', async () => {
    const email = uniqueEmail();
    await post('/api/v1/auth/register', { email, password: TEST_PASSWORD, name: 'Old' });
    const first = tokenFromMail((await latestMail(ctx.db, email)).text);
    await ctx.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(`/api/v1/auth/verify-email?token=${first}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toContain('expired');

    const resend = await post('/api/v1/auth/resend-verification', { email });
    expect(resend.statusCode).toBe(200);
    await backgroundWorkSettled(); // the mail is sent after the answer
    const second = tokenFromMail((await latestMail(ctx.db, email)).text);
    expect(second).not.toBe(first);
    expect((await post(`/api/v1/auth/verify-email?token=${second}`)).statusCode).toBe(200);
  });

  it('answers resend the same way for unknown addresses and rejects a missing token', async () => {
    const unknown = await post('/api/v1/auth/resend-verification', { email: uniqueEmail() });
    expect(unknown.statusCode).toBe(200);
    expect((await post('/api/v1/auth/verify-email')).statusCode).toBe(422);
    expect((await post('/api/v1/auth/verify-email?token=bogus')).json().detail).toMatch(/Invalid/);
  });

  it('accepts the JSON and the form-encoded login and gives one answer for a wrong password or unknown e-mail', async () => {
    const user = await signUp(ctx);
    const json = await loginJson(user.email, TEST_PASSWORD);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(user.email)}&password=${TEST_PASSWORD}`,
    });
    expect(form.statusCode).toBe(200);
    expect((await me(form.json().access_token)).json().email).toBe(user.email);

    const wrong = await loginJson(user.email, 'wrong-password');
    const unknown = await loginJson(uniqueEmail(), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: BAD_CREDENTIALS_DETAIL });
    expect(unknown.json()).toEqual(wrong.json());

    expect((await post('/api/v1/auth/login', { password: 'x' })).statusCode).toBe(422);
  });

  it('rate-limits sign-in attempts per e-mail with a 429 detail', async () => {
    const email = uniqueEmail();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await loginJson(email, 'nope-nope')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
    const res = await loginJson(email, 'nope-nope');
    expect(res.json().detail).toMatch(/Too many sign-in attempts/);
    // Another address from the same client is not blocked.
    expect((await loginJson(uniqueEmail(), 'nope-nope')).statusCode).toBe(401);
  });

  it('refuses deactivated accounts', async () => {
    const user = await signUp(ctx);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.userId));
    expect((await loginJson(user.email, TEST_PASSWORD)).statusCode).toBe(403);
    expect((await me(user.token)).statusCode).toBe(401);
  });
});

describe('session', () => {
  it('requires a valid token for /me', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Could not validate credentials' });
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    const user = await signUp(ctx);
    const tampered = user.token.slice(0, -2) + (user.token.endsWith('A') ? 'BB' : 'AA');
    expect((await me(tampered)).statusCode).toBe(401);
  });

  it('/me answers the caller as JSON, the same on a repeat; the Bearer scheme in any case, nothing else', async () => {
    const user = await signUp(ctx, uniqueEmail(), TEST_PASSWORD, 'Jo "Quote" Founder');
    const first = await me(user.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.json()).toEqual({
      id: user.userId,
      email: user.email,
      name: 'Jo "Quote" Founder',
      created_at: expect.any(String),
      is_active: true,
      is_superuser: false,
      email_verified: true,
    });
    expect((await me(user.token)).body).toBe(first.body); // served from the session cache
    const as = (authorization: string) => ctx.app.inject({ url: '/api/v1/auth/me', headers: { authorization } });
    for (const scheme of ['bearer', 'BEARER']) expect((await as(`${scheme} ${user.token}`)).body).toBe(first.body);
    const malformed = [`Basic ${user.token}`, `Bearer  ${user.token}`, `Bearer${user.token}`, 'Bearer ', `Bearers ${user.token}`];
    for (const header of malformed) {
      const res = await as(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Could not validate credentials' });
    }
  });

  it('logout revokes the token (its jti) and only that one', async () => {
    const user = await signUp(ctx);
    const other = (await loginJson(user.email, TEST_PASSWORD)).json().access_token;
    const out = await post('/api/v1/auth/logout', undefined, user.auth);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBeTruthy();
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('password reset and change', () => {
  it('resets with a single-use link, signs out open sessions and swaps the password', async () => {
    const user = await signUp(ctx);
    const known = await post('/api/v1/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/v1/auth/forgot-password', { email: uniqueEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    expect((await me(user.token)).statusCode).toBe(200); // now cached: the reset must still revoke it
    await backgroundWorkSettled(); // the mail is sent after the answer
    const mail = await latestMail(ctx.db, user.email);
    expect(mail.text).toContain('http://app.test/reset-password?token=');
    const token = tokenFromMail(mail.text);

    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/status?token=${token}` })).json()).toEqual({ valid: true, reason: null, message: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/reset-password/status?token=bogus' })).json()).toMatchObject({ valid: false, reason: 'unknown' });
    const weak = await post('/api/v1/auth/reset-password', { token, new_password: 'short' });
    expect(weak.statusCode).toBe(400);

    const ok = await post('/api/v1/auth/reset-password', { token, new_password: 'brand-new-secret' });
    expect(ok.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await loginJson(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await loginJson(user.email, 'brand-new-secret')).statusCode).toBe(200);

    const status = await ctx.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/status?token=${token}` });
    expect(status.json()).toMatchObject({ valid: false, reason: 'used' });
    const reuse = await post('/api/v1/auth/reset-password', { token, new_password: 'another-secret-1' });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses an expired reset link', async () => {
    const user = await signUp(ctx);
    await post('/api/v1/auth/forgot-password', { email: user.email });
    await backgroundWorkSettled();
    const token = tokenFromMail((await latestMail(ctx.db, user.email)).text);
    await ctx.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(oneTimeTokens.userId, user.userId));
    const res = await post('/api/v1/auth/reset-password', { token, new_password: 'brand-new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('expired');
  });

  it('changes the password after checking the current one and keeps only this session', async () => {
    const user = await signUp(ctx);
    const other = (await loginJson(user.email, TEST_PASSWORD)).json().access_token;
    expect((await me(other)).statusCode).toBe(200); // cached session of the other device
    const wrong = await post('/api/v1/auth/change-password', { currentPassword: 'nope', newPassword: 'next-password-1' }, user.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    const anon = await post('/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'next-password-1' });
    expect(anon.statusCode).toBe(401);
    const ok = await post('/api/v1/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'next-password-1' }, user.auth);
    expect(ok.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await loginJson(user.email, 'next-password-1')).statusCode).toBe(200);
  });
});

describe('account deletion and social sign-in', () => {
  it('deletes the user with their sessions and ledger, and revokes the token', async () => {
    const user = await signUp(ctx);
    const second = (await loginJson(user.email, TEST_PASSWORD)).json().access_token;
    expect((await me(second)).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect(await ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId))).toEqual([]);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account' })).statusCode).toBe(401);
  });

  it('answers Google sign-in with 501 and a detail', async () => {
    const res = await post('/api/v1/auth/google-oauth', { credential: 'x' });
    expect(res.statusCode).toBe(501);
    expect(res.json().detail).toMatch(/not available/);
  });
});
