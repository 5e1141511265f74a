// Shared by the e2e global setup and the benchmark: build when stale, start the built server on a
// free loopback port with a throwaway data dir, wait for /health, stop it again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
export const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** Newest modification time under the given files/folders (node_modules and dist skipped). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(ROOT, p)));
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const SOURCES = {
  // The shared packages are bundled into both (the web's demo runs the engine in the browser).
  web: ['packages/contract/src', 'packages/startup-model/src', 'packages/offline-engine/src', 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json'],
  server: ['packages/contract/src', 'packages/startup-model/src', 'packages/offline-engine/src', 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
};

/** Which workspaces have no build or a build older than their sources. */
export function staleBuilds({ web = true, server = true } = {}) {
  const stale = [];
  if (web && mtime(WEB_INDEX) < newestMtime(SOURCES.web)) stale.push('web');
  if (server && mtime(SERVER_ENTRY) < newestMtime(SOURCES.server)) stale.push('server');
  return stale;
}

/** Runs `npm run build -w @uc/<ws>` for every stale workspace; throws when a build fails. */
export function buildIfStale(opts) {
  for (const ws of staleBuilds(opts)) {
    console.log(`[build] @uc/${ws} is missing or stale: npm run build -w @uc/${ws}`);
    // Vitest sets NODE_ENV=test, which would give React's development build: build for production.
    const res = spawnSync('npm', ['run', 'build', '-w', `@uc/${ws}`], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (res.status !== 0) throw new Error(`npm run build -w @uc/${ws} failed (exit ${res.status ?? res.signal})`);
  }
}

/** A port the OS says is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls GET /health until 200; fails early when the child exits. Returns ms waited. */
export async function waitForHealth(url, child, timeoutMs = 30_000, intervalMs = 50) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering /health`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await sleep(intervalMs);
  }
  throw new Error(`server at ${url} did not answer /health with 200 within ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL after graceMs; resolves once the child is gone. */
export function stopChild(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * glibc's malloc as `npm start` and the Docker image set it (issue 42): two arenas (~150 MB less
 * resident at start and after a load) and blocks of 512 KB and more unmapped when freed (~60 MB less
 * after a burst of uploads).
 */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288' };

export function tempDir(prefix) {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts `node apps/server/dist/main.js` on 127.0.0.1. The output is kept in memory (last 200
 * lines) and echoed with a prefix when `echo` is set, so a failed start can show why.
 */
export async function startServer({ dataDir, port, env = {}, echo = true, timeoutMs = 90_000 /* ~2 s idle; a busy 2-core machine has needed 30 s+ */ } = {}) {
  port ??= await freePort();
  // Deployed apps and previews are served on a second port of their own (APPS_PORT, the apps origin).
  const appsPort = env.APPS_PORT ?? String(await freePort());
  dataDir ??= tempDir('uc-server-');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...MALLOC_ENV,
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      APPS_PORT: appsPort,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const collect = (stream) => (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (echo) stream.write(`[server] ${line}\n`);
    }
  };
  child.stdout.on('data', collect(process.stdout));
  child.stderr.on('data', collect(process.stderr));
  const stop = () => stopChild(child);
  try {
    const startupMs = await waitForHealth(url, child, timeoutMs);
    return { url, appsUrl: `http://127.0.0.1:${appsPort}`, port, dataDir, child, startupMs, stop, logs: () => lines.join('\n') };
  } catch (err) {
    await stop();
    throw new Error(`${err.message}\n--- server output ---\n${lines.join('\n')}`);
  }
}

export function removeDir(dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch (err) {
    // A child still writing there (an initdb the bench stopped) must not turn a measured section into a failure.
    console.error(`could not remove ${dir}: ${err.message}`);
  }
}
