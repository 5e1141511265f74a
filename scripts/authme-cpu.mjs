#!/usr/bin/env node
// Server CPU per GET /api/v1/auth/me (issue 42): the built server on a prepared PGlite database,
// 20 connections, 3 × 40 000 requests after a 20 000 warm-up; the server process's own CPU
// (/proc) divided by the requests. Unlike req/s against bare Fastify, it barely moves with the
// machine's other load. The bare Fastify of the http bench (scripts/lib/bare-server.mjs) answers
// the same body, measured in turn with ours, so the CPU ratio bare/ours is printed too; a second bare
// Fastify also sends our response's own headers (the security headers), to tell their cost from our code's.
//   node scripts/authme-cpu.mjs   (runs apps/server/dist/main.js)   AUTHME_ROUNDS (default 3)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { preparedDataDir } from './lib/bench-data.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { freePort, removeDir, ROOT, startServer, stopChild, waitForHealth } from './lib/server.mjs';

const ROUNDS = Math.min(Number(process.env.AUTHME_ROUNDS ?? 3), 20);
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const dataDir = await preparedDataDir('uc-me-');
const s = await startServer({ dataDir, env: { AUTH_MAX_PER_IP: '1000' }, echo: false });
const auth = await signUpVerified(s.url);
const meResponse = await fetch(`${s.url}/api/v1/auth/me`, { headers: auth });
const meBody = await meResponse.text();
// What our response adds to bare Fastify's own headers (content type and length, date, connection).
const bareOwn = /^(content-(type|length)|date|connection|keep-alive)$/;
const ownHeaders = Object.fromEntries([...meResponse.headers].filter(([k]) => !bareOwn.test(k)));
async function startBare(extra) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/lib/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), ME_JSON: meBody, ...extra },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 15_000, 20);
  return { url, child };
}
const { url: bareUrl, child: bare } = await startBare({});
const { url: headedUrl, child: headed } = await startBare({ HEADERS_JSON: JSON.stringify(ownHeaders) });

const run = (base, amount) => new Promise((res, rej) => autocannon({ url: `${base}/api/v1/auth/me`, headers: auth, connections: 20, amount }, (e, r) => (e ? rej(e) : res(r))));
/** Server CPU µs per request over `amount` requests. */
async function measure(base, pid, amount) {
  const c0 = cpu(pid);
  const r = await run(base, amount);
  if (r.non2xx) console.log('non2xx', r.non2xx);
  return ((cpu(pid) - c0) * 1000) / amount;
}
await run(s.url, 20000);
await run(bareUrl, 20000);
await run(headedUrl, 20000);
const ours = [];
const bares = [];
const headeds = [];
for (let i = 0; i < ROUNDS; i++) {
  ours.push(await measure(s.url, s.child.pid, 40000));
  bares.push(await measure(bareUrl, bare.pid, 40000));
  headeds.push(await measure(headedUrl, headed.pid, 40000));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const show = (xs) => `${xs.map((x) => x.toFixed(1)).join(', ')} (median ${median(xs).toFixed(1)})`;
console.log('server CPU µs per /auth/me:', show(ours));
console.log('bare Fastify CPU µs per request:', show(bares));
console.log('CPU ratio bare/ours (≈ req/s ratio):', (median(bares) / median(ours)).toFixed(2));
const count = Object.keys(ownHeaders).length;
console.log(`bare Fastify sending our ${count} own headers too, CPU µs per request:`, show(headeds));
console.log('CPU ratio of that to ours:', (median(headeds) / median(ours)).toFixed(2));
await stopChild(bare);
await stopChild(headed);
await s.stop(); removeDir(dataDir); process.exit(0);
