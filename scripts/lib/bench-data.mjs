// The bench's servers. One migrated PGlite database per bench process, prepared once (initdb and
// every migration: 25 s of a 2-core machine at load 20); each server then starts on a copy of it
// (a copy and a start on an existing database: a few seconds). Without it every section paid for
// its own initdb, which made `BENCH_TINY=1 npm run bench` take minutes. Only the database is
// copied: each copy makes its own secrets (jwt-secret, integrations-secret).
// In tiny mode the sections that only need "the server on PGlite" (the offline chat, /health and
// /auth/me, the landing page, the memory load) share one such server, started once.
import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { TINY } from './bench-tiny.mjs';
import { removeDir, ROOT, SERVER_ENTRY, startServer, tempDir } from './server.mjs';

const run = promisify(execFile);

let template = null;

/**
 * The prepared data dir, made by what the built server runs for a new data dir (dist/pglite-init.js:
 * initdb and the migrations, in a child process), without starting a whole server; removed when
 * this process exits.
 */
function prepared() {
  template ??= (async () => {
    const dir = tempDir('uc-bench-template-');
    process.once('exit', () => removeDir(dir));
    const init = path.join(path.dirname(SERVER_ENTRY), 'pglite-init.js');
    const { stderr } = await run(process.execPath, [init, path.join(dir, 'pglite'), path.join(ROOT, 'apps/server/drizzle'), ''], { timeout: 180_000 });
    if (stderr.trim()) console.error(stderr.trim());
    return dir;
  })().catch((err) => {
    template = null; // the next section tries again, and its row says why if it fails too
    throw new Error(`preparing the bench database failed: ${err.message}`);
  });
  return template;
}

/** A new temp data dir holding a copy of the prepared, migrated PGlite database. */
export async function preparedDataDir(prefix = 'uc-bench-') {
  const source = await prepared();
  const dir = tempDir(prefix);
  cpSync(path.join(source, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

/** What the shared server runs with: the limits every sharing section raises, raised for all of them. */
const SHARED_ENV = { DATABASE_URL: '', SIGNUP_CREDITS: '1000', AUTH_MAX_PER_IP: '100000', LOGIN_MAX_PER_IP: '100000' };
let shared = null;

async function sharedServer() {
  shared ??= (async () => {
    const dataDir = await preparedDataDir('uc-bench-shared-');
    const server = await startServer({ dataDir, env: SHARED_ENV, echo: false });
    process.once('exit', () => {
      server.child.kill('SIGKILL');
      removeDir(dataDir);
    });
    return { ...server, stop: async () => {} }; // a section is done with it, the next one goes on
  })().catch((err) => {
    shared = null;
    throw err;
  });
  const server = await shared;
  if (server.child.exitCode === null && server.child.signalCode === null) return server;
  shared = null; // ended (a failed section's clean-up kills every child): start another
  return sharedServer();
}

/**
 * The built server for a bench section, on a copy of the prepared PGlite database (or on
 * `env.DATABASE_URL` when given); `stop()` stops it and removes its data dir. With `share` in tiny
 * mode: the one shared server instead (its limits are SHARED_ENV's; `env` is not applied; `stop()`
 * leaves it running for the next section).
 */
export async function benchServer({ prefix = 'uc-bench-', env = {}, share = false } = {}) {
  if (share && TINY && !env.DATABASE_URL) return sharedServer();
  const dataDir = env.DATABASE_URL ? tempDir(prefix) : await preparedDataDir(prefix);
  let server;
  try {
    server = await startServer({ dataDir, env, echo: false });
  } catch (err) {
    removeDir(dataDir);
    throw err;
  }
  return {
    ...server,
    async stop() {
      await server.stop();
      removeDir(dataDir);
    },
  };
}
