// Issue 38 §4: a team question against a stand-in model that takes a fixed time per answer. The five
// co-founders answer in parallel, so the synthesis should start about one answer in, not five.
import { createServer } from 'node:http';
import { benchServer } from './lib/bench-data.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { median, round, runAlone } from './lib/bench-table.mjs';
import { sized } from './lib/bench-tiny.mjs';
import { buildIfStale } from './lib/server.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The model: waits `delayMs`, then streams one short answer (every request, agents and synthesis alike). */
async function startModel(delayMs) {
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    const body = JSON.parse(raw || '{}');
    await sleep(delayMs);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const base = { id: 'chatcmpl-team', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
    const send = (data) => res.write(`data: ${JSON.stringify({ ...base, ...data })}\n\n`);
    send({ choices: [{ index: 0, delta: { role: 'assistant', content: 'Ship it next month.' }, finish_reason: null }] });
    send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
    res.end('data: [DONE]\n\n');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const close = () => new Promise((r) => (server.closeAllConnections(), server.close(r)));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, close };
}

/** One team question: ms from sending to the synthesis's first words, and to the end of the stream. */
async function teamOnce(base, auth) {
  const sent = performance.now();
  const res = await fetch(`${base}/api/v1/chat/stream`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message: 'Should we launch next month?', mode: 'team' }),
  });
  if (!res.ok) throw new Error(`chat/stream answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let synthesisAt = null;
  for await (const chunk of res.body) {
    text += decoder.decode(chunk, { stream: true });
    const at = text.indexOf('"kind":"synthesis"');
    if (synthesisAt === null && at >= 0 && text.indexOf('"type":"text-delta"', at) >= 0) synthesisAt = performance.now();
  }
  if (synthesisAt === null || !text.includes('"type":"finish"')) throw new Error('the team stream ended without a synthesis');
  return { synthesis: synthesisAt - sent, total: performance.now() - sent };
}

/** Rows for `npm run bench` (BENCH_TEAM_RUNS, BENCH_TEAM_DELAY_MS). */
export async function teamBench({ log = (l) => console.log(`team bench: ${l}`) } = {}) {
  const runs = Math.min(Number(process.env.BENCH_TEAM_RUNS ?? sized(5, 1)), 20);
  const delayMs = Math.min(Number(process.env.BENCH_TEAM_DELAY_MS ?? sized(2000, 200)), 10_000);
  const model = await startModel(delayMs);
  const env = { SIGNUP_CREDITS: '1000', LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'bench-model', LLM_API_KEY: 'bench' };
  const server = await benchServer({ prefix: 'uc-bench-team-', env });
  try {
    const auth = await signUpVerified(server.url);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await teamOnce(server.url, auth));
    const synthesis = median(results.map((r) => r.synthesis));
    const total = median(results.map((r) => r.total));
    log(`${runs} team questions, model ${delayMs} ms an answer: synthesis starts at ${round(synthesis)} ms, stream ends at ${round(total)} ms (medians)`);
    // One answer plus the synthesis, with some slack for the product's own work; in sequence it would be six answers.
    const target = 2 * delayMs + 1000;
    return [
      {
        measure: `Team question to the synthesis, 5 co-founders, model ${delayMs} ms an answer`,
        value: round(synthesis),
        unit: 'ms median',
        target: `< ${target}`,
        ok: synthesis < target,
        reference: `one after another: about ${5 * delayMs} ms; stream end ${round(total)} ms`,
      },
    ];
  } finally {
    await server.stop();
    await model.close();
  }
}

await runAlone(
  import.meta.url,
  () => {
    buildIfStale({ web: false, server: true });
    return teamBench();
  },
  { limitMinutes: 4 },
);
