import type { UIMessage } from 'ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { dataOf, lastAnswer, TestChat, texts } from '../../../test/ai-sdk-chat';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';

/**
 * The stock AI SDK client over long chats: the whole-history body of DefaultChatTransport at any
 * length, the documented "send only the last message" shape, resume after a partial answer,
 * readable errors and file parts.
 */
let ctx: TestContext;
let model: OpenAiStandIn;
let api: string;
beforeAll(async () => {
  model = await startOpenAiStandIn();
  const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'test-key' } });
  ctx = await createTestApp({ llm, config: { chatHeartbeatMs: 20 } });
  api = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/chat/stream`;
});
afterAll(() => model.close());

const balanceOf = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;

/** `turns` exchanges of about 1 KB each, as a client that kept the whole conversation holds them. */
function history(turns: number): UIMessage[] {
  const long = 'A long founder question about pricing, hiring and runway. '.repeat(9);
  return Array.from({ length: turns }, (_, i) => [
    { id: `u${i}`, role: 'user' as const, parts: [{ type: 'text' as const, text: `Old question ${i}: ${long}` }] },
    { id: `a${i}`, role: 'assistant' as const, parts: [{ type: 'text' as const, text: `Old answer ${i}: ${long}` }] },
  ]).flat();
}

describe('long chats with the stock AI SDK client', () => {
  it('whole history of 1.2 MB and over 2,000 messages: answers the last message with the stored thread', async () => {
    const user = await signUp(ctx);
    const old = history(1100);
    expect(JSON.stringify(old).length).toBeGreaterThan(1.2e6);
    const chat = new TestChat(api, user.auth, 'sdk-long', old);
    model.behaviour = { kind: 'ok', chunks: ['Keep', ' going.'] };
    await chat.sendMessage({ text: 'Still there?' });
    expect(chat.error).toBeUndefined();
    expect(chat.status).toBe('ready');
    expect(texts(lastAnswer(chat))).toEqual(['Keep going.']);
    // The server's own thread is the history: the client's copy is not replayed to the model.
    const seen = model.requests.at(-1)!.messages.map((m) => m.content);
    expect(seen).toContain('Still there?');
    expect(seen.join('\n')).not.toContain('Old question');

    model.behaviour = { kind: 'ok', chunks: ['Yes.'] };
    await chat.sendMessage({ text: 'And now?' });
    expect(texts(lastAnswer(chat))).toEqual(['Yes.']);
    expect(model.requests.at(-1)!.messages.map((m) => m.content)).toEqual(expect.arrayContaining(['Still there?', expect.stringMatching(/^\[[A-Z][a-z]+ [A-Z][a-z]+\] Keep going\.$/), 'And now?']));
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 2);
  });

  it('the documented server-side history shape: only the new message and the chat id', async () => {
    const user = await signUp(ctx);
    const bodies: unknown[] = [];
    const chat = new TestChat(api, user.auth, 'sdk-last-only', [], {
      prepareSendMessagesRequest: ({ id, messages }) => {
        const body = { id, message: messages.at(-1) };
        bodies.push(body);
        return { body };
      },
    });
    model.behaviour = { kind: 'ok', chunks: ['Interview', ' ten users.'] };
    await chat.sendMessage({ text: 'First step?' });
    expect(chat.error).toBeUndefined();
    expect(texts(lastAnswer(chat))).toEqual(['Interview ten users.']);
    model.behaviour = { kind: 'ok', chunks: ['Then', ' price it.'] };
    await chat.sendMessage({ text: 'Second step?' });
    expect(texts(lastAnswer(chat))).toEqual(['Then price it.']);
    expect(bodies.every((b) => !('messages' in (b as object)))).toBe(true);
    expect(model.requests.at(-1)!.messages.map((m) => m.content)).toEqual(expect.arrayContaining(['First step?', expect.stringMatching(/^\[[A-Z][a-z]+ [A-Z][a-z]+\] Interview ten users\.$/), 'Second step?']));
    const [thread] = dataOf<{ thread_id: string }>(lastAnswer(chat), 'data-thread');
    const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread.thread_id));
    expect(rows).toHaveLength(4);
  });

  it('resume after a partial answer: one assistant message with the answer once', async () => {
    model.behaviour = { kind: 'ok', chunks: ['One', ' two', ' three', ' four'], firstTokenDelayMs: 100, chunkDelayMs: 80 };
    const user = await signUp(ctx);
    const question: UIMessage = { id: 'q1', role: 'user', parts: [{ type: 'text', text: 'Count to four' }] };
    const abort = new AbortController();
    const first = await fetch(api, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'sdk-partial', messages: [question], trigger: 'submit-message' }),
      signal: abort.signal,
    });
    const reader = first.body!.getReader();
    let seen = '';
    while (!seen.includes('text-delta')) seen += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    const start = seen
      .split('\n')
      .filter((l) => l.startsWith('data: {'))
      .map((l) => JSON.parse(l.slice(6)))
      .find((c) => c.type === 'start');
    expect(start.messageId).toEqual(expect.any(String));

    // The client kept what it had received: the partial answer under the start's message id.
    const partial: UIMessage = { id: start.messageId, role: 'assistant', parts: [{ type: 'text', text: 'One' }] };
    const resumed = new TestChat(api, user.auth, 'sdk-partial', [question, partial]);
    await resumed.resumeStream();
    expect(resumed.status).toBe('ready');
    expect(resumed.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(texts(lastAnswer(resumed))).toEqual(['One two three four']);
  });

  it('errors reach the client as readable text; file parts are refused with the data room named', async () => {
    const broke = await signUp(ctx);
    await ctx.db.update(users).set({ creditBalance: 0 }).where(eq(users.id, broke.userId));
    const poor = new TestChat(api, broke.auth, 'sdk-errors');
    await poor.sendMessage({ text: 'Hello' });
    expect(poor.status).toBe('error');
    expect(poor.error?.message).toBe('Insufficient credits');

    const user = await signUp(ctx);
    const chat = new TestChat(api, user.auth, 'sdk-files');
    const requestsBefore = model.requests.length;
    await chat.sendMessage({ text: 'Read my deck', files: [{ type: 'file', mediaType: 'text/plain', filename: 'deck.txt', url: 'data:text/plain;base64,SGVsbG8=' }] });
    expect(chat.status).toBe('error');
    expect(chat.error?.message).toMatch(/data room/i);
    expect(model.requests.length).toBe(requestsBefore);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);

    // Other clients keep the { detail } JSON body.
    const ours = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: broke.auth, payload: { message: 'Hello' } });
    expect(ours.statusCode).toBe(402);
    expect(ours.json().detail).toBe('Insufficient credits');
  });
});
