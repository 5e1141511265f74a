#!/usr/bin/env node
// Resident memory of the built server (PGlite) after a mixed load: data-room listings and
// searches under 20 connections, 40 uploads of 1 MB, /health under 20 connections; read as the
// load ends, and again after 20 s idle (see rssAfterIdle) for reference.
// `memoryBench()` returns table rows for `npm run bench`. Alone: node scripts/bench-memory.mjs
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { signUpVerified } from './lib/bench-user.mjs';
import { rssAfterIdle, rssMb, rssSampler } from './lib/rss.mjs';
import { benchServer } from './lib/bench-data.mjs';
import { buildIfStale } from './lib/server.mjs';
import { runAlone } from './lib/bench-table.mjs';
import { sized } from './lib/bench-tiny.mjs';

const cannon = (opts) => new Promise((resolve, reject) => autocannon({ connections: 20, timeout: 10, ...opts }, (err, r) => (err ? reject(err) : resolve(r))));

export async function memoryBench({ log = console.log } = {}) {
  buildIfStale({ web: false, server: true });
  // Tiny mode: the shared server (the figures mean nothing there; the code path is the same).
  const server = await benchServer({ prefix: 'uc-bench-memory-', env: { JWT_SECRET: randomBytes(36).toString('base64url'), AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000' }, share: true });
  try {
    const pid = server.child.pid;
    const idle = rssMb(pid);
    const sampler = rssSampler(pid);
    const auth = await signUpVerified(server.url);
    const files = `${server.url}/api/v1/data-room/files`;
    const body = Buffer.alloc(1024 * 1024, 'memory bench line\n');
    for (let round = 0; round < sized(2, 1); round++) {
      await Promise.all(
        Array.from({ length: sized(20, 2) }, async (_, i) => {
          const res = await fetch(`${files}?filename=notes-${round}-${i}.txt`, { method: 'POST', headers: { ...auth, 'content-type': 'application/octet-stream' }, body });
          if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
        }),
      );
    }
    await cannon({ url: files, headers: auth, duration: sized(5, 1) });
    await cannon({ url: `${files}?q=memory&sort=name&order=asc`, headers: auth, duration: sized(3, 1) });
    await cannon({ url: `${server.url}/health`, duration: sized(3, 1) });
    sampler.stop();
    const after = rssMb(pid);
    const later = await rssAfterIdle(pid, sized(20_000, 500));
    log(`server RSS: idle ${idle.toFixed(0)} MB, peak ${sampler.peak().toFixed(0)} MB, after the load ${after.toFixed(0)} MB, idle later ${later.toFixed(0)} MB`);
    // Issue 42's budgets: < 250 MB idle after start, < 300 MB after the load.
    return [
      {
        measure: 'Server RSS idle after start, PGlite',
        value: Math.round(idle),
        unit: 'MB',
        target: '< 250',
        ok: idle < 250,
        reference: 'read as /health first answers 200 (what is loaded at start)',
      },
      {
        measure: 'Server RSS after the load runs, PGlite',
        value: Math.round(after),
        unit: 'MB',
        target: '< 300',
        ok: after < 300,
        reference: `${later.toFixed(0)} MB after 20 s idle; peak ${sampler.peak().toFixed(0)} MB`,
      },
    ];
  } finally {
    await server.stop();
  }
}

await runAlone(import.meta.url, () => memoryBench());
