import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createPGlite, openDatabase, type Database } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { withDatabase } from './global-setup';

export const TEST_PASSWORD = 'correct-horse-42';

/** Config overrides for tests; rate limits may be given one by one. */
export type TestConfigOverrides = Partial<Omit<Config, 'rateLimits'>> & { rateLimits?: Partial<Config['rateLimits']> };

export function testConfig(overrides: TestConfigOverrides = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'uc-test-data'),
    APP_URL: 'http://app.test',
    JOB_FIRST_TICK_MS: '0',
  });
  return { ...base, ...overrides, rateLimits: { ...base.rateLimits, ...overrides.rateLimits } };
}

/** A fresh database for one test file: a PGlite copy of the template, or a PostgreSQL clone of it. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `uc_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const database = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await createPGlite(undefined, { loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite: client });
}

export type TestContext = { app: App; database: Database; db: Database['db']; config: Config };

/** Builds the app on a fresh database; closed after the file's tests. */
export async function createTestApp(opts: { config?: TestConfigOverrides } & Partial<Omit<AppDeps, 'config' | 'database'>> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(opts.config);
  // Quiet unless a test reads the log (e.g. what the operator is told).
  const app = await buildApp({ ...opts, config, database, logger: opts.logger ?? false });
  await app.ready();
  afterAll(() => app.close());
  return { app, database, db: database.db, config };
}

/** Headers of a request to the apps origin (APPS_ORIGIN), where deployed apps and previews are served. */
export const onAppsOrigin = (ctx: Pick<TestContext, 'config'>) => ({ host: new URL(ctx.config.apps.origin).host });

export async function latestMail(db: Database['db'], to: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

export function tokenFromMail(text: string): string {
  const match = text.match(/token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no token link in mail: ${text}`);
  return match[1];
}

let counter = 0;
export const uniqueEmail = (prefix = 'founder') => `${prefix}-${++counter}-${randomUUID().slice(0, 6)}@example.com`;

/** Registers and verifies an account; returns its bearer token. */
export async function signUp(ctx: TestContext, email = uniqueEmail(), password = TEST_PASSWORD, name = 'Ada Founder') {
  const reg = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password, name } });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const mail = await latestMail(ctx.db, email);
  const verify = await ctx.app.inject({ method: 'POST', url: `/api/v1/auth/verify-email?token=${tokenFromMail(mail.text)}` });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const token = verify.json().access_token as string;
  return { email, password, token, userId: reg.json().id as string, auth: { authorization: `Bearer ${token}` } };
}
