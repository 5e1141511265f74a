import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers';
import { describeWithRedis, testRedis, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { loadConfig } from '../config';
import { connectRedis } from './redis';

const silent = { info: () => undefined, error: () => undefined };

describe('REDIS_URL', () => {
  it('is optional; REDIS_PREFIX defaults to uc:', () => {
    const base = { DATA_DIR: '/tmp/uc-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).redis).toBeUndefined();
    expect(loadConfig({ ...base, REDIS_URL: 'redis://cache:6379' }).redis).toEqual({ url: 'redis://cache:6379', prefix: 'uc:' });
    expect(loadConfig({ ...base, REDIS_URL: 'redis://cache:6379', REDIS_PREFIX: 'acme:' }).redis).toEqual({ url: 'redis://cache:6379', prefix: 'acme:' });
  });

  it('an unreachable Redis stops the start with a clear message that does not show the password', async () => {
    const err = await connectRedis({ url: 'redis://:s3cret-password@127.0.0.1:1', prefix: 'uc:' }, silent).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\) is unreachable/);
    expect((err as Error).message).not.toContain('s3cret');
  });
});

describeWithRedis('an instance with Redis', () => {
  it('readiness checks Redis too: 503 when it is away, while liveness stays cheap and 200', async () => {
    const prefix = uniqueRedisPrefix('readiness');
    const redis = await connectRedis({ url: testRedisUrl!, prefix }, silent);
    const ctx = await createTestApp({ redis });
    const ready = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });

    redis.client.disconnect();
    const notReady = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'not_ready', checks: { database: 'ok', redis: 'error' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await ctx.app.close();
    await redis.close();
  });

  it('diagnostics list Redis with its version', async () => {
    const redis = await testRedis(uniqueRedisPrefix('diagnostics'));
    const ctx = await createTestApp({ redis });
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/diagnostics/health-check', headers: user.auth });
    await ctx.app.close();
    await redis.cleanup();
    const component = (res.json().components as { component: string; status: string; message: string }[]).find((c) => c.component === 'Redis');
    expect(component).toMatchObject({ status: 'success', message: expect.stringMatching(/^Redis \d+\.\d+/) });
  });

  it('a lost subscriber connection comes back and says messages may have been missed', async () => {
    const prefix = uniqueRedisPrefix('resubscribe');
    const redis = await testRedis(prefix);
    const heard: string[] = [];
    let missed = 0;
    await redis.subscribe(`${prefix}ch`, { onMessage: (m) => heard.push(m), onMissed: () => void missed++ });
    await redis.client.publish(`${prefix}ch`, 'one');
    const list = (await redis.client.client('LIST')) as string;
    const id = /id=(\d+) .*name=(\S+)/g;
    const subscriberId = [...list.matchAll(id)].find((m) => m[2] === `${prefix}subscriber`)![1];
    await redis.client.client('KILL', 'ID', subscriberId);
    for (let i = 0; i < 100 && missed === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(missed).toBe(1);
    for (let i = 0; i < 100 && heard.length < 2; i++) {
      await redis.client.publish(`${prefix}ch`, 'two');
      await new Promise((r) => setTimeout(r, 20));
    }
    await redis.cleanup();
    expect(heard.slice(0, 2)).toEqual(['one', 'two']);
  });
});
