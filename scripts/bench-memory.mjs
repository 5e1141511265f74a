#!/usr/bin/env node
// Resident memory of the built server (PGlite) after a mixed load: data-room listings and
// searches under 20 connections, 40 uploads of 1 MB, /health under 20 connections. Each figure is read
// once the server is idle again (see rssAfterIdle): 10 s after /health first answers (a start leaves
// V8 optimising PGlite's SQL parser in the background for ~2 s of CPU, ~600 MB while it runs) and
// 45 s after the load ends (V8's memory reducer, checking every 8 s, returns a burst's garbage 8-40 s
// after it: seen 8-16 s mostly, once more than 30 s). The instant readings (at /health, at the load's
// end) and the peaks are the references.
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
    const atHealth = rssMb(pid);
    const startSampler = rssSampler(pid);
    const idle = await rssAfterIdle(pid, sized(10_000, 200));
    startSampler.stop();
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
    const atEnd = rssMb(pid);
    const after = await rssAfterIdle(pid, sized(45_000, 500));
    const mb = (n) => `${n.toFixed(0)} MB`;
    log(`server RSS: at /health ${mb(atHealth)}, peak ${mb(startSampler.peak())}, 10 s on ${mb(idle)}; ` +
      `load peak ${mb(sampler.peak())}, at its end ${mb(atEnd)}, 45 s on ${mb(after)}`);
    // Issue 42's budgets: < 250 MB idle after start, < 300 MB after the load.
    return [
      {
        measure: 'Server RSS idle after start, PGlite',
        value: Math.round(idle),
        unit: 'MB',
        target: '< 250',
        ok: idle < 250,
        reference: `10 s after /health first answers; ${mb(atHealth)} as it does, ` +
          `peak ${mb(startSampler.peak())} in those 10 s`,
      },
      {
        measure: 'Server RSS after the load runs, PGlite',
        value: Math.round(after),
        unit: 'MB',
        target: '< 300',
        ok: after < 300,
        reference: `45 s after the load ends; ${mb(atEnd)} as it does, peak ${mb(sampler.peak())}`,
      },
    ];
  } finally {
    await server.stop();
  }
}

await runAlone(import.meta.url, () => memoryBench());
