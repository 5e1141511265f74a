import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { deleteRedisKeys } from '../../../scripts/lib/redis-keys.mjs';
import { buildIfStale, removeDir, ROOT, startServer, tempDir, type RunningServer } from '../../../scripts/lib/server.mjs';
import { withDatabase } from './global-setup';

/**
 * Several BUILT server processes (apps/server/dist/main.js) on one fresh PostgreSQL database and
 * one Redis key prefix, as a load balancer would run them. For the multi-instance tests (issue 18).
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Why the multi-instance tests cannot run here, or null when they can. */
export const multiInstanceSkipReason: string | null =
  !adminUrl || !redisUrl ? 'needs TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis shared by two server processes)' : null;

/** Builds the server when its sources are newer than dist, one builder at a time (the e2e lock). */
export function buildServer() {
  const lib = pathToFileURL(path.join(ROOT, 'scripts/lib/server.mjs')).href;
  const script = `import { buildIfStale } from ${JSON.stringify(lib)}; buildIfStale({ web: false, server: true });`;
  const res = spawnSync('flock', ['/tmp/e2e.lock', process.execPath, '--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
  if ((res.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return buildIfStale({ web: false, server: true }); // no flock (not Linux)
  if (res.status !== 0) throw new Error(`building the server failed (exit ${res.status ?? res.signal})`);
}

export type Cluster = {
  /** The database every instance shares (created empty, dropped by close). */
  databaseUrl: string;
  redisPrefix: string;
  /** Environment common to every instance. */
  env: Record<string, string>;
  /** Starts one more instance (shared DATA_DIR, as on one host with a shared volume). */
  start(extraEnv?: Record<string, string>): Promise<RunningServer>;
  /** Runs SQL on the shared database. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops every instance still running, drops the database and the Redis keys. */
  close(): Promise<void>;
};

export async function createCluster(env: Record<string, string> = {}): Promise<Cluster> {
  if (!adminUrl || !redisUrl) throw new Error(multiInstanceSkipReason!);
  const name = `uc_mi_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Dropping the database WITH (FORCE) at close may terminate a connection still ending: not an error of the test.
  pool.on('error', () => undefined);
  const dataDir = tempDir('uc-multi-');
  const redisPrefix = `uc-test-${name}:`;
  const shared: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    // Secrets every instance must share (without them each would make its own in DATA_DIR).
    JWT_SECRET: `multi-instance-test-secret-${randomUUID()}`,
    INTEGRATIONS_SECRET: `multi-instance-integrations-${randomUUID()}`,
    ...env,
  };
  const running: RunningServer[] = [];
  return {
    databaseUrl,
    redisPrefix,
    env: shared,
    async start(extraEnv = {}) {
      const server = await startServer({ dataDir, echo: Boolean(process.env.MULTI_INSTANCE_ECHO), env: { ...shared, ...extraEnv } });
      running.push(server);
      return server;
    },
    async query(text, values) {
      return (await pool.query(text, values)).rows;
    },
    async close() {
      await Promise.all(running.map((s) => s.stop()));
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await deleteRedisKeys(redisUrl, redisPrefix);
      removeDir(dataDir);
    },
  };
}
