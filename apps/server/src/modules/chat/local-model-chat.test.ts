import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { parseSse, streamedText } from '../../../test/sse';
import { sha256, tinyGguf } from '../../../test/tiny-gguf';

/** Issue 37: LLM_PROVIDER=local answers through the product's API from the downloaded GGUF model. */
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uc-local-chat-'));
  mkdirSync(path.join(dataDir, 'models'));
  const gguf = tinyGguf();
  writeFileSync(path.join(dataDir, 'models', 'tiny.gguf'), gguf);
  ctx = await createTestApp({
    config: { dataDir, llm: { provider: 'local', localModelUrl: 'http://127.0.0.1:9/models/tiny.gguf', localModelSha256: sha256(gguf), tools: true } },
  });
  // A real socket for the cancel tests: the chunks are read while the answers are still running.
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(() => ctx.app.close());

type Chunk = { type: string; [k: string]: unknown };
/** Posts a chat message and reads its stream as it comes; `until` waits for a chunk. */
function open(auth: Record<string, string>, payload: object) {
  const chunks: Chunk[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const notify = () => {
    for (const w of waiters) w();
    waiters.clear();
  };
  const done = (async () => {
    const headers = { ...auth, 'content-type': 'application/json' };
    const res = await fetch(`${base}/api/v1/chat/stream`, { method: 'POST', headers, body: JSON.stringify(payload) });
    if (res.status !== 200) throw new Error(`chat: ${res.status} ${await res.text()}`);
    let buffer = '';
    for await (const part of res.body!.pipeThrough(new TextDecoderStream())) {
      buffer += part;
      const cut = buffer.lastIndexOf('\n\n');
      if (cut < 0) continue;
      chunks.push(...parseSse(buffer.slice(0, cut + 2)));
      buffer = buffer.slice(cut + 2);
      notify();
    }
    return chunks;
  })().finally(() => {
    ended = true;
    notify();
  });
  const until = async (pred: (c: Chunk) => boolean) => {
    for (;;) {
      const found = chunks.find(pred);
      if (found) return found;
      if (ended) throw new Error(`the stream ended first: ${JSON.stringify(chunks.map((c) => c.type))}`);
      await new Promise<void>((r) => waiters.add(r));
    }
  };
  return { chunks, done, until };
}
const messageIdOf = async (s: ReturnType<typeof open>) => ((await s.until((c) => c.type === 'data-message')).data as { message_id: string }).message_id;
const cancel = (auth: Record<string, string>, id: string) => fetch(`${base}/api/v1/chat/messages/${id}/cancel`, { method: 'POST', headers: auth });
const balance = async (auth: Record<string, string>) => ((await (await fetch(`${base}/api/v1/billing/balance`, { headers: auth })).json()) as { available_credits: number }).available_credits;

const send = (auth: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: auth, payload });

describe('chat on the local model', () => {
  it('streams an answer from the local engine, stored and labelled with the model', async () => {
    const user = await signUp(ctx);
    const res = await send(user.auth, { message: 'Who are my first customers?', agent_id: 'marketing' });
    expect(res.statusCode).toBe(200);
    const chunks = parseSse(res.body);
    const message = chunks.find((c) => c.type === 'data-message')!.data as { message_id: string };
    expect(chunks.find((c) => c.type === 'data-done')!.data).toMatchObject({ status: 'complete' });
    const [stored] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, message.message_id));
    expect(stored).toMatchObject({ status: 'complete', model: 'tiny' });
    expect(stored.content.length).toBeGreaterThan(0);
    expect(stored.content).toContain(streamedText(chunks, message.message_id));
    expect(stored.tokensUsed).toBeGreaterThan(0);
  }, 120_000);

  it('two founders at once: both answers complete, the second is told its place in the queue', async () => {
    const [a, b] = [await signUp(ctx), await signUp(ctx)];
    const first = send(a.auth, { message: 'What should we build first?', agent_id: 'product' });
    // The first request takes the model before the second arrives.
    await new Promise((r) => setTimeout(r, 300));
    const second = send(b.auth, { message: 'How do we price it?', agent_id: 'marketing' });
    const [ra, rb] = await Promise.all([first, second]);
    const [ca, cb] = [parseSse(ra.body), parseSse(rb.body)];
    for (const chunks of [ca, cb]) expect(chunks.find((c) => c.type === 'data-done')!.data).toMatchObject({ status: 'complete' });
    const queue = cb.filter((c) => c.type === 'data-queue').map((c) => (c.data as { ahead: number }).ahead);
    expect(queue[0]).toBe(1);
    expect(queue.at(-1)).toBe(0);
    expect(cb.find((c) => c.type === 'data-queue')!.transient).toBe(true);
    expect(ca.some((c) => c.type === 'data-queue')).toBe(false);
  }, 120_000);

  it('cancel frees the slot at once: the queued answer leaves, the next one moves up; only its founder can cancel', async () => {
    const [a, b, c] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    const before = await balance(b.auth);
    // An app answer is long (up to 8000 tokens): it holds the model while the others queue.
    const first = open(a.auth, { message: 'Build me a landing page for my bakery', output: 'app' });
    const firstId = await messageIdOf(first);
    await first.until((x) => x.type === 'text-delta');
    const second = open(b.auth, { message: 'How do we price it?', agent_id: 'marketing' });
    const secondId = await messageIdOf(second);
    await second.until((x) => x.type === 'data-queue');
    const third = open(c.auth, { message: 'Who are our first customers?', agent_id: 'marketing' });
    await third.until((x) => x.type === 'data-queue');

    // Another founder cannot cancel it (nor learn that it exists).
    expect((await cancel(c.auth, secondId)).status).toBe(404);
    expect((await cancel(b.auth, secondId)).status).toBe(204);
    const cb = await second.done;
    expect(cb.find((x) => x.type === 'data-done')!.data).toMatchObject({ message_id: secondId, status: 'incomplete' });
    expect((cb.find((x) => x.type === 'data-answer-failed')!.data as { detail: string }).detail).toMatch(/You cancelled this answer/);
    expect(cb.some((x) => x.type === 'text-delta' && x.id === secondId && String(x.delta).length > 0)).toBe(false);
    // No credit for a cancelled answer.
    expect(cb.find((x) => x.type === 'data-credits')!.data).toEqual({ remaining_credits: before });
    expect(await balance(b.auth)).toBe(before);
    const [stored] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, secondId));
    expect(stored!.status).toBe('incomplete');
    // The one behind moved up.
    await third.until((x) => x.type === 'data-queue' && (x.data as { ahead: number }).ahead === 1);

    // Cancelling the running answer frees the model: the third starts and completes.
    expect((await cancel(a.auth, firstId)).status).toBe(204);
    const ca = await first.done;
    expect(ca.find((x) => x.type === 'data-done')!.data).toMatchObject({ message_id: firstId, status: 'incomplete' });
    const ct = await third.done;
    const queue = ct.filter((x) => x.type === 'data-queue').map((x) => (x.data as { ahead: number }).ahead);
    expect(queue).toEqual([2, 1, 0]);
    expect(ct.find((x) => x.type === 'data-done')!.data).toMatchObject({ status: 'complete' });
    // Nothing is running any more: a late cancel is a 404.
    expect((await cancel(a.auth, firstId)).status).toBe(404);
  }, 120_000);
});
