#!/usr/bin/env node
// App-builder bench (a measurement, not a test):
//  1. offline generate + build of each browser template (eight app archetypes, one per run in turn), in
//     process: median of BENCH_RUNS (default 10);
//  2. preview rebuild after a one-line edit of the React template through the built server
//     (PUT the file set + POST /preview, as the editor does on save): median of BENCH_RUNS;
//  3. the deployed page's transfer size (index.html + app.js + app.css as served; the server does
//     not compress, gzip shown for a proxy that does).
// Usage: node scripts/bench-app-builder.mjs
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { buildIfStale, removeDir, startServer, tempDir } from './lib/server.mjs';

register();
const { buildProject } = await import('../apps/server/src/modules/projects/builder.ts');
const { offlineProject } = await import('../packages/offline-engine/src/index.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PROMPT = 'A habit tracker for busy parents';
/** One prompt per archetype: the offline engine builds a different app for each. */
const ARCHETYPES = [
  'A no-show cost calculator: cost = missed appointments × average fee',
  'A booking page where patients pick a treatment',
  'A tutor tracker with columns name, subject, hours and fee',
  'An irrigation dashboard for smallholder farms in Kenya',
  'A landing page for our product',
  'A quiz about money habits',
  'A kanban board for our sprint',
  'A gear listing for our outdoor rental shop',
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n) => `${n.toFixed(0)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

console.log(`1. Offline generate + build, in process (median of ${RUNS}; the first, cold run loads the compilers)`);
for (const template of ['react-app', 'vanilla-js', 'vue-app', 'svelte-app', 'nextjs-app']) {
  const times = [];
  let cold = 0;
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const project = offlineProject(ARCHETYPES[i % ARCHETYPES.length], template);
    await buildProject(template, project.files);
    const t = performance.now() - t0;
    if (i === 0) cold = t;
    else times.push(t);
  }
  console.log(`   ${template.padEnd(11)} median ${ms(median(times))}  (cold ${ms(cold)})`);
}

const dataDir = tempDir('uc-bench-app-builder-');
const env = { JWT_SECRET: randomBytes(36).toString('base64url'), AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000' };
buildIfStale();
const server = await startServer({ dataDir, env });
try {
  const api = async (path, init = {}) => {
    const res = await fetch(`${server.url}/api/v1${path}`, { ...init, headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) } });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  await api('/auth/register', { method: 'POST', body: JSON.stringify({ email, password: 'correct-horse-42', name: 'Bench' }) });
  const mail = await (await fetch(`${server.url}/dev/mail.json`)).text();
  const token = mail.match(new RegExp(`token=([A-Za-z0-9_-]+)`))[1];
  const { access_token } = await (await api(`/auth/verify-email?token=${token}`, { method: 'POST' })).json();
  const auth = { authorization: `Bearer ${access_token}` };

  const gen = await (await api('/bolt/chat/generate', { method: 'POST', headers: auth, body: JSON.stringify({ prompt: PROMPT, template: 'react-app' }) })).json();
  const project = await (await api('/bolt/projects', { method: 'POST', headers: auth, body: JSON.stringify({ ...gen.projectData, files: gen.files }) })).json();
  await api(`/bolt/projects/${project.id}/preview`, { method: 'POST', headers: auth }); // warm

  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const files = project.files.map((f) => (f.path === 'src/app-spec.json' ? { ...f, content: f.content.replace(/"title": ".*"/, `"title": "Edit ${i}"`) } : f));
    const t0 = performance.now();
    await api(`/bolt/projects/${project.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ files }) });
    await api(`/bolt/projects/${project.id}/preview`, { method: 'POST', headers: auth });
    times.push(performance.now() - t0);
  }
  console.log(`2. React preview rebuild after a one-line edit (save + build, over HTTP): median ${ms(median(times))} of ${RUNS} (target < 300 ms)`);

  const deploy = await (await api(`/bolt/projects/${project.id}/deploy`, { method: 'POST', headers: auth })).json();
  let raw = 0;
  let gz = 0;
  const parts = [];
  for (const file of ['', 'app.js', 'app.css']) {
    const body = Buffer.from(await (await fetch(new URL(file, deploy.url))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
    parts.push(`${file || 'index.html'} ${kb(body.length)}`);
  }
  console.log(`3. Deployed React page: ${kb(raw)} transferred (${parts.join(', ')}); ${kb(gz)} if gzipped`);
} finally {
  await server.stop();
  removeDir(dataDir);
}
