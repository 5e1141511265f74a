#!/usr/bin/env node
// Two server builds started in turn on the same prepared PGlite database (issue 42: before and after,
// back to back on a loaded machine): wall time to the first 200 on /health, the CPU used by then, the
// RSS then and 3 s later; medians of RUNS starts each (default 7) after one unmeasured start each.
// Usage: build the older version into apps/server/dist-before (its build.mjs with outdir 'dist-before'), then
//   node scripts/compare-builds.mjs            (BEFORE / AFTER: other entry files, relative to the repository)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { preparedDataDir } from './lib/bench-data.mjs';
import { freePort, removeDir, ROOT, stopChild, waitForHealth, sleep } from './lib/server.mjs';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpuMs = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const rssMb = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
const builds = { before: process.env.BEFORE ?? 'apps/server/dist-before/main.js', after: process.env.AFTER ?? 'apps/server/dist/main.js' };
const runs = Math.min(Number(process.env.RUNS ?? 7), 30);
const dataDir = await preparedDataDir('uc-cmp-');
const env = { NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(36).toString('base64url') };
const res = { before: { wall: [], cpu: [], rss: [], rss5: [] }, after: { wall: [], cpu: [], rss: [], rss5: [] } };
for (let i = -1; i < runs; i++) for (const [name, entry] of Object.entries(builds)) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, entry)], { cwd: ROOT, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), APPS_PORT: String(await freePort()), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, 60_000, 5);
    const wall = performance.now() - t0; const cpu = cpuMs(child.pid); const rss = rssMb(child.pid);
    await sleep(3000); const rss5 = rssMb(child.pid);
    if (i >= 0) { res[name].wall.push(wall); res[name].cpu.push(cpu); res[name].rss.push(rss); res[name].rss5.push(rss5); }
  } finally { await stopChild(child); }
}
for (const [name, r] of Object.entries(res)) console.log(`${name}: wall ${median(r.wall).toFixed(0)} ms [${r.wall.map((x) => x.toFixed(0)).join(',')}], CPU ${median(r.cpu)} ms [${r.cpu.join(',')}], RSS at health ${median(r.rss).toFixed(0)} MB, 3 s later ${median(r.rss5).toFixed(0)} MB [${r.rss5.map((x) => x.toFixed(0)).join(',')}]`);
removeDir(dataDir);
process.exit(0);
