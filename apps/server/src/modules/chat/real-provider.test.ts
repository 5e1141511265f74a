import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, modelUsage, users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { parseSse, streamedText } from '../../../test/sse';

/** The real AI SDK adapter (openai-compatible) against a stand-in model server on 127.0.0.1. */
let ctx: TestContext;
let model: OpenAiStandIn;
beforeAll(async () => {
  model = await startOpenAiStandIn();
  const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'test-key' } });
  ctx = await createTestApp({ llm });
});
afterAll(() => model.close());

type User = Awaited<ReturnType<typeof signUp>>;
const balanceOf = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;
const send = (user: User, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload });
const messageId = (body: string) => (parseSse(body).find((c) => c.type === 'data-message')!.data as { message_id: string }).message_id;
const stored = async (id: string) => (await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0];

describe('real provider path', () => {
  it('non-streaming: /agents/execute reports the model, its token usage and the profile in the prompt', async () => {
    model.behaviour = { kind: 'ok', chunks: ['Focus', ' on', ' clinics.'] };
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { idea: 'Scheduling for dental clinics' } });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'strategic', description: 'Where to start?' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'Focus on clinics.', metadata: { model: 'stand-in-model', tokens_used: 23, status: 'completed' } });
    const request = model.requests.at(-1)!;
    expect(request.stream).toBe(false);
    expect(request.messages[0]).toMatchObject({ role: 'system' });
    expect(request.messages[0].content).toContain('Alex Strategic');
    expect(request.messages[0].content).toContain('Scheduling for dental clinics');
    // Metered from the provider's usage report (20 in, one out per chunk), as the chat is.
    const usage = await ctx.db.select().from(modelUsage).where(eq(modelUsage.userId, user.userId));
    expect(usage.map((r) => [r.feature, r.step, r.inputTokens, r.outputTokens])).toEqual([['agents', 'answer', 20, 3]]);
  });

  it('streaming: deltas arrive as the model emits them and the stored message completes', async () => {
    model.behaviour = { kind: 'ok', chunks: ['Talk', ' to', ' ten', ' customers.'], firstTokenDelayMs: 200 };
    const user = await signUp(ctx);
    const res = await send(user, { message: 'What first?' });
    const chunks = parseSse(res.body);
    expect(chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta)).toEqual(['Talk', ' to', ' ten', ' customers.']);
    const row = await stored(messageId(res.body));
    expect(row).toMatchObject({ status: 'complete', content: 'Talk to ten customers.', model: 'stand-in-model' });
    expect(model.requests.at(-1)!.stream).toBe(true);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 1);

    // The follow-up carries the earlier turns (the agent remembers the conversation).
    const threadId = (chunks.find((c) => c.type === 'data-thread')!.data as { thread_id: string }).thread_id;
    await send(user, { thread_id: threadId, message: 'And then?' });
    expect(model.requests.at(-1)!.messages.map((m) => m.content)).toEqual(expect.arrayContaining(['What first?', expect.stringMatching(/^\[[A-Z][a-z]+ [A-Z][a-z]+\] Talk to ten customers\.$/), 'And then?']));
  });

  it('a provider error: execute answers 502, the streamed message is incomplete, no credit is charged', async () => {
    model.behaviour = { kind: 'error', status: 500, message: 'model overloaded' };
    const user = await signUp(ctx);
    const exec = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'product', description: 'Hi' } });
    expect(exec.statusCode).toBe(502);
    expect(exec.json().detail).toContain('No credits were charged');
    const res = await send(user, { message: 'Hello?' });
    expect(res.statusCode).toBe(200);
    expect(parseSse(res.body).some((c) => c.type === 'error')).toBe(true);
    expect((await stored(messageId(res.body))).status).toBe('incomplete');
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);
  });

  it('a busy provider (429, Retry-After: 7): the founder reads when to try again, nothing is charged', async () => {
    model.behaviour = { kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '7' } };
    const user = await signUp(ctx);
    const res = await send(user, { message: 'Hello?' });
    const busy = 'The AI provider is busy; try again in 7 s';
    expect(parseSse(res.body).find((c) => c.type === 'data-answer-failed')!.data).toMatchObject({ detail: `${busy} — no credit charged for this answer.` });
    expect(parseSse(res.body).find((c) => c.type === 'error')).toMatchObject({ errorText: `${busy} — no credit charged for this answer.` });
    const exec = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'product', description: 'Hi' } });
    expect(exec.json().detail).toBe(`${busy}. No credits were charged.`);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);
  });

  it('a disconnect mid-stream: the stored message keeps the partial text, marked incomplete, credit released', async () => {
    model.behaviour = { kind: 'disconnect', chunksBeforeDisconnect: ['Partial', ' answer'] };
    const user = await signUp(ctx);
    const res = await send(user, { message: 'Tell me everything' });
    expect(streamedText(parseSse(res.body))).toBe('Partial answer');
    const row = await stored(messageId(res.body));
    expect(row).toMatchObject({ status: 'incomplete', content: 'Partial answer' });
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);
  });

  it('a client that disconnects does not stop generation: the stored message completes', async () => {
    model.behaviour = { kind: 'ok', chunks: ['One', ' two', ' three', ' four', ' five'], chunkDelayMs: 60 };
    const user = await signUp(ctx);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/v1/chat/stream`, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Count to five' }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('text-delta')) text += new TextDecoder().decode((await reader.read()).value);
    const id = (parseSse(text.slice(0, text.lastIndexOf('\n\n'))).find((c) => c.type === 'data-message')!.data as { message_id: string }).message_id;
    abort.abort();
    for (let i = 0; i < 50 && (await stored(id)).status === 'streaming'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await stored(id)).toMatchObject({ status: 'complete', content: 'One two three four five' });
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 1);
  });
});
