#!/usr/bin/env node
// First-token latency through our server: a stand-in OpenAI-compatible model server emits its
// first token at t0; an SSE client of POST /api/v1/chat/stream records when that token reaches
// it (t1). Reports the median of t1 − t0 (what our server adds) over 200 requests at 20
// concurrent, then holds 100 concurrent streams and counts errors. Loopback only.
//   BENCH_FT_REQUESTS (default 200)  BENCH_FT_CONCURRENCY (default 20)  BENCH_FT_HELD (default 100)
//   BENCH_FT_PROBE=1 also reports request → model-received time (the server's work before the model call).
//   DATABASE_URL set → the server under test uses that PostgreSQL instead of the embedded PGlite.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildIfStale, removeDir, startServer, tempDir } from './lib/server.mjs';

const REQUESTS = Math.min(Number(process.env.BENCH_FT_REQUESTS ?? 200), 2000);
const CONCURRENCY = Math.min(Number(process.env.BENCH_FT_CONCURRENCY ?? 20), 200);
const HELD = Math.min(Number(process.env.BENCH_FT_HELD ?? 100), 500);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** The model: answers every chat completion with five streamed chunks, 20 ms apart. */
async function startModel() {
  const firstTokenAt = new Map();
  const received = new Map();
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    const body = JSON.parse(raw || '{}');
    const id = JSON.stringify(body.messages ?? []).match(/bench-[0-9a-f-]+/)?.[0];
    if (id && process.env.BENCH_FT_PROBE) received.set(id, performance.now());
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const base = { id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
    const words = ['Talk', ' to', ' ten', ' customers', ' first.'];
    for (const [i, w] of words.entries()) {
      if (i === 0 && id) firstTokenAt.set(id, performance.now());
      res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: w }, finish_reason: null }] })}\n\n`);
      await sleep(20);
    }
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`);
    res.end('data: [DONE]\n\n');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, firstTokenAt, received, close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))) };
}

async function signIn(base) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Bench-${randomUUID()}`;
  const post = (p, body) => fetch(`${base}${p}`, { method: 'POST', headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) });
  await post('/api/v1/auth/register', { name: 'Bench Founder', email, password });
  const mail = (await (await fetch(`${base}/dev/mail.json`)).json()).find((m) => m.to === email);
  const token = mail?.text.match(/verify-email\?token=([A-Za-z0-9_%-]+)/)?.[1];
  const verified = await (await post(`/api/v1/auth/verify-email?token=${token}`)).json();
  return { authorization: `Bearer ${verified.access_token}` };
}

/** One chat request; resolves with the time the first text delta arrived, after reading to the end. */
async function streamOnce(base, auth, id) {
  const res = await fetch(`${base}/api/v1/chat/stream`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message: `Advice please ${id}`, agent_id: 'strategic' }),
  });
  if (!res.ok) throw new Error(`chat/stream answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstAt = null;
  for await (const chunk of res.body) {
    text += decoder.decode(chunk, { stream: true });
    if (firstAt === null && text.includes('"type":"text-delta"')) firstAt = performance.now();
  }
  if (firstAt === null || text.includes('"type":"error"')) throw new Error('stream ended without an answer');
  return firstAt;
}

async function pool(n, concurrency, work) {
  let next = 0;
  const results = [];
  const errors = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        try {
          results.push(await work(i));
        } catch (e) {
          errors.push(e);
        }
      }
    }),
  );
  return { results, errors };
}

export async function firstTokenBench() {
  const model = await startModel();
  const dataDir = tempDir('uc-bench-ft-');
  const server = await startServer({
    dataDir,
    echo: false,
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'bench-model', LLM_API_KEY: 'bench', SIGNUP_CREDITS: String(REQUESTS + HELD + 100) },
  });
  try {
    const auth = await signIn(server.url);
    await pool(10, 5, (i) => streamOnce(server.url, auth, `bench-warm-${i}`)); // warm-up
    const pre = [];
    const { results, errors } = await pool(REQUESTS, CONCURRENCY, async () => {
      const id = `bench-${randomUUID()}`;
      const sent = performance.now();
      const arrived = await streamOnce(server.url, auth, id);
      if (process.env.BENCH_FT_PROBE) pre.push(model.received.get(id) - sent);
      return arrived - model.firstTokenAt.get(id);
    });
    console.log(
      `\nfirst token through our server (stand-in model → SSE client, ${REQUESTS} requests, ${CONCURRENCY} concurrent): median added ${pct(results, 50).toFixed(2)} ms, p90 ${pct(results, 90).toFixed(2)} ms, p99 ${pct(results, 99).toFixed(2)} ms, ${errors.length} errors`,
    );
    if (pre.length) console.log(`probe: request → model received median ${pct(pre, 50).toFixed(1)} ms`);
    const held = await pool(HELD, HELD, () => streamOnce(server.url, auth, `bench-${randomUUID()}`));
    console.log(`${HELD} concurrent streams: ${held.results.length} completed, ${held.errors.length} errors${held.errors[0] ? ` (first: ${held.errors[0].message})` : ''}`);
  } finally {
    await server.stop();
    await model.close();
    removeDir(dataDir);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfStale({ web: false, server: true });
  await firstTokenBench();
  process.exit(0);
}
