#!/usr/bin/env node
// Issue 43: one signed-in user must not freeze the server with JSON. Three concurrent 16 MB bodies
// nested millions deep go to POST /api/v1/chat/stream while /health is polled every 20 ms; the row is
// the slowest /health answer during the attack (target < 200 ms), polled for at least a second. Sent
// with Content-Length, then chunked (no length known in advance, so only a scan of the bytes as they
// arrive can stop it), then chunked just under the chat route's limit (the scan reads every byte).
//   BENCH_DEEP_JSON_MB (default 16)   BENCH_TINY=1: 1 MB bodies
import { benchServer } from './lib/bench-data.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { median, round, runAlone } from './lib/bench-table.mjs';
import { TINY } from './lib/bench-tiny.mjs';

const MB = Math.min(Number(process.env.BENCH_DEEP_JSON_MB ?? (TINY ? 1 : 16)), 64);
const ATTACKERS = 3;
/** Just under POST /chat/stream's 4 MB limit: a body the server must read to the end unless the scan stops it. */
const UNDER_LIMIT_MB = TINY ? 0.5 : 3.9;

/** `{"message":"hi","x":[[[[…]]]]}`, `mb` megabytes, almost all of it nesting. */
function deepBody(mb) {
  const half = Math.floor((mb * 1024 * 1024 - 40) / 2);
  return Buffer.from(`{"message":"hi","x":${'['.repeat(half)}${']'.repeat(half)}}`);
}

/** The body as a stream of 64 KB chunks: fetch sends it chunked, with no Content-Length. */
function chunked(buf) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= buf.length) return controller.close();
      controller.enqueue(buf.subarray(at, at + 65536));
      at += 65536;
    },
  });
}

async function attack(url, auth, body, streamed) {
  const t = performance.now();
  try {
    const res = await fetch(`${url}/api/v1/chat/stream`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: streamed ? chunked(body) : body,
      ...(streamed && { duplex: 'half' }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  } catch (err) {
    // The server may close the connection once it has answered (the rest of the body unread).
    return { status: `closed (${err.cause?.code ?? err.message})`, ms: performance.now() - t };
  }
}

async function phase(server, auth, body, streamed, log) {
  const latencies = [];
  let done = false;
  for (let i = 0; i < 5; i++) await (await fetch(`${server.url}/health`)).arrayBuffer(); // warm
  const poll = (async () => {
    while (!done) {
      const t = performance.now();
      const res = await fetch(`${server.url}/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const minimum = new Promise((r) => setTimeout(r, 1000));
  const results = await Promise.all(Array.from({ length: ATTACKERS }, () => attack(server.url, auth, body, streamed)));
  await minimum;
  done = true;
  await poll;
  const worst = Math.max(...latencies);
  log(`${(body.length / 1048576).toFixed(1)} MB ${streamed ? 'chunked' : 'content-length'}: attack answers ${results.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms`).join(', ')}; /health ${latencies.length} polls, median ${median(latencies).toFixed(1)} ms, max ${worst.toFixed(1)} ms`);
  return { worst, median: median(latencies), polls: latencies.length, statuses: results.map((r) => r.status).join('/') };
}

export async function deepJsonBench({ log = console.log } = {}) {
  const server = await benchServer({ prefix: 'uc-bench-deep-json-', env: { AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000' } });
  try {
    const auth = await signUpVerified(server.url);
    const rows = [];
    const phases = [[MB, false], [MB, true], [UNDER_LIMIT_MB, true]];
    for (const [mb, streamed] of phases) {
      const r = await phase(server, auth, deepBody(mb), streamed, log);
      rows.push({
        measure: `/health during ${ATTACKERS} concurrent ${mb} MB deeply nested JSON bodies (${streamed ? 'chunked' : 'Content-Length'}), worst`,
        value: round(r.worst),
        unit: 'ms',
        target: '< 200',
        ok: r.worst < 200,
        reference: `median ${r.median.toFixed(1)} ms over ${r.polls} polls; attack answered ${r.statuses}`,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

await runAlone(import.meta.url, deepJsonBench);
