#!/usr/bin/env node
// `npm run bench`: every row of issue 17's table (and issue 18's, when its bench is present), our
// figure beside its target and beside the reference measured in the same run (bare Fastify, `cp`,
// PostgreSQL). Loopback only; bounded: sections that would not fit in the time left are listed as
// skipped, and the whole run stops at BENCH_MAX_MINUTES (default 9.5). Each section is a function
// in its own script returning rows (see scripts/lib/bench-table.mjs); each script also runs alone.
//   BENCH_PG_URL        PostgreSQL for the reference rows (default postgres://postgres@127.0.0.1:5432/test
//                       when it answers); every section uses throwaway databases there.
//   BENCH_REDIS_URL     Redis for issue 18's instances bench (default redis://127.0.0.1:6379).
//   BENCH_ONLY          comma-separated section names to run (chat, team, dataroom, share, cold-start, http, landing-js, local-model,
//                       page-speed, instances, startup-model, deep-json, hostile-csv, memory); the others are listed as skipped.
//   BENCH_TINY=1        every section once with tiny sizes (scripts/lib/bench-tiny.mjs): proves the code paths;
//                       at most 4 min in all (BENCH_MAX_MINUTES) and 120 s a section (BENCH_TINY_SECTION_SECONDS).
// Every server the sections start on PGlite runs on a copy of one database migrated once (scripts/lib/bench-data.mjs).
//   BENCH_ROWS_FILE     also write the rows as JSON to this file.
// A section that fails (a thrown error, or an error nothing handled while it ran) becomes rows that say
// what failed; the run goes on with the next section.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchPgUrl } from './lib/bench-pg.mjs';
import { missingRow, printTable } from './lib/bench-table.mjs';
import { TINY, TINY_ENV } from './lib/bench-tiny.mjs';
import { buildIfStale } from './lib/server.mjs';

if (TINY) for (const [k, v] of Object.entries(TINY_ENV)) process.env[k] ??= v;
const MAX_MS = Math.min(Number(process.env.BENCH_MAX_MINUTES ?? (TINY ? 4 : 9.5)), 30) * 60_000;
/** In tiny mode a section that takes longer than this (a hung server, a stuck browser) is cut and becomes a failed row. */
const TINY_SECTION_MS = Math.min(Number(process.env.BENCH_TINY_SECTION_SECONDS ?? 120), 600) * 1000;
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const started = performance.now();
const elapsed = () => performance.now() - started;

/** Ends every process this one started (servers, Chromium) by pid: a section cut short leaves none behind. */
function killChildren() {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]);
      if (ppid === process.pid) process.kill(Number(pid), 'SIGKILL');
    } catch {
      /* gone already */
    }
  }
}
process.on('exit', killChildren);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

/** The first of `modules` (paths relative to this file) that exports `name`; null when none does. */
async function findExport(name, modules) {
  for (const m of modules) {
    if (!existsSync(fileURLToPath(new URL(m, import.meta.url)))) continue;
    const mod = await import(m);
    if (typeof mod[name] === 'function') return mod[name];
  }
  return null;
}

const pgUrl = await benchPgUrl();
/** The PostgreSQL reference runs of the chat and HTTP sections: the same code with another DATABASE_URL, left out in tiny mode (the instances section runs on PostgreSQL). */
const referencePgUrl = TINY ? null : pgUrl;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

// In the order of issue 17's table, then issue 18's; the memory measure last, after all the load.
// `measures`: the rows a section gives, listed when it cannot run; `needs`: about how long it takes (s).
const SECTIONS = [
  {
    name: 'chat',
    find: () => findExport('chatBench', ['./bench-first-token.mjs']),
    run: (fn, log) => fn({ pgUrl: referencePgUrl, log }),
    needs: 150,
    measures: [
      'Added first-token latency, 20 concurrent streams, PGlite',
      'Added first-token latency, 20 concurrent streams, PostgreSQL',
      'Time to first streamed text, offline engine, 20 concurrent chats, PGlite',
      'Chat stream throughput, 20 connections, offline engine, PGlite',
      'Server CPU per answer, model path (stand-in model), PGlite',
      'Server CPU per answer, model path (stand-in model), PostgreSQL',
      'Server CPU per answer, offline engine, PGlite',
    ],
  },
  {
    name: 'team',
    // Issue 38: five co-founders answer in parallel against a stand-in model with a fixed delay.
    find: () => findExport('teamBench', ['./bench-team.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 45,
    measures: ['Team question to the synthesis, 5 co-founders, model 2000 ms an answer'],
  },
  {
    name: 'dataroom',
    find: () => findExport('dataroomBench', ['./bench-dataroom.mjs']),
    run: (fn, log) => fn({ pgUrl, log }),
    needs: 150,
    measures: [
      'Data-room list (1 000 files), 20 connections',
      'Search matching every file, sorted by name, 10 000 files',
      '50 MB upload throughput vs cp',
      '50 MB download throughput vs cp',
      'Server RSS after the data-room load, PGlite',
    ],
  },
  {
    name: 'share',
    // Issue 40: the share viewer's first page and the page events it reports.
    find: () => findExport('shareBench', ['./bench-share.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 60,
    measures: ['Share viewer: first page on screen, 30-page PDF (Chromium, loopback, first visit)', 'Share page events ingested, PGlite'],
  },
  {
    name: 'cold-start',
    find: () => findExport('coldStartBench', ['./bench-cold-start.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 60,
    measures: ['Cold start to /health (existing database), PGlite'],
  },
  {
    name: 'http',
    find: () => findExport('httpBench', ['./bench-http.mjs']),
    run: (fn, log) => fn({ pgUrl: referencePgUrl, log }),
    needs: 90,
    measures: ['GET /health vs bare Fastify (req/s ratio)', 'GET /api/v1/auth/me vs bare Fastify (req/s ratio), PGlite'],
  },
  {
    name: 'landing-js',
    find: () => findExport('landingJsBench', ['./bench-landing-js.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 60,
    measures: ['Landing page initial JS (gzip)'],
  },
  {
    name: 'page-speed',
    find: () => findExport('pageSpeedBench', ['./bench-page-speed.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 90,
    measures: ['Landing LCP (Chromium, loopback, first visit)', 'Landing CLS', 'Landing TBT (FCP → quiet)'],
  },
  {
    name: 'instances',
    // Issue 18: one against two instances on PostgreSQL + Redis.
    find: () => findExport('instancesBench', ['./bench-instances.mjs']),
    run: (fn, log) => fn({ pgUrl, redisUrl, log }),
    requires: () => (pgUrl ? null : 'needs PostgreSQL (BENCH_PG_URL)'),
    needs: 90,
    measures: [1, 2].flatMap((n) => [
      `GET /auth/me, ${n} instance${n > 1 ? 's' : ''}, PostgreSQL + Redis, 20 connections`,
      `Chat streams (offline engine), ${n} instance${n > 1 ? 's' : ''}, PostgreSQL + Redis, 20 concurrent`,
    ]),
    optional: true,
  },
  {
    name: 'startup-model',
    // Issue 23: one forecast, recomputed on every keystroke of the Startup screen.
    find: () => findExport('startupModelBench', ['./bench-startup-model.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 30,
    measures: ['Startup-model forecast (36 months, any archetype), Node, median', 'Startup-model forecast (36 months, any archetype), Chromium, median'],
  },
  {
    name: 'deep-json',
    // Issue 43: /health while one user sends three 16 MB deeply nested JSON bodies at once.
    find: () => findExport('deepJsonBench', ['./bench-deep-json.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 60,
    measures: [['16', 'Content-Length'], ['16', 'chunked'], ['3.9', 'chunked']].map(([mb, how]) => `/health during 3 concurrent ${mb} MB deeply nested JSON bodies (${how}), worst`),
  },
  {
    name: 'hostile-csv',
    // Issue 43: the timing limits csv-import-load.test.ts used to assert, measured here instead.
    find: () => findExport('hostileCsvBench', ['./bench-hostile-csv.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 45,
    measures: ['Four hostile 10 MB CSV imports at once, slowest refusal', '/health during four hostile 10 MB CSV imports, worst'],
  },
  {
    name: 'local-model',
    // Issue 37: the local engine on the tiny test GGUF (what the product adds around a model, not a model's speed).
    find: () => findExport('localModelBench', ['./bench-local-model.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 40,
    measures: [
      'Local model: load (engine process start + model load)',
      'Local model: time to first token, median',
      'Local model: tokens per second, median',
      'Local model: overhead per answer (1-token answer), median',
      'Local model: engine process RSS with the model loaded',
      'Local model: server RSS after unload, change',
    ],
  },
  {
    name: 'memory',
    find: () => findExport('memoryBench', ['./bench-memory.mjs']),
    run: (fn, log) => fn({ log }),
    needs: 65,
    measures: ['Server RSS idle after start, PGlite', 'Server RSS after the load runs, PGlite'],
  },
];

/**
 * An error nothing handled (a stray stream rejection in a section's helper server) fails the section
 * that is running, as a row, instead of ending the whole run.
 */
let failSection = null;
for (const event of ['unhandledRejection', 'uncaughtException']) {
  process.on(event, (err) => {
    if (failSection) failSection(err);
    else console.error(`bench: ${event} outside a section: ${err?.stack ?? err}`);
  });
}

console.log(`bench: node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`bench: PostgreSQL reference ${pgUrl ? `on ${new URL(pgUrl).host} (throwaway databases)` : 'not available (set BENCH_PG_URL)'}; at most ${(MAX_MS / 60_000).toFixed(1)} min`);
buildIfStale({ web: true, server: true });

const rows = [];
const hardStop = setTimeout(() => {
  console.error(`bench: the time limit (${(MAX_MS / 60_000).toFixed(1)} min) is reached: stopping with what was measured`);
  finish(true);
}, MAX_MS);
hardStop.unref();

/** Sections that gave their rows (measured, skipped or failed); the others are listed when the run is cut short. */
const settled = new Set();
let running = null;

function finish(cut = false) {
  for (const section of SECTIONS) {
    if (settled.has(section.name)) continue;
    const reason = section === running ? 'failed: cut short by the time limit (BENCH_MAX_MINUTES)' : 'not run: the time limit was reached first';
    rows.push(...section.measures.map((m) => missingRow(m, reason)));
  }
  // Memory rows last: they say what the server holds after the load runs above.
  const isMemory = (r) => /\bRSS\b|memory/i.test(r.measure);
  const ordered = [...rows.filter((r) => !isMemory(r)), ...rows.filter(isMemory)];
  console.log(`\nbench: done in ${(elapsed() / 1000).toFixed(0)} s${cut ? ' (cut short)' : ''}${TINY ? ' (BENCH_TINY: code paths only, the figures mean nothing)' : ''}\n`);
  printTable(ordered);
  if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(ordered, null, 1));
  process.exit(cut ? 1 : 0);
}

for (const section of SECTIONS) {
  running = section;
  const skip = (reason) => {
    settled.add(section.name);
    rows.push(...section.measures.map((m) => missingRow(m, reason)));
  };
  if (only && !only.has(section.name)) {
    skip('skipped (BENCH_ONLY)');
    continue;
  }
  const unmet = section.requires?.();
  if (unmet) {
    skip(unmet);
    continue;
  }
  if (!TINY && MAX_MS - elapsed() < section.needs * 1000) {
    skip('skipped: not enough time left');
    continue;
  }
  const fn = await section.find();
  if (!fn) {
    settled.add(section.name);
    if (!section.optional) skip('no bench function');
    continue;
  }
  console.log(`\n── ${section.name} (${(elapsed() / 1000).toFixed(0)} s)`);
  const t0 = performance.now();
  try {
    const unhandled = new Promise((_, reject) => (failSection = reject));
    const cut = TINY ? setTimeout(() => failSection?.(new Error(`took more than ${TINY_SECTION_MS / 1000} s (BENCH_TINY_SECTION_SECONDS)`)), TINY_SECTION_MS) : null;
    const got = await Promise.race([section.run(fn, (line) => console.log(`  ${line}`)), unhandled]).finally(() => clearTimeout(cut));
    settled.add(section.name);
    rows.push(...got);
    console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  } catch (err) {
    console.error(`  ${section.name} failed: ${err?.stack ?? err}`);
    killChildren();
    skip(`failed: ${String(err?.message ?? err).split('\n')[0].slice(0, 100)}`);
  } finally {
    failSection = null;
  }
}
running = null;
finish();
