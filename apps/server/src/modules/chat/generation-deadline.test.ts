import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../db/schema';
import { createLlmProvider, type LlmProvider } from '../../providers/llm';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { parseSse } from '../../../test/sse';

/**
 * The generation deadline fires even when garbage collection runs while a model keeps its stream
 * open with pings (the `AbortSignal.any` + `AbortSignal.timeout` deadline did not), and a stream
 * that ends without the provider's finish event is stored as cut, uncharged.
 */
setFlagsFromString('--expose-gc'); // what `node --expose-gc` does, for this file only
const gc = runInNewContext('gc') as () => void;

const DEADLINE_MS = 1_500;
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = () => undefined;
let server: Server;
let baseUrl = '';
const open = new Set<ServerResponse>();
beforeAll(async () => {
  server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    req.resume();
    req.on('end', () => handler(req, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));

async function appWith(llm: LlmProvider): Promise<TestContext> {
  return createTestApp({ llm, config: { generationTimeoutMs: DEADLINE_MS } });
}

type User = Awaited<ReturnType<typeof signUp>>;
async function ask(ctx: TestContext, user: User) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'How do we price this?', agent_id: 'strategic' } });
  const chunks = parseSse(res.body);
  const id = (chunks.find((c) => c.type === 'data-message')!.data as { message_id: string }).message_id;
  const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id));
  const [{ creditBalance }] = await ctx.db.select({ creditBalance: users.creditBalance }).from(users).where(eq(users.id, user.userId));
  return { row, balance: creditBalance, chunks };
}

describe('a model that stalls with keep-alive pings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appWith(await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl, model: 'stalling-model', apiKey: 'k' } }));
    // A first turn loads what chat loads on first use (the route's services, the startup model): not timed below.
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: 'Hi' }, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`);
    };
    expect((await ask(ctx, await signUp(ctx))).row).toMatchObject({ status: 'complete', content: 'Hi' });
  });

  it('is cut by the deadline while gc() runs; the partial text is stored incomplete and nothing is charged', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: 'First we' }, finish_reason: null }] })}\n\n`);
      const ping = setInterval(() => res.write(': ping\n\n'), 25);
      res.on('close', () => clearInterval(ping));
    };
    const collector = setInterval(() => gc(), 50);
    const user = await signUp(ctx);
    const started = Date.now();
    try {
      const { row, balance } = await ask(ctx, user);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
      expect(elapsed).toBeLessThan(DEADLINE_MS + 3_000);
      expect(row).toMatchObject({ status: 'incomplete', content: 'First we' });
      expect(balance).toBe(ctx.config.signupCredits);
    } finally {
      clearInterval(collector);
    }
    // The provider's socket was closed too, not left streaming pings.
    await expect.poll(() => open.size, { timeout: 2_000 }).toBe(0);
  });
});

describe('a client that ignores the abort signal', () => {
  it('still ends at the deadline (the wait is raced against it)', async () => {
    const deaf: LlmProvider = {
      kind: 'openai',
      model: 'deaf-model',
      generateText: () => new Promise(() => undefined),
      streamText: () => ({
        textStream: (async function* () {
          yield 'Half';
          await new Promise(() => undefined);
        })(),
        result: new Promise(() => undefined),
      }),
    };
    const ctx = await appWith(deaf);
    const user = await signUp(ctx);
    const collector = setInterval(() => gc(), 50);
    try {
      const { row, balance, chunks } = await ask(ctx, user);
      expect(row).toMatchObject({ status: 'incomplete', content: 'Half' });
      expect(balance).toBe(ctx.config.signupCredits);
      // The founder reads why: the deadline, not a vague "stopped".
      const failed = chunks.find((c) => c.type === 'data-answer-failed')!.data as { detail: string };
      expect(failed.detail).toBe('The AI model took too long (over 2 s) to finish this answer — no credit charged for this answer.');
    } finally {
      clearInterval(collector);
    }
  });
});

describe('an Anthropic stream', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appWith(await createLlmProvider({ llm: { provider: 'anthropic', baseUrl, model: 'claude-stand-in', apiKey: 'k' } }));
  });
  const event = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const head = [
    event('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'claude-stand-in', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } } }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Charge per' } }),
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: ' seat.' } }),
    event('content_block_stop', { index: 0 }),
    event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 5 } }),
  ];
  const answerWith = (parts: string[]) => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(parts.join(''));
    };
  };

  it('with message_stop: stored complete and charged', async () => {
    answerWith([...head, event('message_stop', {})]);
    const user = await signUp(ctx);
    const { row, balance } = await ask(ctx, user);
    expect(row).toMatchObject({ status: 'complete', content: 'Charge per seat.' });
    expect(balance).toBe(ctx.config.signupCredits - 1);
  });

  it('closed before message_stop: stored cut with the partial text, nothing charged', async () => {
    for (const parts of [head, head.slice(0, 3)]) {
      answerWith(parts);
      const user = await signUp(ctx);
      const { row, balance, chunks } = await ask(ctx, user);
      expect(row.status).toBe('incomplete');
      expect(row.content).toBe(parts === head ? 'Charge per seat.' : 'Charge per');
      expect(balance).toBe(ctx.config.signupCredits);
      expect(chunks.some((c) => c.type === 'data-answer-failed')).toBe(true);
    }
  });
});
