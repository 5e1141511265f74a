import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../test/helpers';
import { multipart } from '../modules/dataroom/test-files';
import { MemoryRateLimitStore } from './rate-limit-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { rateLimits: { expensive: { chat: 2, uploads: 2, documents: 1 } } } });
});

type User = Awaited<ReturnType<typeof signUp>>;
const chat = (user: User) => ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'strategic', description: 'Where do we start?' } });
const upload = (user: User, i: number) => {
  const body = multipart(`n${i}.txt`, Buffer.from(`note ${i}`));
  return ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...user.auth, ...body.headers }, payload: body.payload });
};

describe('per-user limits on expensive work for bearer tokens', () => {
  it('limits model calls and uploads per user with 429 + Retry-After; other users and cheap routes are unaffected', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    expect([(await chat(user)).statusCode, (await chat(user)).statusCode]).toEqual([200, 200]);
    const third = await chat(user);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().detail).toMatch(/at most 2 per minute/);
    expect((await chat(other)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/agents', headers: user.auth })).statusCode).toBe(200);

    expect([(await upload(user, 1)).statusCode, (await upload(user, 2)).statusCode, (await upload(user, 3)).statusCode]).toEqual([201, 201, 429]);
  });

  it('documents the 429 on the limited operations', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [path, method] of [['/api/v1/agents/execute', 'post'], ['/api/v1/data-room/files', 'post'], ['/api/v1/documents/generate', 'post']]) {
      expect(Object.keys(doc.paths[path][method].responses), path).toContain('429');
    }
  });

  it('the memory store counts per key in fixed windows', async () => {
    const store = new MemoryRateLimitStore();
    expect((await store.hit('k', 1000, 0)).count).toBe(1);
    expect((await store.hit('k', 1000, 500)).count).toBe(2);
    expect(await store.hit('k', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });
});
