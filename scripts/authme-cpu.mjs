#!/usr/bin/env node
// Server CPU per GET /api/v1/auth/me (issue 42): the built server on a prepared PGlite database,
// 20 connections, 3 × 40 000 requests after a 20 000 warm-up; the server process's own CPU
// (/proc) divided by the requests. Unlike req/s against bare Fastify, it barely moves with the
// machine's other load.   node scripts/authme-cpu.mjs   (runs apps/server/dist/main.js)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { preparedDataDir } from './lib/bench-data.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { removeDir, startServer } from './lib/server.mjs';

const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const dataDir = await preparedDataDir('uc-me-');
const s = await startServer({ dataDir, env: { AUTH_MAX_PER_IP: '1000' }, echo: false });
const auth = await signUpVerified(s.url);
const run = (amount) => new Promise((res, rej) => autocannon({ url: `${s.url}/api/v1/auth/me`, headers: auth, connections: 20, amount }, (e, r) => (e ? rej(e) : res(r))));
await run(20000);
const out = [];
for (let i = 0; i < 3; i++) { const c0 = cpu(s.child.pid); const r = await run(40000); out.push(((cpu(s.child.pid) - c0) * 1000 / 40000).toFixed(1)); if (r.non2xx) console.log('non2xx', r.non2xx); }
console.log('server CPU µs per /auth/me:', out.join(', '));
await s.stop(); removeDir(dataDir); process.exit(0);
