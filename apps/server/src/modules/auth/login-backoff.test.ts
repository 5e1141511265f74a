import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import { MAX_BACKOFF_SECONDS } from './login-throttle';

/** No hard lock of the owner: a growing, capped wait per account; the owner's own browser is exempt. */
let ctx: TestContext;
beforeAll(async () => {
  // The default per-(address, IP) budget of 10; the per-IP limits out of the way.
  ctx = await createTestApp({ config: { rateLimits: { loginPerEmail: 10, loginPerIp: 10_000, authPerIp: 10_000 } } });
});

const login = (email: string, password: string, ip: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie: `uc_refresh=${cookie}` } : {} });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').match(/uc_refresh=([^;]*)/)?.[1] ?? '';

describe('sign-in under a password spray', () => {
  it('120 failures from 12 addresses: the owner with a refresh cookie signs in at once; without one after a capped wait', async () => {
    const user = await signUp(ctx);
    const ownBrowser = cookieOf(await login(user.email, TEST_PASSWORD, '198.51.100.7'));
    expect(ownBrowser).not.toBe('');

    const codes: number[] = [];
    for (let ip = 1; ip <= 12; ip++) for (let i = 0; i < 10; i++) codes.push((await login(user.email, 'wrong-password', `192.0.2.${ip}`)).statusCode);
    expect(codes).toHaveLength(120);
    // Twenty free tries (twice one IP's budget), then a wait of 1, 2, 4 … s between tries: few more get through.
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.filter((c) => c === 401).length).toBeLessThan(26);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(90);

    // The owner's browser (a valid refresh cookie of the account) is not throttled.
    const own = await login(user.email, TEST_PASSWORD, '198.51.100.7', ownBrowser);
    expect(own.statusCode).toBe(200);

    // Another browser waits, at most MAX_BACKOFF_SECONDS, and is told about the e-mailed link.
    for (let i = 0; i < 20; i++) await ctx.db.update(users).set({ failedLogins: sql`${users.failedLogins} + 1`, lastFailedLoginAt: new Date() }).where(eq(users.id, user.userId));
    const elsewhere = await login(user.email, TEST_PASSWORD, '203.0.113.50');
    expect(elsewhere.statusCode).toBe(429);
    const wait = Number(elsewhere.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAX_BACKOFF_SECONDS);
    expect(elsewhere.json().detail).toMatch(/sign-in link by e-mail/);
    await ctx.db.update(users).set({ lastFailedLoginAt: new Date(Date.now() - MAX_BACKOFF_SECONDS * 1000 - 1000) }).where(eq(users.id, user.userId));
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.50')).statusCode).toBe(200);
    const [row] = await ctx.db.select({ failed: users.failedLogins }).from(users).where(eq(users.id, user.userId));
    expect(row.failed).toBe(0);
  }, 120_000);

  it('a refresh cookie of another account does not exempt anyone', async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    const strangersCookie = cookieOf(await login(stranger.email, TEST_PASSWORD, '198.51.100.9'));
    for (let i = 0; i < 21; i++) await login(owner.email, 'wrong-password', `192.0.2.${100 + i}`);
    expect((await login(owner.email, TEST_PASSWORD, '198.51.100.9', strangersCookie)).statusCode).toBe(429);
  });
});
