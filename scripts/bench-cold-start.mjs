#!/usr/bin/env node
// Cold start of the built server on an existing (already migrated) PGlite database: spawn → first
// 200 on /health. Also the CPU the process used by then, which the machine's load hardly changes
// (wall time on a busy 2-core machine can be twice the idle figure). The measured starts are restarts
// of one build, which read V8's code from the compile cache beside the bundle (src/compile-cache.ts);
// the first start of a new build, which fills that cache, is measured once more and shown beside them.
// `coldStartBench()` returns table rows for `npm run bench`. Alone: node scripts/bench-cold-start.mjs  (BENCH_COLD_RUNS, default 5)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { preparedDataDir } from './lib/bench-data.mjs';
import { TINY } from './lib/bench-tiny.mjs';
import { buildIfStale, freePort, removeDir, ROOT, SERVER_ENTRY, startServer, stopChild, waitForHealth } from './lib/server.mjs';
import { runAlone } from './lib/bench-table.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** User + system CPU time of `pid` so far, in ms (Linux, 100 ticks a second). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export async function coldStartBench({ runs = Math.min(Number(process.env.BENCH_COLD_RUNS ?? 5), 20), log = console.log } = {}) {
  buildIfStale({ web: false, server: true });
  // A copy of the prepared (migrated) database: every measured start finds it ready.
  const dataDir = await preparedDataDir('uc-bench-cold-');
  const env = { NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(36).toString('base64url') };
  try {
    // One start first, unmeasured, so the measured ones find the files in the page cache (tiny mode proves the path without it).
    if (!TINY) await (await startServer({ dataDir, env, echo: false })).stop();
    const walls = [];
    const cpus = [];
    const startOnce = async () => {
      const port = await freePort();
      const t0 = performance.now();
      const child = spawn(process.execPath, [SERVER_ENTRY], {
        cwd: ROOT,
        env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), APPS_PORT: String(await freePort()), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitForHealth(`http://127.0.0.1:${port}`, child, 30_000, 5);
        return { wall: performance.now() - t0, cpu: cpuMs(child.pid) };
      } finally {
        await stopChild(child);
      }
    };
    for (let i = 0; i < runs; i++) {
      const { wall, cpu } = await startOnce();
      walls.push(wall);
      cpus.push(cpu);
    }
    // A new build's first start: no compiled code kept yet (this start writes it again).
    rmSync(path.join(path.dirname(SERVER_ENTRY), '.compile-cache'), { recursive: true, force: true });
    const fresh = await startOnce();
    const wall = median(walls);
    const newBuild = `a new build's first start ${Math.round(fresh.wall)} ms, CPU ${fresh.cpu} ms`;
    log(`cold start (${runs} runs): median ${wall.toFixed(0)} ms [${walls.map((t) => t.toFixed(0)).join(', ')}], CPU by the first 200: median ${median(cpus)} ms; ${newBuild}`);
    return [
      {
        measure: 'Cold start to /health (existing database), PGlite',
        value: Math.round(wall),
        unit: 'ms',
        target: '< 1200',
        ok: wall < 1200,
        reference: `CPU used by then ${median(cpus)} ms (median of ${runs}); ${newBuild}`,
      },
    ];
  } finally {
    removeDir(dataDir);
  }
}

await runAlone(import.meta.url, () => coldStartBench());
