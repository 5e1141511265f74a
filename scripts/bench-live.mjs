#!/usr/bin/env node
// Live sessions (local mode, offline engine), against the built server on loopback:
//  1. In Chromium with fake camera/microphone: time from clicking "Start session" to local media
//     live (status Connected) and to the first agent answer; median of BENCH_LIVE_RUNS (20).
//  2. BENCH_LIVE_SESSIONS (50) concurrent sessions each sending 5 messages through the API:
//     errors and the p50/p99 of the message call.
//   CHROMIUM_PATH (default /usr/bin/chromium)
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { buildIfStale, removeDir, startServer, tempDir } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 20);
const SESSIONS = Number(process.env.BENCH_LIVE_SESSIONS ?? 50);
const MESSAGES = 5;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

buildIfStale({ web: true, server: true });
const dataDir = tempDir('uc-bench-live-');
const server = await startServer({ dataDir, echo: false, env: { AUTH_MAX_PER_IP: '100000', LOGIN_MAX_PER_IP: '100000', SIGNUP_CREDITS: '1000' } });
const post = (p, body, auth = {}) => fetch(`${server.url}${p}`, { method: 'POST', headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });

async function newUser() {
  const email = `live-${randomUUID().slice(0, 8)}@example.com`;
  await post('/api/v1/auth/register', { name: 'Live Bench', email, password: `Bench-${randomUUID()}` });
  const mail = (await (await fetch(`${server.url}/dev/mail.json`)).json()).find((m) => m.to === email);
  const { access_token } = await (await post(`/api/v1/auth/verify-email?token=${mail.text.match(/verify-email\?token=([A-Za-z0-9_%-]+)/)[1]}`)).json();
  return access_token;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});
try {
  // 1. Start → media live → first answer, in the browser.
  const token = await newUser();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  const toMedia = [];
  const toAnswer = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${server.url}/dashboard/live`);
    await page.getByRole('radio', { name: 'Voice', exact: true }).check();
    const t0 = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Start session' }).click();
    await page.getByTestId('session-status').filter({ hasText: 'Connected' }).waitFor({ timeout: 30_000 });
    toMedia.push((await page.evaluate(() => performance.now())) - t0);
    await page.getByLabel('Message to the agents').fill('What is our next step?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('agent-line').first().filter({ hasText: /\w+/ }).waitFor({ timeout: 30_000 });
    toAnswer.push((await page.evaluate(() => performance.now())) - t0);
    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('heading', { name: 'Session ended' }).waitFor();
  }
  console.log(`live: Start session → local media live: median ${pct(toMedia, 50).toFixed(0)} ms (n=${RUNS}); → first agent answer: median ${pct(toAnswer, 50).toFixed(0)} ms`);

  // 2. Concurrent sessions through the API (one account per session: 5 + 5 credits each).
  const tokens = await Promise.all(Array.from({ length: SESSIONS }, newUser));
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (t) => {
      const auth = { authorization: `Bearer ${t}` };
      const s = await (await post('/api/v1/livekit/sessions', { agent_ids: ['strategic', 'product'], session_type: 'voice' }, auth)).json();
      const live = await (await post(`/api/v1/livekit/sessions/${s.id}/start`, { audio_enabled: true }, auth)).json();
      for (let m = 0; m < MESSAGES; m++) {
        const t0 = performance.now();
        const res = await post(`/api/v1/livekit/sessions/${s.id}/messages`, { participant_id: live.participants[0].id, message: `Question ${m}: how do we grow?` }, auth);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
      const end = await post(`/api/v1/livekit/sessions/${s.id}/end`, undefined, auth);
      if (end.status !== 200) errors++;
    }),
  );
  const total = performance.now() - started;
  console.log(
    `live: ${SESSIONS} concurrent sessions × ${MESSAGES} messages in ${(total / 1000).toFixed(1)} s: ${errors} errors; message call p50 ${pct(latencies, 50).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
  removeDir(dataDir);
}
process.exit(0);
