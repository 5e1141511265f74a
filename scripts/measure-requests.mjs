#!/usr/bin/env node
// Issue 38: the model requests of one full founder session (profile, a data-room file, a chat with a follow-up,
// a team question, a business plan, an app), recorded by a stand-in model. Prints per step the number of
// requests, their sizes and what they contain; `--out file.json` keeps the bodies. Run it on two builds
// (e.g. a worktree of an older commit) to compare: `node scripts/measure-requests.mjs [--out f.json]`.
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { benchServer } from './lib/bench-data.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { buildIfStale } from './lib/server.mjs';

const INTERVIEW = `Customer interview notes, 12 March
Laura (owner of a 3-chair salon in Porto) pays 49 EUR a month for her booking tool and loses 6 no-shows a week.
She would switch for deposits at booking. 7 of 10 salons we met take bookings by Instagram messages.`;

/** A Chat Completions stand-in that keeps every request body and answers briefly (JSON when asked for JSON). */
async function startModel() {
  const requests = [];
  let step = 'setup';
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    const body = JSON.parse(raw || '{}');
    requests.push({ step, bytes: Buffer.byteLength(raw), body });
    const wantsJson = Boolean(body.response_format);
    const content = wantsJson ? '{}' : 'Start with deposits at booking.';
    const base = { id: 'chatcmpl-m', created: Math.floor(Date.now() / 1000), model: body.model };
    const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const message = { role: 'assistant', content };
      res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: 'stop' }], usage }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data) => res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', ...data })}\n\n`);
    send({ choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null }] });
    send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage });
    res.end('data: [DONE]\n\n');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    requests,
    setStep: (s) => (step = s),
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  };
}

async function call(base, auth, method, path, body, headers = {}) {
  const isJson = body !== undefined && typeof body !== 'string';
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth, ...(isJson ? { 'content-type': 'application/json' } : {}), ...headers },
    body: isJson ? JSON.stringify(body) : body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text;
}

/** Reads a chat stream to its end; returns the thread id it announced. */
async function chat(base, auth, body) {
  const text = await call(base, auth, 'POST', '/api/v1/chat/stream', body, { accept: 'text/event-stream' });
  return /"thread_id":"([^"]+)"/.exec(text)?.[1];
}

const system = (b) => b.messages?.filter((m) => m.role === 'system').map((m) => String(m.content)).join('\n') ?? '';

/** One line per step: requests, bytes, system prompt, messages, tools and what the requests carry. */
function summary(requests) {
  const steps = [...new Set(requests.map((r) => r.step))];
  const rows = steps.map((step) => {
    const rs = requests.filter((r) => r.step === step);
    const max = (f) => Math.max(...rs.map(f));
    const carries = [
      ['profile', (b) => /Cadeira/.test(JSON.stringify(b.messages))],
      ["founder's price", (b) => /€29|29 EUR/.test(JSON.stringify(b.messages))],
      ['interview file', (b) => /interview-notes\.md/.test(JSON.stringify(b.messages))],
      ['one of five', (b) => /one of five/i.test(system(b))],
      ['defaults labelled', (b) => /rests on defaults|default to verify|a default/i.test(JSON.stringify(b.messages))],
      ['TAM on a general population', (b) => /TAM €/.test(system(b))],
      ['market to be sized', (b) => /market to be sized|not sized yet/i.test(system(b))],
      ['history attributed', (b) => b.messages.some((m) => m.role === 'assistant' && /^\[[A-Z]/.test(String(m.content)))],
      ['tool lists assumption keys', (b) => /price_per|monthly_price|arpu/.test(JSON.stringify(b.tools ?? []))],
].filter(([, test]) => rs.some((r) => test(r.body))).map(([name]) => name);
    return {
      step,
      requests: rs.length,
      bytes: rs.reduce((n, r) => n + r.bytes, 0),
      maxSystemChars: max((r) => system(r.body).length),
      maxMessages: max((r) => r.body.messages?.length ?? 0),
      tools: max((r) => r.body.tools?.length ?? 0),
      toolBytes: max((r) => (r.body.tools ? JSON.stringify(r.body.tools).length : 0)),
      carries: carries.join(', ') || '-',
    };
  });
  return rows;
}

export async function measureRequests() {
  const model = await startModel();
  const env = { SIGNUP_CREDITS: '1000', LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'stand-in', LLM_API_KEY: 'x' };
  const server = await benchServer({ prefix: 'uc-measure-requests-', env });
  try {
    const base = server.url;
    const auth = await signUpVerified(base);
    await call(base, auth, 'PUT', '/api/v1/chat/startup-profile', {
      startup_name: 'Cadeira',
      idea: 'Booking with deposits for hair salons in Portugal, 29 EUR per salon per month',
      stage: 'mvp',
      industry: 'Beauty software',
      target_customers: 'Independent hair salons in Portugal',
      business_model: 'Subscription, 29 EUR per salon per month',
    });
    await call(base, auth, 'POST', '/api/v1/data-room/files?filename=interview-notes.md', INTERVIEW, { 'content-type': 'application/octet-stream' });
    model.setStep('chat: first question');
    const thread = await chat(base, auth, { message: 'How should we price deposits for salons?', agent_id: 'strategic' });
    model.setStep('chat: follow-up');
    await chat(base, auth, { message: 'And who are our competitors in Portugal?', agent_id: 'product', thread_id: thread });
    model.setStep('team question');
    await chat(base, auth, { message: 'Should we launch in Lisbon next month?', mode: 'team' });
    model.setStep('business plan');
    await call(base, auth, 'POST', '/api/v1/documents/generate', { document_type: 'business_plan', startup_idea: 'Cadeira: booking with deposits for salons' });
    model.setStep('app');
    await call(base, auth, 'POST', '/api/v1/bolt/chat/generate', { prompt: 'A deposit calculator for salon owners' }).catch((e) => {
      console.error(`app step: ${e.message}`); // an invalid stand-in project is refused after the request was made
    });
    return model.requests;
  } finally {
    await server.stop();
    await model.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale({ web: false, server: true });
  const requests = await measureRequests();
  const out = process.argv.indexOf('--out');
  if (out > 0) writeFileSync(process.argv[out + 1], JSON.stringify(requests, null, 2));
  const rows = summary(requests);
  console.log('| step | requests | bytes | max system chars | max messages | tools | tool schema bytes | carries |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.step} | ${r.requests} | ${r.bytes} | ${r.maxSystemChars} | ${r.maxMessages} | ${r.tools} | ${r.toolBytes} | ${r.carries} |`);
  }
  const total = requests.reduce((n, r) => n + r.bytes, 0);
  console.log(`\n${requests.length} model requests, ${total} bytes in all`);
}
