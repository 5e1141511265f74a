import { TokenSchema } from '@uc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens, users } from '../../db/schema';
import { createTestApp, latestMail, signUp, TEST_PASSWORD, tokenFromMail, uniqueEmail, type TestContext } from '../../../test/helpers';
import { SIGN_IN_LINK_MESSAGE } from './service';

/** A throttled account is offered a one-time sign-in link by e-mail (not the reset mail). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { rateLimits: { loginPerEmail: 10, loginPerIp: 10_000, authPerIp: 10_000 } } });
});

const login = (email: string, password: string, ip: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });
const askForLink = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in-link', payload: { email }, remoteAddress: '203.0.113.9' });
const useLink = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/auth/sign-in-link/verify?token=${encodeURIComponent(token)}`, remoteAddress: '203.0.113.9' });
const mailsTo = async (to: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const linkMailsTo = async (to: string) => (await mailsTo(to)).filter((m) => m.subject === 'Your Ultimate Co-founder sign-in link');

describe('the e-mailed one-time sign-in link', () => {
  it('is offered by the 429 of a throttled account, signs in once and clears the throttle', async () => {
    const owner = await signUp(ctx);
    for (let ip = 1; ip <= 3; ip++) for (let i = 0; i < 10; i++) await login(owner.email, 'wrong-password', `192.0.2.${ip}`);
    const throttled = await login(owner.email, TEST_PASSWORD, '198.51.100.20');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().detail).toMatch(/one-time sign-in link/);
    expect(throttled.json().detail).not.toMatch(/reset your password/);

    const asked = await askForLink(owner.email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: SIGN_IN_LINK_MESSAGE });
    await expect.poll(async () => (await linkMailsTo(owner.email)).length, { timeout: 10_000 }).toBe(1);
    const mail = await latestMail(ctx.db, owner.email);
    expect(mail.text).toContain('http://app.test/sign-in-link?token=');
    expect(mail.text).toMatch(/15 minutes/);
    const token = tokenFromMail(mail.text);

    const signedIn = await useLink(token);
    expect(signedIn.statusCode).toBe(200);
    const body = TokenSchema.parse(signedIn.json());
    expect(String(signedIn.headers['set-cookie'])).toMatch(/uc_refresh=[^;]+/);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json().email).toBe(owner.email);
    const [row] = await ctx.db.select({ failed: users.failedLogins }).from(users).where(eq(users.id, owner.userId));
    expect(row.failed).toBe(0); // the throttle is over: the password works again from anywhere
    expect((await login(owner.email, TEST_PASSWORD, '198.51.100.21')).statusCode).toBe(200);

    // Single use.
    const again = await useLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/already used/);
  }, 120_000);

  it('answers the same for an unknown address and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const asked = await askForLink(nobody);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: SIGN_IN_LINK_MESSAGE });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('expires after 15 minutes, and a newer link spends the older one', async () => {
    const owner = await signUp(ctx);
    await askForLink(owner.email);
    await expect.poll(async () => (await linkMailsTo(owner.email)).length, { timeout: 10_000 }).toBe(1);
    const first = tokenFromMail((await latestMail(ctx.db, owner.email)).text);
    await askForLink(owner.email);
    await expect.poll(async () => (await linkMailsTo(owner.email)).length, { timeout: 10_000 }).toBe(2);
    const second = tokenFromMail((await latestMail(ctx.db, owner.email)).text);
    expect((await useLink(first)).statusCode).toBe(400);
    await ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(oneTimeTokens.userId, owner.userId), eq(oneTimeTokens.purpose, 'sign_in_link')));
    const expired = await useLink(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/expired/);
  });

  it('sends at most 3 links per address in 15 minutes (the answer stays the same)', async () => {
    const owner = await signUp(ctx);
    for (let i = 0; i < 5; i++) expect((await askForLink(owner.email)).json()).toEqual({ message: SIGN_IN_LINK_MESSAGE });
    await expect.poll(async () => (await linkMailsTo(owner.email)).length, { timeout: 10_000 }).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await linkMailsTo(owner.email)).toHaveLength(3);
  });
});
