import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, type TestContext } from '../../test/helpers';
import { createTwoInstances, describeWithRedis, testRedis, uniqueRedisPrefix, type TwoInstances } from '../../test/redis';
import { connectRedis } from '../providers/redis';
import { RedisRateLimitStore } from './rate-limit-store';

/** Every limit counted once across instances when REDIS_URL is set: requests alternate between A and B. */
let two: TwoInstances;
const both = () => [two.a, two.b];
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describeWithRedis('the Redis rate-limit store', () => {
  const prefix = uniqueRedisPrefix('limit-store');
  let redis: Awaited<ReturnType<typeof testRedis>>;
  beforeAll(async () => {
    redis = await testRedis(prefix);
  });
  afterAll(() => redis.cleanup());

  it('counts one fixed window across connections, atomically, under its prefix', async () => {
    const other = await connectRedis({ url: process.env.TEST_REDIS_URL!, prefix }, { info: () => undefined, error: () => undefined });
    try {
      const [a, b] = [new RedisRateLimitStore(redis, 'test'), new RedisRateLimitStore(other, 'test')];
      const now = Date.now();
      const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('k', 60_000, now)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      for (const c of counts) expect(c.resetAt - now).toBeGreaterThan(59_000);
      expect(await redis.client.get(`${prefix}limit:test:k`)).toBe('40');
      expect(await redis.client.pttl(`${prefix}limit:test:k`)).toBeGreaterThan(59_000);
    } finally {
      await other.close();
    }
  });

  it('opens a new window when the last one expired', async () => {
    const store = new RedisRateLimitStore(redis, 'test');
    expect((await store.hit('short', 80, Date.now())).count).toBe(1);
    expect((await store.hit('short', 80, Date.now())).count).toBe(2);
    await new Promise((r) => setTimeout(r, 120));
    expect((await store.hit('short', 80, Date.now())).count).toBe(1);
  });
});

describeWithRedis('limits shared by two instances (Redis)', () => {
  beforeAll(async () => {
    two = await createTwoInstances({
      name: 'limits',
      config: { rateLimits: { apiKeyPerMinute: 5, loginPerIp: 4, authPerIp: 6, loginPerEmail: 3, publicFormsPerIp: 2, expensive: { chat: 2 } } },
    });
  });
  afterAll(() => two.close());

  it('an API key gets its per-minute budget once, not once per instance; each 429 carries Retry-After', async () => {
    const user = await signUp(two.a);
    const { key } = (await two.a.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'CI' } })).json() as { key: string };
    const res = [];
    for (let i = 0; i < 8; i++) res.push(await both()[i % 2].app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${key}` } }));
    expect(statuses(res)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(res[4].headers['x-ratelimit-remaining']).toBe('0');
    for (const r of res.slice(5)) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('per-user budgets for expensive work are shared', async () => {
    const user = await signUp(two.a);
    const execute = (ctx: TestContext) => ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'strategic', description: 'Where do we start?' } });
    const res = [await execute(two.a), await execute(two.b), await execute(two.a), await execute(two.b)];
    expect(statuses(res)).toEqual([200, 200, 429, 429]);
    expect(Number(res[2].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sign-in attempts per IP and per (e-mail, IP) are counted once', async () => {
    const login = (ctx: TestContext, email: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email, password: 'wrong-password-1' } });
    const perIp = [];
    for (let i = 0; i < 5; i++) perIp.push(await login(both()[i % 2], `nobody-${i}@example.com`, '10.0.0.1'));
    expect(statuses(perIp)).toEqual([401, 401, 401, 401, 429]);
    expect(Number(perIp[4].headers['retry-after'])).toBeGreaterThan(0);

    const perEmail = [];
    for (let i = 0; i < 4; i++) perEmail.push(await login(both()[i % 2], 'target@example.com', '10.0.0.2'));
    expect(statuses(perEmail)).toEqual([401, 401, 401, 429]);
    expect(perEmail[3].json().detail).toMatch(/for this account/);
    expect(Number(perEmail[3].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('each limiter keeps its own counter in Redis (other auth requests do not use up the sign-in budget)', async () => {
    const forgot = (ctx: TestContext) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: '10.0.0.3', payload: { email: 'someone@example.com' } });
    const res = [];
    for (let i = 0; i < 7; i++) res.push(await forgot(both()[i % 2]));
    expect(statuses(res)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const login = await two.b.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: '10.0.0.3', payload: { email: 'someone@example.com', password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(401);
  });

  it('public forms are limited per IP across instances', async () => {
    const contact = (ctx: TestContext) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/contact', remoteAddress: '10.0.0.4', payload: { name: 'Ada', email: 'ada@example.com', reason: 'sales', subject: 'Plans', message: 'Which plan?' } });
    const res = [await contact(two.a), await contact(two.b), await contact(two.a)];
    expect(statuses(res)).toEqual([201, 201, 429]);
    expect(Number(res[2].headers['retry-after'])).toBeGreaterThan(0);
  });
});
