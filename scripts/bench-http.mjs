#!/usr/bin/env node
// The built server's plain HTTP cost against a bare Fastify answering the same JSON (no plugins,
// database or auth): GET /health and GET /api/v1/auth/me under autocannon.
// `httpBench()` returns rows { measure, value, unit, target, ok, reference } for `npm run bench`.
// Alone: node scripts/bench-http.mjs
//   BENCH_DURATION (s per run, default 5)  BENCH_HTTP_ROUNDS (default 3)  BENCH_CONNECTIONS (default 50)
// Ours and bare run in turn, round after round, and each row is the median of the rounds' ratios:
// the 2-core machine's speed drifts within seconds, and one run of each gave ratios 0.6 to 1.0.
//   BENCH_PG_URL: /auth/me also on PostgreSQL (a throwaway database).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchServer } from './lib/bench-data.mjs';
import { throwawayDatabase } from './lib/bench-pg.mjs';
import { median, round, runAlone } from './lib/bench-table.mjs';
import { sized } from './lib/bench-tiny.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { ROOT, buildIfStale, freePort, stopChild, waitForHealth } from './lib/server.mjs';

const WARMUP_S = sized(2, 0); // tiny mode: no warm-up
const serverEnv = () => ({ NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(36).toString('base64url').slice(0, 48), LOGIN_MAX_PER_IP: '1000', AUTH_MAX_PER_IP: '1000' });

function cannon(url, headers, { connections, duration }) {
  return new Promise((resolve, reject) => autocannon({ url, connections, duration, headers, timeout: 10 }, (err, r) => (err ? reject(err) : resolve(r))));
}

const warmUp = (url, headers, opts) => WARMUP_S && cannon(url, headers, { ...opts, duration: WARMUP_S });

async function load(url, headers, opts) {
  const r = await cannon(url, headers, opts);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
}

/** `rounds` runs of each server in turn (after one warm-up each): the median round of each and of their ratio. */
async function compare(oursUrl, bareUrl, headers, opts, rounds) {
  await warmUp(oursUrl, headers, opts);
  await warmUp(bareUrl, headers, opts);
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    const o = await load(oursUrl, headers, opts);
    runs.push({ ours: o, bare: await load(bareUrl, headers, opts) });
  }
  const middle = (side) => runs.map((r) => r[side]).sort((a, b) => a.rps - b.rps)[Math.floor(rounds / 2)];
  return {
    ours: { ...middle('ours'), failed: runs.reduce((n, r) => n + r.ours.failed, 0) },
    bare: middle('bare'),
    ratio: median(runs.map((r) => r.ours.rps / r.bare.rps)),
    ratios: runs.map((r) => (r.ours.rps / r.bare.rps).toFixed(2)),
  };
}

/** The bare Fastify of scripts/lib/bare-server.mjs, answering the given bodies. */
async function startBare(healthBody, meBody) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/lib/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), HEALTH_JSON: JSON.stringify(healthBody ?? {}), ME_JSON: JSON.stringify(meBody ?? {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 15_000, 20);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { url, child, stop: () => stopChild(child) };
}

const describe = (r) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.failed ? `, ${r.failed} failed` : ''}`;

/**
 * GET /health and GET /api/v1/auth/me: ours (PGlite) against bare Fastify, and /auth/me on
 * PostgreSQL when `pgUrl` is given.
 */
export async function httpBench({
  duration = Math.min(Number(process.env.BENCH_DURATION ?? 5), 60),
  rounds = Math.max(1, Math.min(Number(process.env.BENCH_HTTP_ROUNDS ?? 3), 9)),
  connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 200),
  pgUrl = null,
  log = console.log,
} = {}) {
  buildIfStale({ web: false, server: true });
  const opts = { duration, connections };
  let ours;
  let bare;
  try {
    ours = await benchServer({ prefix: 'uc-bench-http-', env: serverEnv(), share: true });
    const auth = await signUpVerified(ours.url);
    const healthBody = await (await fetch(`${ours.url}/health`)).json();
    const meBody = await (await fetch(`${ours.url}/api/v1/auth/me`, { headers: auth })).json();
    bare = await startBare(healthBody, meBody);
    const results = {};
    for (const [key, p, headers] of [
      ['health', '/health', {}],
      ['me', '/api/v1/auth/me', auth],
    ]) {
      results[key] = await compare(`${ours.url}${p}`, `${bare.url}${p}`, headers, opts, rounds);
      const { ours: o, bare: b, ratios } = results[key];
      const runs = `${connections} connections, ${rounds} × ${duration} s each`;
      log(`GET ${p} (${runs}): ours ${describe(o)}; bare Fastify ${describe(b)}; ratios ${ratios.join(', ')}`);
    }
    await ours.stop();
    await bare.stop();

    let mePg = null;
    if (pgUrl) {
      const db = await throwawayDatabase(pgUrl);
      let server;
      try {
        server = await benchServer({ prefix: 'uc-bench-http-pg-', env: { ...serverEnv(), DATABASE_URL: db.url } });
        const meUrl = `${server.url}/api/v1/auth/me`;
        const pgAuth = await signUpVerified(server.url);
        await warmUp(meUrl, pgAuth, opts);
        mePg = await load(meUrl, pgAuth, opts);
        log(`GET /api/v1/auth/me on PostgreSQL: ${describe(mePg)}`);
      } finally {
        await server?.stop();
        await db.drop();
      }
    }

    const ratio = (k) => results[k].ratio;
    const inTurn = (k) => `median of ${rounds} round${rounds > 1 ? 's' : ''} in turn [${results[k].ratios.join(', ')}]`;
    const { health, me } = results;
    const rps = (r) => `${r.rps.toFixed(0)} req/s`;
    const pgMe = mePg ? `; PostgreSQL ${rps(mePg)} (p50 ${mePg.p50} ms)` : '';
    const failed = (k) => results[k].ours.failed > 0;
    return [
      {
        measure: 'GET /health vs bare Fastify (req/s ratio)',
        value: round(ratio('health'), 2),
        unit: '×bare',
        target: '≥ 0.5',
        ok: ratio('health') >= 0.5 && !failed('health'),
        reference: `${inTurn('health')}; ours ${rps(health.ours)}, bare ${rps(health.bare)}`,
      },
      {
        measure: 'GET /api/v1/auth/me vs bare Fastify (req/s ratio), PGlite',
        value: round(ratio('me'), 2),
        unit: '×bare',
        // Issue 42. The client shares the 2 cores: `node scripts/authme-cpu.mjs` gives the steadier CPU ratio.
        target: '≥ 0.75',
        ok: ratio('me') >= 0.75 && !failed('me'),
        reference:
          `${inTurn('me')}; ours ${rps(me.ours)} (p50 ${me.ours.p50} ms), bare ${rps(me.bare)}${pgMe}`,
      },
    ];
  } finally {
    await bare?.stop();
    await ours?.stop();
  }
}

await runAlone(import.meta.url, async () => {
  const { benchPgUrl } = await import('./lib/bench-pg.mjs');
  return httpBench({ pgUrl: await benchPgUrl() });
});
