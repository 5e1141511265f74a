import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, TEST_PASSWORD, uniqueEmail, type TestContext } from '../../../test/helpers';
import { STREAM_TOKEN_TTL_SECONDS } from './stream-token';

/** The local-mode stream token dies with its live session, its sign-in and its account. */
let ctx: TestContext;
let port = 0;
beforeAll(async () => {
  ctx = await createTestApp({ config: { rateLimits: { authPerIp: 1000, loginPerIp: 1000, loginPerEmail: 1000 } } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

type User = Awaited<ReturnType<typeof signUp>>;
const post = (auth: Record<string, string>, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth, payload: payload ?? {} });
/** The status the event stream answers with (an open stream is closed again at once). */
const open = (id: string, token: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get(`http://127.0.0.1:${port}/api/v1/livekit/sessions/${id}/events?token=${encodeURIComponent(token)}`, (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
  });
const start = async (auth: Record<string, string>) => (await post(auth, '/livekit/sessions', { agent_ids: ['strategic'], session_type: 'voice' })).json() as { id: string; token: string };
const expiryOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp - JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).iat;

describe('live-session stream tokens', () => {
  it('are short-lived and renewed by fetching the session again', async () => {
    const user = await signUp(ctx);
    const s = await start(user.auth);
    expect(expiryOf(s.token)).toBe(STREAM_TOKEN_TTL_SECONDS);
    expect(STREAM_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
    const again = (await ctx.app.inject({ url: `/api/v1/livekit/sessions/${s.id}`, headers: user.auth })).json();
    expect(again.token).toBeTruthy();
    expect(await open(s.id, again.token)).toBe(200);
  });

  it('answer 401 once the session ended', async () => {
    const user = await signUp(ctx);
    const s = await start(user.auth);
    expect(await open(s.id, s.token)).toBe(200);
    await post(user.auth, `/livekit/sessions/${s.id}/end`);
    expect(await open(s.id, s.token)).toBe(401);
  });

  it('answer 401 after sign-out, and after deactivation', async () => {
    const user: User = await signUp(ctx);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const second = { authorization: `Bearer ${login.json().access_token}` };
    const s = await start(second);
    expect(await open(s.id, s.token)).toBe(200);
    await post(second, '/auth/logout');
    expect(await open(s.id, s.token)).toBe(401);

    const other = await signUp(ctx, uniqueEmail('deactivated'));
    const t = await start(other.auth);
    expect(await open(t.id, t.token)).toBe(200);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, other.userId));
    expect(await open(t.id, t.token)).toBe(401);
  });
});
