#!/usr/bin/env node
// Data-room and document-generator bench against the built server (loopback, temp data dir):
//  1. upload and download a 50 MB file: server RSS growth and throughput vs `cp` on the same disk;
//  2. list + full-text search with 10 000 files in PGlite: p50 / p95 over BENCH_LIST_RUNS requests;
//  3. offline generation of the four-document suite (server-side time from the job).
// Usage: node scripts/bench-dataroom.mjs   (BENCH_LIST_RUNS default 200, BENCH_SUITES default 3)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { buildIfStale, removeDir, sleep, startServer, tempDir } from './lib/server.mjs';

const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 200);
const SUITES = Math.min(Number(process.env.BENCH_SUITES ?? 3), 3); // 3 suites fit in the sign-up credits
const FILE_MB = 50;
const SEED_FILES = 10_000;

const dataDir = tempDir('uc-bench-dataroom-');
const work = tempDir('uc-bench-files-');
const env = { JWT_SECRET: randomBytes(36).toString('base64url'), AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000' };
let server;
process.on('exit', () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  removeDir(dataDir);
  removeDir(work);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
setTimeout(() => {
  console.error('bench: time limit reached');
  process.exit(1);
}, 15 * 60_000).unref();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const rssKb = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);

/** Samples the server's resident memory every 10 ms while `fn` runs; returns its result and the peak. */
async function withPeakRss(pid, fn) {
  let peak = rssKb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 10);
  try {
    const result = await fn();
    return { result, peakKb: Math.max(peak, rssKb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function call(url, init = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUp(base) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-password-123';
  await call(`${base}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, name: 'Bench' }) });
  const mail = (await call(`${base}/dev/mail.json`)).find((m) => m.to === email);
  const token = mail.text.match(/token=([A-Za-z0-9_-]+)/)[1];
  const verified = await call(`${base}/api/v1/auth/verify-email?token=${token}`, { method: 'POST' });
  return { authorization: `Bearer ${verified.access_token}` };
}

buildIfStale({ web: false, server: true });
server = await startServer({ dataDir, env, echo: false });
const auth = await signUp(server.url);
const { folders } = await call(`${server.url}/api/v1/data-room/files`, { headers: auth });

// 1. 50 MB upload and download.
const source = path.join(work, 'big.txt');
writeFileSync(source, randomBytes((FILE_MB * 1024 * 1024 * 3) / 4).toString('base64')); // text, so the type check passes
const cpMs = median(
  [0, 1, 2].map(() => {
    const t = performance.now();
    execFileSync('cp', [source, path.join(work, 'copy.txt')]);
    return performance.now() - t;
  }),
);
// The web app sends the raw file (application/octet-stream); API clients may use multipart.
const uploadRaw = async () =>
  call(`${server.url}/api/v1/data-room/files?filename=big.txt`, { method: 'POST', headers: { ...auth, 'content-type': 'application/octet-stream' }, body: await openAsBlob(source), duplex: 'half' });
const uploadMultipart = async () => {
  const form = new FormData();
  form.append('file', await openAsBlob(source), 'big.txt');
  return call(`${server.url}/api/v1/data-room/files`, { method: 'POST', headers: auth, body: form });
};
await uploadRaw(); // warm-up (loads the upload and storage code paths)
await uploadMultipart();
await sleep(500);
const baseKb = rssKb(server.child.pid);
let t = performance.now();
const upMulti = await withPeakRss(server.child.pid, uploadMultipart);
const upMultiMs = performance.now() - t;
t = performance.now();
const up = await withPeakRss(server.child.pid, uploadRaw);
const upMs = performance.now() - t;
t = performance.now();
const down = await withPeakRss(server.child.pid, async () => {
  const res = await fetch(`${server.url}/api/v1/data-room/files/${up.result.id}/download`, { headers: auth });
  await pipeline(Readable.fromWeb(res.body), createWriteStream(path.join(work, 'down.txt')));
});
const downMs = performance.now() - t;
const mb = (kb) => (kb / 1024).toFixed(1);
console.log(`50 MB file: cp ${cpMs.toFixed(0)} ms (median of 3)`);
console.log(`  upload (multipart) ${upMultiMs.toFixed(0)} ms, ${((FILE_MB * 1000) / upMultiMs).toFixed(0)} MB/s, ratio to cp ${(cpMs / upMultiMs).toFixed(2)}, server RSS growth ${mb(upMulti.peakKb - baseKb)} MB`);
console.log(`  upload (raw body)  ${upMs.toFixed(0)} ms, ${((FILE_MB * 1000) / upMs).toFixed(0)} MB/s, ratio to cp ${(cpMs / upMs).toFixed(2)}, server RSS growth ${mb(up.peakKb - baseKb)} MB`);
console.log(`  download           ${downMs.toFixed(0)} ms, ${((FILE_MB * 1000) / downMs).toFixed(0)} MB/s, ratio to cp ${(cpMs / downMs).toFixed(2)}, server RSS growth ${mb(down.peakKb - baseKb)} MB`);

// 3 (before seeding, so credits and folders are fresh). Offline suite generation, server-side time.
const suiteMs = [];
for (let i = 0; i < SUITES; i++) {
  const job = await call(`${server.url}/api/v1/documents/generate-suite`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ startup_idea: 'A marketplace matching physiotherapists with patients for home visits' }) });
  let state = job;
  while (state.status === 'running') {
    await sleep(25);
    state = await call(`${server.url}/api/v1/documents/jobs/${job.job_id}`, { headers: auth });
  }
  if (state.status !== 'completed') throw new Error(`suite ended ${state.status}`);
  suiteMs.push(new Date(state.finished_at) - new Date(state.created_at));
}
console.log(`offline suite (4 files): median ${median(suiteMs)} ms over ${SUITES} runs [${suiteMs.join(', ')}]`);

// 2. Seed 10 000 files straight into PGlite (the server is stopped: PGlite is single-process).
await server.stop();
const pg = new PGlite(path.join(dataDir, 'pglite'));
const [{ user_id: userId }] = (await pg.query('select user_id from dataroom_folders limit 1')).rows;
await pg.query(
  `insert into dataroom_files (user_id, folder_id, name, kind, mime_type, size, sha256, storage_key, description, tags, extracted_text, search_vector, updated_at)
   select $1, (array[$2,$3,$4]::uuid[])[1 + g % 3], 'report-' || g || '.pdf', 'pdf', 'application/pdf', 1000 + g, 'x', 'users/seed/' || g,
          'quarterly ' || (array['revenue','hiring','runway','churn','pricing'])[1 + g % 5], array['seed','q' || (g % 4)],
          'page text ' || md5(g::text) || ' ' || (array['alpha','bravo','charlie','delta','echo','foxtrot','golf'])[1 + g % 7],
          setweight(to_tsvector('simple', 'report ' || g || ' pdf'), 'A') || to_tsvector('simple', 'quarterly ' || (array['revenue','hiring','runway','churn','pricing'])[1 + g % 5] || ' seed q' || (g % 4)) || to_tsvector('simple', 'page text ' || md5(g::text) || ' ' || (array['alpha','bravo','charlie','delta','echo','foxtrot','golf'])[1 + g % 7]),
          now() - (g || ' minutes')::interval
   from generate_series(1, $5) g`,
  [userId, folders[0].id, folders[1].id, folders[2].id, SEED_FILES],
);
await pg.query('analyze dataroom_files');
await pg.close();
server = await startServer({ dataDir, env, echo: false });
const queries = {
  'first page (date desc)': '',
  'search "runway"': '?q=runway',
  'search "charlie pricing"': '?q=charlie%20pricing',
  'search prefix "rep" sorted by name': '?q=rep&sort=name&order=asc',
  'folder + type filter, page 50': `?folder_id=${folders[1].id}&type=pdf&page=50`,
};
console.log(`list + search over ${SEED_FILES} files, ${LIST_RUNS} sequential requests each:`);
for (const [label, qs] of Object.entries(queries)) {
  for (let i = 0; i < 10; i++) await call(`${server.url}/api/v1/data-room/files${qs}`, { headers: auth });
  const times = [];
  let total = 0;
  for (let i = 0; i < LIST_RUNS; i++) {
    const t0 = performance.now();
    total = (await call(`${server.url}/api/v1/data-room/files${qs}`, { headers: auth })).total;
    times.push(performance.now() - t0);
  }
  console.log(`  ${label.padEnd(38)} p50 ${median(times).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  (${total} matches)`);
}
await server.stop();
