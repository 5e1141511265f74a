import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { hashToken } from './tokens';
import { REFRESH_GRACE_MS } from './refresh';
import { createTestApp, signUp, TEST_PASSWORD } from '../../../test/helpers';

const ctx = await createTestApp({ config: { appUrl: 'https://app.test', rateLimits: { authPerIp: 1000 } } });

type Answer = { headers: Record<string, unknown>; json: () => { access_token: string } };
const cookieOf = (res: Answer) => {
  const raw = String(res.headers['set-cookie'] ?? '');
  return { raw, value: raw.match(/uc_refresh=([^;]*)/)?.[1] ?? '' };
};
const login = async (email: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD } });
const refresh = (cookie?: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: cookie ? { cookie: `theme=dark; uc_refresh=${cookie}` } : {} });
const me = (token: string) => ctx.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('rotating refresh tokens', () => {
  it('sign-in sets an httpOnly, Secure, SameSite=Strict cookie scoped to the auth path', async () => {
    const user = await signUp(ctx);
    const res = await login(user.email);
    const { raw, value } = cookieOf(res);
    expect(value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('Secure');
    expect(raw).toContain('SameSite=Strict');
    expect(raw).toContain('Path=/api/v1/auth');
    expect(res.json()).not.toHaveProperty('refreshToken');
  });

  it('refresh gives a working access token and a new cookie; the old cookie is spent', async () => {
    const user = await signUp(ctx);
    const first = cookieOf(await login(user.email)).value;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const next = cookieOf(res).value;
    expect(next).not.toBe(first);
    expect((await me(res.json().access_token)).statusCode).toBe(200);
    const again = await refresh(next);
    expect(again.statusCode).toBe(200);
  });

  it('a reused refresh token revokes the whole family (every session it issued)', async () => {
    const user = await signUp(ctx);
    const signedIn = await login(user.email);
    const first = cookieOf(signedIn).value;
    const rotated = await refresh(first);
    const current = rotated.json().access_token;
    // A stolen copy of the first cookie is replayed after the grace window:
    await ctx.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) }).where(eq(refreshTokens.tokenHash, hashToken(first)));
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Session expired. Please login again.');
    expect((await me(current)).statusCode).toBe(401);
    expect((await me(signedIn.json().access_token)).statusCode).toBe(401);
    expect((await refresh(cookieOf(rotated).value)).statusCode).toBe(401);
  });

  it('two tabs refreshing at once with one cookie both stay signed in (grace window, same family)', async () => {
    const user = await signUp(ctx);
    const first = cookieOf(await login(user.email)).value;
    for (let round = 0; round < 5; round++) {
      const cookie = round === 0 ? first : cookieOf(await refresh(first)).value;
      const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      for (const res of [a, b]) {
        expect((await me(res.json().access_token)).statusCode).toBe(200);
        expect((await refresh(cookieOf(res).value)).statusCode).toBe(200);
      }
    }
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
    expect(rows.filter((r) => r.revokedAt !== null)).toHaveLength(0);
  });

  it('signing out revokes the family; a missing or unknown cookie is 401', async () => {
    const user = await signUp(ctx);
    const signedIn = await login(user.email);
    const cookie = cookieOf(signedIn).value;
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${signedIn.json().access_token}` } });
    expect(cookieOf(out).raw).toContain('Max-Age=0');
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
    const family = rows.find((r) => r.tokenHash && r.sessionId)!.familyId;
    // The sign-up's own family (from e-mail verification) stays; the signed-out one is revoked.
    expect(rows.filter((r) => r.familyId === family).length).toBeGreaterThan(0);
    expect(rows.some((r) => r.revokedAt !== null)).toBe(true);
  });

  it('a password reset ends every refresh family', async () => {
    const user = await signUp(ctx);
    const cookie = cookieOf(await login(user.email)).value;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    const { backgroundWorkSettled } = await import('../recovery/drain');
    await backgroundWorkSettled();
    const { latestMail, tokenFromMail } = await import('../../../test/helpers');
    const token = tokenFromMail((await latestMail(ctx.db, user.email)).text);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, new_password: 'a-brand-new-secret' } })).statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});
