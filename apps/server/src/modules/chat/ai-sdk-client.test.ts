import type { UIMessage } from 'ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { dataOf, lastAnswer, TestChat as SdkChat, texts } from '../../../test/ai-sdk-chat';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';

/**
 * The AI SDK's own chat client (AbstractChat + DefaultChatTransport, as useChat uses them, with no
 * custom prepareSendMessagesRequest) against the server and a stand-in model over real HTTP.
 */
let ctx: TestContext;
let model: OpenAiStandIn;
let address: string;
beforeAll(async () => {
  model = await startOpenAiStandIn();
  const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'test-key' } });
  ctx = await createTestApp({ llm, config: { chatHeartbeatMs: 20 } });
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => model.close());

type User = Awaited<ReturnType<typeof signUp>>;

class TestChat extends SdkChat {
  constructor(user: User, id: string, messages: UIMessage[] = [], body?: object) {
    super(`${address}/api/v1/chat/stream`, user.auth, id, messages, { body });
  }
}

const systemOf = (body: Record<string, unknown>) =>
  String((body.messages as { role: string; content: string }[]).find((m) => m.role === 'system')?.content ?? '');
const balanceOf = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;
const status = async (id: string) => (await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0].status;

describe('the AI SDK chat client', () => {
  it('single: sends the standard body, streams the answer, and the chat id keeps one thread', async () => {
    model.behaviour = { kind: 'ok', chunks: ['Talk', ' to', ' customers.'] };
    const user = await signUp(ctx);
    const chat = new TestChat(user, 'sdk-chat-1');
    await chat.sendMessage({ text: 'What should I do first?' });
    expect(chat.status).toBe('ready');
    expect(chat.error).toBeUndefined();
    expect(texts(lastAnswer(chat))).toEqual(['Talk to customers.']);
    const [thread] = dataOf<{ thread_id: string }>(lastAnswer(chat), 'data-thread');

    model.behaviour = { kind: 'ok', chunks: ['Then', ' build.'] };
    await chat.sendMessage({ text: 'And then?' });
    expect(texts(lastAnswer(chat))).toEqual(['Then build.']);
    expect(dataOf<{ thread_id: string }>(lastAnswer(chat), 'data-thread')[0].thread_id).toBe(thread.thread_id);
    // The server answered the last user message with the thread's own history.
    expect(model.requests.at(-1)!.messages.map((m) => m.content)).toEqual(expect.arrayContaining(['What should I do first?', 'Talk to customers.', 'And then?']));
    const stored = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/threads/${thread.thread_id}`, headers: user.auth });
    expect(stored.json().messages).toHaveLength(4);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 2);

    // Another user's client with the same chat id gets a thread of its own.
    const other = await signUp(ctx);
    const theirs = new TestChat(other, 'sdk-chat-1');
    await theirs.sendMessage({ text: 'Hello' });
    expect(dataOf<{ thread_id: string }>(lastAnswer(theirs), 'data-thread')[0].thread_id).not.toBe(thread.thread_id);
  });

  it('regenerate: answers the last question again, stores it once and replaces its answer', async () => {
    model.behaviour = { kind: 'ok', chunks: ['First', ' try.'] };
    const user = await signUp(ctx);
    const chat = new TestChat(user, 'sdk-regenerate');
    await chat.sendMessage({ text: 'Name my startup' });
    const [thread] = dataOf<{ thread_id: string; user_message_id: string }>(lastAnswer(chat), 'data-thread');

    model.behaviour = { kind: 'ok', chunks: ['Second', ' try.'] };
    await chat.regenerate();
    expect(chat.status).toBe('ready');
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(texts(lastAnswer(chat))).toEqual(['Second try.']);
    expect(dataOf<{ user_message_id: string }>(lastAnswer(chat), 'data-thread')[0].user_message_id).toBe(thread.user_message_id);
    // The model saw the question once, not the old answer.
    expect(model.requests.at(-1)!.messages.filter((m) => m.content === 'Name my startup')).toHaveLength(1);
    expect(model.requests.at(-1)!.messages.map((m) => m.content)).not.toContain('First try.');

    const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread.thread_id));
    expect(rows.map((r) => [r.role, r.content, r.status]).sort()).toEqual([
      ['assistant', 'Second try.', 'complete'],
      ['user', 'Name my startup', 'complete'],
    ]);
    // Each answer is paid for once.
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 2);
  });

  it('team with one failing agent: a data part on that answer, the others still arrive, no error', async () => {
    model.behaviour = { kind: 'ok', chunks: ['Fine', ' answer.'] };
    // The agents answer in parallel: each is told apart by its system prompt, not by arrival order.
    model.route = (body) => {
      const system = systemOf(body);
      if (system.includes('You close a team discussion')) return undefined;
      if (system.startsWith('You are Alex Strategic')) return { kind: 'ok', chunks: ['Strategy', ' answer.'] };
      if (system.startsWith('You are Sam Product')) return { kind: 'error', status: 500, message: 'model crashed' };
      return undefined;
    };
    const user = await signUp(ctx);
    const chat = new TestChat(user, 'sdk-team', [], { mode: 'team', agent_ids: ['strategic', 'product', 'technical'] });
    await chat.sendMessage({ text: 'Review my plan' });
    model.route = undefined;
    expect(chat.status).toBe('ready');
    expect(chat.error).toBeUndefined();
    const answer = lastAnswer(chat);
    const failed = dataOf<{ message_id: string; agent_id: string; detail: string }>(answer, 'data-answer-failed');
    expect(failed).toEqual([expect.objectContaining({ agent_id: 'product', detail: expect.stringContaining('no credit charged for this answer') })]);
    expect(texts(answer).filter(Boolean)).toEqual(['Strategy answer.', 'Fine answer.', 'Fine answer.']);
    expect(await status(failed[0].message_id)).toBe('incomplete');
    // Three answers completed (two agents and the synthesis); the failed one is free.
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 3);
  });

  it('a provider that refuses the key: the whole turn fails with its own message', async () => {
    model.behaviour = { kind: 'error', status: 401, message: 'Incorrect API key provided' };
    const user = await signUp(ctx);
    const chat = new TestChat(user, 'sdk-refused');
    await chat.sendMessage({ text: 'Hello?' });
    expect(chat.status).toBe('error');
    expect(chat.error?.message).toBe('The AI is unavailable right now — no credit charged for this answer.');
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);
    // The non-streaming endpoints tell the same story.
    const exec = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'product', description: 'Hi' } });
    expect(exec.statusCode).toBe(502);
    expect(exec.json().detail).toBe('The AI is unavailable right now. No credits were charged.');
  });

  it('resume: a client that lost the stream reads the running answer again; 204 when nothing runs', async () => {
    model.behaviour = { kind: 'ok', chunks: ['One', ' two', ' three', ' four'], firstTokenDelayMs: 150, chunkDelayMs: 60 };
    const user = await signUp(ctx);
    const question: UIMessage = { id: 'q1', role: 'user', parts: [{ type: 'text', text: 'Count to four' }] };
    // The first tab sends and goes away after the first bytes (a reload).
    const abort = new AbortController();
    const first = await fetch(`${address}/api/v1/chat/stream`, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'sdk-resume', messages: [question], trigger: 'submit-message' }),
      signal: abort.signal,
    });
    const reader = first.body!.getReader();
    let seen = '';
    while (!seen.includes('data-message')) seen += new TextDecoder().decode((await reader.read()).value);
    abort.abort();

    // The reloaded page resumes with the stock client.
    const resumed = new TestChat(user, 'sdk-resume', [question]);
    await resumed.resumeStream();
    expect(resumed.status).toBe('ready');
    expect(texts(lastAnswer(resumed))).toEqual(['One two three four']);

    // Heartbeats are SSE comments while the model is quiet (the stock client ignored them above).
    model.behaviour = { kind: 'ok', chunks: ['Slow'], firstTokenDelayMs: 200 };
    const raw = await fetch(`${address}/api/v1/chat/stream`, { method: 'POST', headers: { ...user.auth, 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Slowly' }) });
    expect(await raw.text()).toContain('\n: keep-alive\n\n');

    // Nothing running: 204, and the client adds nothing.
    const idle = new TestChat(user, 'sdk-resume', [question]);
    await idle.resumeStream();
    expect(idle.messages).toHaveLength(1);
    const direct = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/stream/never-used/stream', headers: user.auth });
    expect(direct.statusCode).toBe(204);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/stream/never-used/stream' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects a malformed AI SDK body with 422', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { id: 'x', messages: [{ role: 'robot', parts: [] }] } });
    expect(res.statusCode).toBe(422);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { id: 'x', messages: [{ role: 'user', parts: [{ type: 'text', text: ' ' }] }] } });
    expect(empty.statusCode).toBe(422);
    // The stock transport shows the response text as the error: plain text, not a JSON body.
    expect(empty.headers['content-type']).toMatch(/^text\/plain/);
    expect(empty.body).toContain('Message is required');
  });
});
