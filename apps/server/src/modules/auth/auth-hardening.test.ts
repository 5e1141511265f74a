import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestMail, signUp, TEST_PASSWORD, tokenFromMail, uniqueEmail, type TestContext } from '../../../test/helpers';
import { backgroundWorkSettled } from '../recovery/drain';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { rateLimits: { loginPerEmail: 3, loginPerIp: 1000, authPerIp: 1000 } } });
});

const login = (email: string, password: string, ip = '10.0.0.1') => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });

describe('password reset revokes everything made with the old password', () => {
  it('signs out every session and revokes every API key, and the mail says so', async () => {
    const user = await signUp(ctx);
    const key = (await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'CI' } })).json().key as string;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(200);

    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    await backgroundWorkSettled();
    const mail = await latestMail(ctx.db, user.email);
    expect(mail.text).toContain('revokes all your API keys');
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: tokenFromMail(mail.text), new_password: 'a-brand-new-secret-9' } });
    expect(reset.statusCode).toBe(200);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(401);
  });
});

describe('sign-in limits', () => {
  it('wrong passwords from one IP do not lock the owner out from another; every 429 has Retry-After', async () => {
    const user = await signUp(ctx);
    const attacker = [];
    for (let i = 0; i < 4; i++) attacker.push(await login(user.email, 'wrong-password', '203.0.113.9'));
    expect(attacker.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(Number(attacker[3].headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, still signs in.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });
});

describe('forgot-password and resend-verification', () => {
  it('answer the same before any lookup, and do the work afterwards', async () => {
    const user = await signUp(ctx);
    const unverified = uniqueEmail();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: unverified, password: TEST_PASSWORD, name: 'Late' } });
    await backgroundWorkSettled();
    for (const url of ['/api/v1/auth/forgot-password', '/api/v1/auth/resend-verification']) {
      const known = await ctx.app.inject({ method: 'POST', url, payload: { email: url.includes('forgot') ? user.email : unverified } });
      const unknown = await ctx.app.inject({ method: 'POST', url, payload: { email: uniqueEmail() } });
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
    }
    await backgroundWorkSettled();
    expect((await latestMail(ctx.db, user.email)).subject).toMatch(/Reset/);
    expect((await latestMail(ctx.db, unverified)).subject).toMatch(/Verify/);
  });
});
