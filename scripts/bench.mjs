#!/usr/bin/env node
// `npm run bench`: throughput and latency of the built server against a bare Fastify answering the
// same JSON, then cold start. Loopback only, bounded (about 1 minute), cleans up after itself.
//   BENCH_DURATION (s, default 10)   BENCH_CONNECTIONS (default 50)   BENCH_COLD_RUNS (default 5)
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, SERVER_ENTRY, buildIfStale, freePort, removeDir, startServer, stopChild, tempDir, waitForHealth } from './lib/server.mjs';

const DURATION = Math.min(Number(process.env.BENCH_DURATION ?? 10), 60);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 200);
const COLD_RUNS = Math.min(Number(process.env.BENCH_COLD_RUNS ?? 5), 20);
const WARMUP = 2;

const children = new Set();
const dataDir = tempDir('uc-bench-');
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  removeDir(dataDir);
};
process.on('exit', cleanup);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(130));
// Hard stop: whatever happens, the bench ends.
setTimeout(() => {
  console.error('bench: overall time limit reached, stopping');
  process.exit(1);
}, (4 * (DURATION + WARMUP) + COLD_RUNS * 40 + 120) * 1000).unref();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function json(res) {
  const body = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${body}`);
  return JSON.parse(body);
}

function cannon(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(url, headers) {
  await cannon(url, headers, WARMUP);
  const r = await cannon(url, headers, DURATION);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

buildIfStale({ web: false, server: true });
const env = { NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(36).toString('base64url').slice(0, 48), LOGIN_MAX_PER_IP: '1000', AUTH_MAX_PER_IP: '1000' };

console.log(`bench: node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${CONNECTIONS} connections, ${DURATION} s per run`);
const ours = await startServer({ dataDir, env });
children.add(ours.child);

// A verified user and a bearer token, through the dev mailbox.
const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
const password = `Bench-${randomUUID()}`;
const post = (p, body) => fetch(`${ours.url}${p}`, { method: 'POST', headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) });
await json(await post('/api/v1/auth/register', { name: 'Bench Founder', email, password }));
const mail = (await json(await fetch(`${ours.url}/dev/mail.json`))).find((m) => m.to === email);
const token = mail?.text.match(/verify-email\?token=([A-Za-z0-9_%-]+)/)?.[1];
if (!token) throw new Error('no verification mail in /dev/mail.json');
await json(await post(`/api/v1/auth/verify-email?token=${token}`));
const { access_token } = await json(await post('/api/v1/auth/login', { email, password }));
const auth = { authorization: `Bearer ${access_token}` };
const healthBody = await json(await fetch(`${ours.url}/health`));
const meBody = await json(await fetch(`${ours.url}/api/v1/auth/me`, { headers: auth }));

const barePort = await freePort();
const bare = spawn(process.execPath, [path.join(ROOT, 'scripts/lib/bare-server.mjs')], {
  env: { ...process.env, PORT: String(barePort), HEALTH_JSON: JSON.stringify(healthBody), ME_JSON: JSON.stringify(meBody) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.add(bare);
const bareUrl = `http://127.0.0.1:${barePort}`;
await waitForHealth(bareUrl, bare, 15_000);

const rows = [];
for (const [label, p, headers] of [
  ['GET /health', '/health', {}],
  ['GET /api/v1/auth/me', '/api/v1/auth/me', auth],
]) {
  process.stdout.write(`bench: ${label} … `);
  const a = await measure(`${ours.url}${p}`, headers);
  const b = await measure(`${bareUrl}${p}`, headers);
  console.log('done');
  for (const [who, r] of [['ours', a], ['bare', b]]) {
    if (r.non2xx || r.errors) console.warn(`bench: warning: ${who} ${label}: ${r.non2xx} non-2xx, ${r.errors} errors/timeouts`);
  }
  rows.push({ label, a, b });
}
await stopChild(bare);
await ours.stop();

const fmt = (n, d = 0) => n.toFixed(d);
const table = [
  ['endpoint', 'ours req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'p50 ms', 'p99 ms', 'ours/bare'],
  ...rows.map(({ label, a, b }) => [label, fmt(a.rps), fmt(a.p50), fmt(a.p99), fmt(b.rps), fmt(b.p50), fmt(b.p99), fmt(a.rps / b.rps, 2)]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
console.log('');
for (const [i, r] of table.entries()) {
  console.log(r.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}

// Cold start: spawn → first 200 on /health, against the data dir created above (already migrated).
const times = [];
for (let i = 0; i < COLD_RUNS; i++) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitForHealth(`http://127.0.0.1:${port}`, child, 30_000, 5);
  times.push(performance.now() - t0);
  await stopChild(child);
}
console.log(`\ncold start (spawn → first 200 on /health, ${COLD_RUNS} runs): median ${fmt(median(times))} ms  [${times.map((t) => fmt(t)).join(', ')}]`);

// Streaming chat: first-token latency our server adds, and 100 concurrent streams (scripts/bench-first-token.mjs).
const { firstTokenBench } = await import('./bench-first-token.mjs');
await firstTokenBench();

// The landing page's first download (scripts/bench-landing-js.mjs).
const { landingJsBench } = await import('./bench-landing-js.mjs');
await landingJsBench();
process.exit(0);
