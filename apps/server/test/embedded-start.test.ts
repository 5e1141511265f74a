import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, tempDir, type RunningServer } from '../../../scripts/lib/server.mjs';
import { createPGlite } from '../src/db/client';
import { buildServer } from './instances';

// The BUILT server on the embedded database, as `npm start` runs it: a new data directory is
// created and migrated by a child process (dist/pglite-init.js) before the server opens it.
describe('the built server on a new embedded database', () => {
  const dataDir = tempDir('uc-embedded-');
  // Embedded whatever the suite runs against (the PostgreSQL pass sets TEST_DATABASE_URL, never DATABASE_URL).
  const env = { JWT_SECRET: 'embedded-start-test-secret-0123456789abcdef', DATABASE_URL: '', REDIS_URL: '' };
  let server: RunningServer | undefined;

  beforeAll(() => buildServer(), 120_000);
  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  it('creates the database on first start, keeps an account through a SIGKILL, and holds it in template1', async () => {
    server = await startServer({ dataDir, env, echo: false });
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const email = 'embedded-start@example.com';
    const register = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-enough-password', name: 'Embedded Start' }),
    });
    expect(register.status).toBe(201);

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    server = await startServer({ dataDir, env, echo: false });
    const again = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-enough-password', name: 'Embedded Start' }),
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { detail: string }).detail).toBe('Email already registered');
    await server.stop();
    server = undefined;

    const lite = await createPGlite(path.join(dataDir, 'pglite'));
    const rows = await lite.query<{ email: string }>('select email from users');
    await lite.close();
    expect(rows.rows.map((r) => r.email)).toEqual([email]);
  }, 120_000);
});
