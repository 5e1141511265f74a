import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { deleteRedisKeys } from '../../../scripts/lib/redis-keys.mjs';
import { buildApp, type App, type AppDeps } from '../src/app';
import { connectRedis, type SharedRedis } from '../src/providers/redis';
import { createTestDatabase, testConfig, type TestConfigOverrides, type TestContext } from './helpers';

/** The Redis of the shared-state tests (REDIS_URL's stand-in); unset: those tests are skipped. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** `describe`, or `describe.skip` with the reason in its name when TEST_REDIS_URL is unset. */
export const describeWithRedis = (name: string, fn: () => void) =>
  testRedisUrl ? describe(name, fn) : describe.skip(`${name} (skipped: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)`, fn);

/** A key prefix of one test file's own, so files and runs sharing one Redis never see each other's keys. */
export const uniqueRedisPrefix = (name: string) => `uc-test:${name}:${randomUUID().slice(0, 8)}:`;

const silent = { info: () => undefined, error: () => undefined };

export type TestRedis = SharedRedis & {
  /** Deletes every key under the prefix and closes the connections (call it from afterAll: hooks registered inside beforeAll never run). */
  cleanup(): Promise<void>;
};

/** Connections under `prefix`, as an instance has them. */
export async function testRedis(prefix: string): Promise<TestRedis> {
  const redis = await connectRedis({ url: testRedisUrl!, prefix }, silent);
  return {
    ...redis,
    async cleanup() {
      await redis.close();
      await deleteRedisKeys(testRedisUrl!, prefix);
    },
  };
}

export type TwoInstances = { a: TestContext; b: TestContext; prefix: string; /** Closes both apps and the database, and deletes the Redis keys (call it from afterAll). */ close(): Promise<void> };

/**
 * Two apps in one process, as two instances behind a load balancer: one database, one Redis
 * prefix, each with its own connections, session cache and counters (REDIS_URL set for both).
 */
export async function createTwoInstances(opts: { name: string; config?: TestConfigOverrides } & Partial<Omit<AppDeps, 'config' | 'database' | 'redis'>>): Promise<TwoInstances> {
  const prefix = uniqueRedisPrefix(opts.name);
  const database = await createTestDatabase();
  const config = testConfig({ ...opts.config, redis: { url: testRedisUrl!, prefix } });
  const { name: _name, config: _config, ...deps } = opts;
  const build = (closeDatabase: boolean): Promise<App> => buildApp({ ...deps, config, database, logger: false, closeDatabase });
  const appA = await build(true);
  const appB = await build(false);
  await Promise.all([appA.ready(), appB.ready()]);
  const ctx = (app: App): TestContext => ({ app, database, db: database.db, config });
  return {
    a: ctx(appA),
    b: ctx(appB),
    prefix,
    async close() {
      await appB.close();
      await appA.close(); // closes the database
      await deleteRedisKeys(testRedisUrl!, prefix);
    },
  };
}
