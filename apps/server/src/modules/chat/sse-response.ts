import type { FastifyReply } from 'fastify';
import type { StreamChunk } from './stream';

/** Proxies with idle timeouts (often 30–60 s) cut a quiet stream; a comment line keeps it alive. */
export const HEARTBEAT_MS = 15_000;

/**
 * Takes over the response and sends the AI SDK UI message stream as server-sent events: one
 * `data:` line per chunk, a `: keep-alive` comment every `heartbeatMs` (clients ignore comments),
 * and `data: [DONE]` at the end. Writing stops quietly once the client has gone.
 */
export function openSse(reply: FastifyReply, heartbeatMs = HEARTBEAT_MS) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-vercel-ai-ui-message-stream': 'v1',
    'x-accel-buffering': 'no',
  });
  // No flushHeaders(): the head leaves with the first chunks (`start` is emitted in the same tick),
  // one socket write a stream fewer.
  let open = true;
  // Chunks emitted in one burst (a model event, or a whole answer of the offline engine) leave in
  // one write once the burst is over: one HTTP chunk instead of hundreds, and no later than before.
  let pending = '';
  const flush = () => {
    if (open && pending) res.write(pending);
    pending = '';
  };
  const heartbeat = setInterval(() => open && res.write(': keep-alive\n\n'), heartbeatMs);
  heartbeat.unref();
  res.on('close', () => {
    open = false;
    clearInterval(heartbeat);
  });
  return {
    get open() {
      return open;
    },
    write(chunk: StreamChunk) {
      if (!open) return;
      if (!pending) process.nextTick(flush);
      pending += `data: ${JSON.stringify(chunk)}\n\n`;
    },
    end() {
      clearInterval(heartbeat);
      if (open) res.end(`${pending}data: [DONE]\n\n`);
      pending = '';
    },
  };
}
