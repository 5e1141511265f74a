#!/usr/bin/env node
// The built server's memory by kind (issue 42): starts it on a prepared PGlite database, waits for
// /health and WAIT_MS more (default 3000), then prints RSS, V8 heap (by space), external and
// ArrayBuffer memory, CPU used by /health, and the largest mappings in /proc/<pid>/smaps (anonymous:
// V8's heap, PGlite's WASM code and memory, malloc arenas). MEMORY_SNAPSHOT=dir also writes a heap snapshot;
// MEMORY_SMAPS=file keeps the whole smaps; NODE_ARGS='--flag …' starts node with V8 flags (e.g. --liftoff-only).
//   node scripts/memory-breakdown.mjs [entry]   (default apps/server/dist/main.js)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preparedDataDir } from './lib/bench-data.mjs';
import { freePort, MALLOC_ENV, removeDir, ROOT, sleep, stopChild, waitForHealth } from './lib/server.mjs';

const entry = path.join(ROOT, process.argv[2] ?? 'apps/server/dist/main.js');
const probe = fileURLToPath(new URL('./lib/memory-probe.mjs', import.meta.url));
const dataDir = await preparedDataDir('uc-mem-');
const port = await freePort();
const env = {
  ...MALLOC_ENV, ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(36).toString('base64url'),
  HOST: '127.0.0.1', PORT: String(port), APPS_PORT: String(await freePort()), DATA_DIR: dataDir,
  APP_URL: `http://127.0.0.1:${port}`, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probe}`,
};
const child = spawn(process.execPath, [...(process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? []), entry], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
child.stderr.on('data', (d) => process.stdout.write(d));
const sizeMb = (range) => { const [a, b] = range.split('-').map((x) => parseInt(x, 16)); return `(of ${Math.round((b - a) / 1048576)})`; };
try {
  await waitForHealth(`http://127.0.0.1:${port}`, child, 60_000, 5);
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  console.log(`CPU to /health: ${(Number(stat[11]) + Number(stat[12])) * 10} ms`);
  await sleep(Number(process.env.WAIT_MS ?? 3000));
  // The largest resident mappings: [rss MB, what] (anonymous ones have no name).
  const maps = readFileSync(`/proc/${child.pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/).map((block) => {
    const name = block.split('\n')[0].split(/\s+/).slice(5).join(' ') || '[anon]';
    return [Number(block.match(/\nRss:\s+(\d+)/)?.[1] ?? 0) / 1024, name, block.split(' ')[0]];
  }).sort((a, b) => b[0] - a[0]);
  console.log('largest mappings (RSS MB):', maps.slice(0, 14).map(([r, n, a]) => `${r.toFixed(0)} ${n} ${sizeMb(a)}`).join(' | '));
  child.kill('SIGUSR2');
  await sleep(process.env.MEMORY_SNAPSHOT ? 20_000 : 500);
  if (process.env.MEMORY_SMAPS) writeFileSync(process.env.MEMORY_SMAPS, readFileSync(`/proc/${child.pid}/smaps`));
} finally {
  await stopChild(child);
  removeDir(dataDir);
}
process.exit(0);
