import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { parseSse, streamedText } from '../../../test/sse';
import { sha256, tinyGguf } from '../../../test/tiny-gguf';

/** Issue 37: LLM_PROVIDER=local answers through the product's API from the downloaded GGUF model. */
let ctx: TestContext;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uc-local-chat-'));
  mkdirSync(path.join(dataDir, 'models'));
  const gguf = tinyGguf();
  writeFileSync(path.join(dataDir, 'models', 'tiny.gguf'), gguf);
  ctx = await createTestApp({
    config: { dataDir, llm: { provider: 'local', localModelUrl: 'http://127.0.0.1:9/models/tiny.gguf', localModelSha256: sha256(gguf), tools: true } },
  });
}, 120_000);

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
});
