#!/usr/bin/env node
// CPU profiles of the built server (issue 42): `node --cpu-prof` through NODE_OPTIONS, then the top
// items by self time, mapped to their sources through the bundle's source maps.
//   node scripts/profile-server.mjs cold      start → first 200 on /health → SIGTERM
//   node scripts/profile-server.mjs offline   PROFILE_STREAMS (default 200) chats answered by the offline engine
//   node scripts/profile-server.mjs model     the same against a stand-in OpenAI-compatible model
//   node scripts/profile-server.mjs authme    GET /api/v1/auth/me, 20 connections for PROFILE_SECONDS (default 10)
// Only the measured part is in the offline/model profiles' figures: the sign-ups and a warm-up
// run first, and the profile is read from the span after the warm-up (samples before it dropped).
// PROFILE_TOP (default 20) rows; PROFILE_FILE summarises a saved profile instead; PROFILE_DIR keeps the .cpuprofile files (else a temp dir, removed).
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startModel } from './bench-first-token.mjs';
import { pool, streamOnce } from './lib/bench-client.mjs';
import { preparedDataDir } from './lib/bench-data.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { buildIfStale, removeDir, startServer, tempDir } from './lib/server.mjs';

const mode = process.argv[2] ?? 'cold';
const STREAMS = Math.min(Number(process.env.PROFILE_STREAMS ?? 200), 2000);
const TOP = Math.min(Number(process.env.PROFILE_TOP ?? 20), 400);

const maps = new Map();
/** The original source position of a bundle position (0-based line/column), or null. */
function original(url, line, column) {
  if (!url.startsWith('file://')) return null;
  const file = fileURLToPath(url);
  if (!maps.has(file)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch { /* no map: node_modules or a built-in */ }
    maps.set(file, map);
  }
  const entry = maps.get(file)?.findEntry(line, column);
  return entry?.originalSource ? { file: entry.originalSource, line: entry.originalLine + 1 } : null;
}

/** Where a source path belongs: a package under node_modules, else the path from the repository root. */
function area(file) {
  const f = file.replace(/^file:\/\//, '');
  const nm = f.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = f.slice(nm + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const m = f.match(/(apps|packages)\/[^/]+\/src\/.*$/);
  return m ? m[0] : f || '(native/GC/idle)';
}

/** Self time (ms) by function and by source area, from `fromUs` (µs since the profile's start). */
function summarise(profile, fromUs = 0) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t - profile.startTime < fromUs) return;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const fns = new Map();
  const areas = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    total += us;
    const o = original(f.url, f.lineNumber, f.columnNumber);
    const where = o ? `${area(o.file)}:${o.line}` : f.url ? `${area(f.url)}:${f.lineNumber + 1}` : f.functionName;
    const key = `${f.functionName || '(anonymous)'}  ${where}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    const a = o ? area(o.file) : f.url ? area(f.url) : f.functionName;
    areas.set(a, (areas.get(a) ?? 0) + us);
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`);
  return { totalMs: total / 1000, functions: top(fns), areas: top(areas) };
}

/** PROFILE_FILE=<.cpuprofile>: only summarise a profile written earlier (all of it). */
function summariseFile(file) {
  const s = summarise(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`${s.totalMs.toFixed(0)} ms sampled\n\nTop functions by self time:\n${s.functions.join('\n')}\n\nBy source:\n${s.areas.join('\n')}`);
}

async function main() {
  if (process.env.PROFILE_FILE) return summariseFile(process.env.PROFILE_FILE);
  buildIfStale({ web: false, server: true });
  const profDir = process.env.PROFILE_DIR ?? tempDir('uc-profile-');
  const dataDir = await preparedDataDir('uc-profile-data-');
  const model = mode === 'model' ? await startModel() : null;
  const llm = model ? { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'bench-model', LLM_API_KEY: 'bench' } : {};
  const env = { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}`, SIGNUP_CREDITS: '1000', AUTH_MAX_PER_IP: '10000', LOGIN_MAX_PER_IP: '10000', ...llm };
  const t0 = Date.now();
  const server = await startServer({ dataDir, env, echo: false });
  let fromUs = 0;
  let measured = 0;
  try {
    if (mode === 'authme') {
      const auth = await signUpVerified(server.url);
      const cannon = (duration) => new Promise((resolve, reject) => autocannon({ url: `${server.url}/api/v1/auth/me`, headers: auth, connections: 20, duration }, (e, r) => (e ? reject(e) : resolve(r))));
      await cannon(2);
      fromUs = (Date.now() - t0) * 1000;
      const r = await cannon(Math.min(Number(process.env.PROFILE_SECONDS ?? 10), 60));
      measured = r.requests.total;
      console.log(`${Math.round(r.requests.average)} req/s under the profiler (${r.non2xx} non-2xx)`);
    } else if (mode !== 'cold') {
      const users = [];
      for (let i = 0; i < Math.ceil(STREAMS / 50) + 20; i += 5) users.push(...(await Promise.all(Array.from({ length: 5 }, () => signUpVerified(server.url)))));
      let next = 0;
      const user = () => users[next++ % users.length];
      await pool(40, 20, () => streamOnce(server.url, user(), 'warm'));
      fromUs = (Date.now() - t0) * 1000;
      const run = await pool(STREAMS, 20, () => streamOnce(server.url, user(), 'load'));
      measured = run.results.length;
      if (run.errors.length) console.error(`${run.errors.length} errors, first: ${run.errors[0].message}`);
    }
  } finally {
    await server.stop();
    await model?.close();
    removeDir(dataDir);
  }
  // The server's own profile: the largest file (a pglite-init child writes a small one of its own).
  const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(profDir, f));
  const file = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  if (!file) throw new Error('no .cpuprofile was written');
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  // The process started a little before t0 was read by us; the offset is small next to the warm-up.
  const s = summarise(profile, fromUs);
  // A request costs microseconds, a stream milliseconds.
  const per = !measured ? '' : mode === 'authme'
    ? ` (${((s.totalMs * 1000) / measured).toFixed(2)} µs of JS a request over ${measured})`
    : ` (${(s.totalMs / measured).toFixed(1)} ms of JS a stream over ${measured})`;
  console.log(`${mode}: ${s.totalMs.toFixed(0)} ms sampled, idle and "(program)" left out${per}\n`);
  console.log(`Top functions by self time:\n${s.functions.join('\n')}\n\nBy source (package or file):\n${s.areas.join('\n')}`);
  if (!process.env.PROFILE_DIR) removeDir(profDir);
  else console.log(`\nprofile: ${file}`);
}

await main();
process.exit(0);
