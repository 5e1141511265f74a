#!/usr/bin/env node
// One instance vs two on this machine, both on PostgreSQL + Redis (issue 18): requests/s of
// GET /api/v1/auth/me and chat streams/s (offline engine). The client spreads the load over the
// instances' ports itself (round robin: half the connections on each port for /auth/me, stream i
// on port i mod n), no proxy in between. The ratio two/one says what sharing state costs: on a
// 2-core machine two instances cannot add CPU, so about 1 means the shared state is cheap.
// `instancesBench()` returns rows { measure, value, unit, target, ok, reference } for `npm run bench`.
//   BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test when it answers; a throwaway database is made there)
//   BENCH_REDIS_URL (default REDIS_URL, TEST_REDIS_URL, redis://127.0.0.1:6379; `none`: no Redis, for comparison)
//   BENCH_INSTANCES_DURATION (s per /auth/me run, default 3)   BENCH_INSTANCES_STREAMS (default 200 a round)
//   BENCH_INSTANCES_CONNECTIONS (default 20)   BENCH_INSTANCES_ROUNDS (default 3, medians)
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { median, missingRow, round, runAlone } from './lib/bench-table.mjs';
import { pool, streamOnce } from './lib/bench-client.mjs';
import { benchPgUrl, throwawayDatabase } from './lib/bench-pg.mjs';
import { signUpVerified as signIn } from './lib/bench-user.mjs';
import { deleteRedisKeys } from './lib/redis-keys.mjs';
import { buildIfStale, removeDir, startServer, tempDir } from './lib/server.mjs';

const env = process.env;
/** Chats per user stay under the per-user budget (60 model calls a minute). */
const STREAMS_PER_USER = 50;

function cannon(url, headers, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** /auth/me from `connections` connections split evenly over the instances, for `duration` s; summed. */
async function authMeRate(urls, auth, connections, duration) {
  const split = (i) => Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0);
  const runs = await Promise.all(urls.map((u, i) => cannon(`${u}/api/v1/auth/me`, auth, split(i), duration)));
  return {
    rps: runs.reduce((s, r) => s + r.requests.average, 0),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    failed: runs.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/**
 * Two instances on a fresh database and Redis prefix. Each round measures "one instance" (all
 * load on the first; the second idles) and "two" (load over both), alternately, so both see the
 * same machine load, database and warm caches; medians over the rounds.
 */
async function measure({ pgUrl, redisUrl, duration, streams, connections, rounds }) {
  const database = await throwawayDatabase(pgUrl);
  const prefix = `uc-bench-${randomUUID().slice(0, 8)}:`;
  const dataDir = tempDir('uc-bench-instances-');
  const shared = {
    DATABASE_URL: database.url,
    // BENCH_REDIS_URL=none: no Redis (each instance keeps its own limits and streams), to separate what Redis costs from what a second process costs.
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: prefix,
    JWT_SECRET: `bench-instances-${randomUUID()}`,
    INTEGRATIONS_SECRET: `bench-instances-${randomUUID()}`,
    SIGNUP_CREDITS: '1000',
    AUTH_MAX_PER_IP: '100000',
    LOGIN_MAX_PER_IP: '100000',
    API_KEY_MAX_PER_MINUTE: '100000000', // counted in Redis, never reached here
  };
  const servers = [];
  try {
    // One after the other: the first migrates, the second finds nothing to do.
    for (let i = 0; i < 2; i++) servers.push(await startServer({ dataDir, echo: false, env: shared }));
    const urls = servers.map((s) => s.url);
    const auth = await signIn(urls[0]);
    const created = await fetch(`${urls[0]}/api/v1/api-keys`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench' }) });
    if (!created.ok) throw new Error(`creating an API key answered ${created.status}`);
    const keyAuth = { authorization: `Bearer ${(await created.json()).key}` };
    const users = [];
    for (let i = 0; i < Math.ceil((2 * rounds * streams + connections) / STREAMS_PER_USER); i++) users.push(await signIn(urls[i % 2]));
    let nextUser = 0;
    const user = () => users[nextUser++ % users.length];

    const result = { 1: { me: [], key: [], chat: [] }, 2: { me: [], key: [], chat: [] } };
    await authMeRate(urls, auth, connections, 1); // warm-up: caches, connections, JIT
    await pool(connections, connections, (i) => streamOnce(urls[i % 2], user(), `warm-${i}`));
    for (let round = 0; round < rounds; round++) {
      for (const n of [1, 2]) {
        const targets = urls.slice(0, n);
        result[n].me.push(await authMeRate(targets, auth, connections, duration));
        result[n].key.push(await authMeRate(targets, keyAuth, connections, duration));
        const t0 = performance.now();
        const run = await pool(streams, connections, (i) => streamOnce(targets[i % n], user(), `load-${i}`));
        result[n].chat.push({ rate: run.results.length / ((performance.now() - t0) / 1000), errors: run.errors });
      }
    }
    const rates = (runs) => ({ rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), failed: runs.reduce((s, r) => s + r.failed, 0) });
    const summary = (n) => ({
      me: rates(result[n].me),
      key: rates(result[n].key),
      chat: { rate: median(result[n].chat.map((r) => r.rate)), errors: result[n].chat.flatMap((r) => r.errors) },
    });
    return [summary(1), summary(2)];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    if (redisUrl) await deleteRedisKeys(redisUrl, prefix).catch(() => undefined);
    removeDir(dataDir);
  }
}

export async function instancesBench(opts = {}) {
  const log = opts.log ?? ((line) => console.log(`instances bench: ${line}`));
  const redisOption = opts.redisUrl ?? (env.BENCH_REDIS_URL || env.REDIS_URL || env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
  const redisUrl = redisOption === 'none' ? null : redisOption;
  const duration = opts.duration ?? Math.min(Number(env.BENCH_INSTANCES_DURATION ?? 3), 30);
  const streams = opts.streams ?? Math.min(Number(env.BENCH_INSTANCES_STREAMS ?? 200), 3000);
  const connections = opts.connections ?? Math.min(Number(env.BENCH_INSTANCES_CONNECTIONS ?? 20), 200);
  const rounds = opts.rounds ?? Math.min(Number(env.BENCH_INSTANCES_ROUNDS ?? 3), 10);
  const names = {
    me: (n) => `GET /auth/me, ${n} instance${n > 1 ? 's' : ''}, PostgreSQL${redisUrl ? ' + Redis' : ', no Redis'}, ${connections} connections`,
    key: (n) => `GET /auth/me with an API key (limit in ${redisUrl ? 'Redis' : 'memory'}), ${n} instance${n > 1 ? 's' : ''}, ${connections} connections`,
    chat: (n) => `Chat streams (offline engine), ${n} instance${n > 1 ? 's' : ''}, PostgreSQL${redisUrl ? ' + Redis' : ', no Redis'}, ${connections} concurrent`,
  };
  let one;
  let two;
  try {
    const pgUrl = opts.pgUrl ?? (await benchPgUrl());
    if (!pgUrl) throw new Error('no PostgreSQL (set BENCH_PG_URL)');
    [one, two] = await measure({ pgUrl, redisUrl, duration, streams, connections, rounds });
  } catch (err) {
    log(`not measured: ${err.message}`);
    return [1, 2].flatMap((n) => [missingRow(names.me(n), err.message), missingRow(names.key(n), err.message), missingRow(names.chat(n), err.message)]);
  }
  for (const [n, r] of [[1, one], [2, two]]) {
    log(`${n} instance(s): /auth/me ${round(r.me.rps, 0)}/s (p50 ${r.me.p50} ms, ${r.me.failed} failed); with an API key ${round(r.key.rps, 0)}/s (${r.key.failed} failed); chat ${round(r.chat.rate, 0)} streams/s (${r.chat.errors.length} errors)`);
  }
  const meRatio = two.me.rps / one.me.rps;
  const keyRatio = two.key.rps / one.key.rps;
  const chatRatio = two.chat.rate / one.chat.rate;
  // Targets: nothing fails, and two instances on the same 2 cores keep at least 80% of one's rate
  // (the cost of a Redis round trip per limited request, pub/sub and stream appends).
  return [
    { measure: names.me(1), value: round(one.me.rps, 0), unit: 'req/s', target: '0 failed', ok: one.me.failed === 0, reference: `p50 ${one.me.p50} ms` },
    { measure: names.me(2), value: round(two.me.rps, 0), unit: 'req/s', target: '≥ 0.8 × one', ok: two.me.failed === 0 && meRatio >= 0.8, reference: `${round(meRatio, 2)} × one instance; p50 ${two.me.p50} ms` },
    { measure: names.key(1), value: round(one.key.rps, 0), unit: 'req/s', target: '0 failed', ok: one.key.failed === 0, reference: `p50 ${one.key.p50} ms; ${round(one.key.rps / one.me.rps, 2)} × bearer token` },
    { measure: names.key(2), value: round(two.key.rps, 0), unit: 'req/s', target: '≥ 0.8 × one', ok: two.key.failed === 0 && keyRatio >= 0.8, reference: `${round(keyRatio, 2)} × one instance; p50 ${two.key.p50} ms` },
    { measure: names.chat(1), value: round(one.chat.rate, 0), unit: 'streams/s', target: '0 errors', ok: one.chat.errors.length === 0, reference: `${streams} streams a round` },
    {
      measure: names.chat(2),
      value: round(two.chat.rate, 0),
      unit: 'streams/s',
      target: '≥ 0.8 × one',
      ok: two.chat.errors.length === 0 && chatRatio >= 0.8,
      reference: `${round(chatRatio, 2)} × one instance${two.chat.errors[0] ? `; first error: ${two.chat.errors[0].message}` : ''}`,
    },
  ];
}

await runAlone(
  import.meta.url,
  () => {
    buildIfStale({ web: false, server: true });
    return instancesBench();
  },
  { limitMinutes: 6 },
);
