import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_PASSWORD, type TestContext } from '../../test/helpers';
import { REDIS_UNAVAILABLE_DETAIL } from './redis-unavailable';

/** A redis-server of this file's own, on its own port, stopped and started again under the app. */
let port = 0;
let redis: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port: p } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return p;
}

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(true));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis() {
  const child = redis!;
  redis = undefined;
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
}

let ctx: TestContext;
beforeAll(async () => {
  port = await freePort();
  await startRedis();
  ctx = await createTestApp({ config: { redis: { url: `redis://127.0.0.1:${port}`, prefix: 'uc-outage:' } } });
}, 30_000);
afterAll(async () => {
  if (redis) await stopRedis();
});

const login = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD } });

describe('Redis outage', () => {
  it('answers 503 "briefly unavailable" with Retry-After within a second, and recovers by itself', async () => {
    const user = await signUp(ctx);
    expect((await login(user.email)).statusCode).toBe(200);

    await stopRedis();
    for (const request of [
      () => login(user.email),
      () => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'new-during-outage@example.com', password: TEST_PASSWORD, name: 'N' } }),
      () => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } }),
      () => ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'Hello?' } }),
    ]) {
      const started = Date.now();
      const res = await request();
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: REDIS_UNAVAILABLE_DETAIL });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }

    await startRedis();
    await expect.poll(async () => (await login(user.email)).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
  }, 60_000);
});
