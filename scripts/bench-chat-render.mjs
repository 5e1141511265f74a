#!/usr/bin/env node
// Frame time while an answer streams into a 500-message thread, in headless Chromium (Debian's).
// Builds a thread of 250 stored exchanges (markdown with a table each), opens it, sends a message
// and records requestAnimationFrame intervals until the answer has been revealed. Loopback only.
//   CHROMIUM_PATH (default /usr/bin/chromium)   BENCH_RENDER_MESSAGES (default 500)
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { buildIfStale, removeDir, startServer, tempDir } from './lib/server.mjs';

const MESSAGES = Math.min(Number(process.env.BENCH_RENDER_MESSAGES ?? 500), 2000);
const REPLY = ['## Plan', '', '- Talk to customers', '- Ship the smallest thing', '', '| Step | Owner | When |', '| --- | --- | --- |', '| Interviews | Sam | Week 1 |', '| Prototype | Taylor | Week 2 |'].join('\n');
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

buildIfStale({ web: true, server: true });
const dataDir = tempDir('uc-bench-render-');
const server = await startServer({ dataDir, echo: false });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const email = `render-${randomUUID().slice(0, 8)}@example.com`;
  const post = (p, body, auth = {}) => fetch(`${server.url}${p}`, { method: 'POST', headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });
  await post('/api/v1/auth/register', { name: 'Render Bench', email, password: `Bench-${randomUUID()}` });
  const mail = (await (await fetch(`${server.url}/dev/mail.json`)).json()).find((m) => m.to === email);
  const { access_token } = await (await post(`/api/v1/auth/verify-email?token=${mail.text.match(/verify-email\?token=([A-Za-z0-9_%-]+)/)[1]}`)).json();
  const auth = { authorization: `Bearer ${access_token}` };
  let threadId;
  for (let i = 0; i < MESSAGES / 2; i++) {
    const res = await (await post('/api/v1/chat/messages', { thread_id: threadId, message: `Question ${i}`, reply: REPLY, kind: 'document' }, auth)).json();
    threadId = res.thread_id;
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('access_token', t), access_token);
  await page.goto(`${server.url}/dashboard?thread=${threadId}`);
  await page.getByText(`Question ${MESSAGES / 2 - 1}`).waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__frames.length < 100_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.getByLabel('Message', { exact: true }).fill('What should we do this week?');
  await page.keyboard.press('Enter');
  // Offline answers are revealed in at most 3 s; record a little longer.
  await page.waitForTimeout(4_500);
  const frames = (await page.evaluate(() => window.__frames)).slice(1);
  console.log(
    `chat render: streaming into a ${MESSAGES}-message thread, ${frames.length} frames: median ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
  removeDir(dataDir);
}
process.exit(0);
