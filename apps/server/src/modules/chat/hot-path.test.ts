import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, creditLedger, modelUsage, users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { parseSse } from '../../../test/sse';
import { recordStatements, type Recorded } from '../../../test/statements';

/**
 * The chat hot path (issue 17): PGlite runs every round trip on the event loop and a transaction
 * holds its one connection against every other request, so a turn's statements are counted here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const send = (auth: Record<string, string>, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: auth, payload });
// The startup model's read (with the profile, joined; the versions its cache is keyed by) is counted apart.
const chatStatements = (seen: Recorded[]) => seen.filter((s) => !s.sql.includes('startup_profiles'));
const profileReads = (seen: Recorded[]) => seen.filter((s) => s.sql.includes('startup_profiles'));

describe('a chat turn on the database', () => {
  it('new thread: three statements (reserve, store the turn, store the answer with the settlement), no transaction', async () => {
    const user = await signUp(ctx);
    const recorder = recordStatements(ctx.db);
    await send(user.auth, { message: 'warm up: the session touch and the profile read happen here' });
    const { result, seen } = await recorder.during(() => send(user.auth, { message: 'How should we price a clinic booking app?' }));
    expect(result.statusCode).toBe(200);
    expect(seen.filter((s) => s.transaction), seen.map((s) => s.sql).join('\n')).toEqual([]);
    expect(chatStatements(seen), seen.map((s) => s.sql).join('\n')).toHaveLength(3);
    // One read of the profile and model a turn, every turn (so another instance's edit is seen): no second one.
    expect(profileReads(seen), seen.map((s) => s.sql).join('\n')).toHaveLength(1);
    // What those statements did: the answer is stored complete and exactly one credit is spent.
    const chunks = parseSse(result.body);
    const { message_id } = chunks.find((c) => c.type === 'data-message')!.data as { message_id: string };
    const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, message_id));
    expect(row).toMatchObject({ status: 'complete', model: 'offline-engine' });
    expect(row.content.length).toBeGreaterThan(0);
    expect(chunks.find((c) => c.type === 'data-credits')!.data).toEqual({ remaining_credits: ctx.config.signupCredits - 2 });
  });

  it("sends the startup model's read with the reservation, not after its answer (one wait in the queue)", async () => {
    const user = await signUp(ctx);
    await send(user.auth, { message: 'warm up' });
    const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    const unanswered = new Set<string>();
    let readWhileReserving = false;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first.text ?? '');
      const reserving = [...unanswered].some((t) => /insert into "?credit_ledger/i.test(t));
      if (text.includes('startup_profiles') && reserving) readWhileReserving = true;
      unanswered.add(text);
      return original.apply(this, args).finally(() => unanswered.delete(text));
    };
    try {
      expect((await send(user.auth, { message: 'Who should we sell to first?' })).statusCode).toBe(200);
    } finally {
      client.query = original;
    }
    expect(readWhileReserving).toBe(true);
  });

  it('follow-up: one read of the thread with its history, then the same three writes', async () => {
    const user = await signUp(ctx);
    const recorder = recordStatements(ctx.db);
    const first = parseSse((await send(user.auth, { message: 'We sell to dentists' })).body);
    const { thread_id } = first.find((c) => c.type === 'data-thread')!.data as { thread_id: string };
    const { result, seen } = await recorder.during(() => send(user.auth, { thread_id, message: 'And the pricing?', agent_id: 'marketing' }));
    expect(result.statusCode).toBe(200);
    expect(seen.filter((s) => s.transaction)).toEqual([]);
    expect(chatStatements(seen), seen.map((s) => s.sql).join('\n')).toHaveLength(4);
    const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread_id));
    expect(rows.map((r) => `${r.role}:${r.status}`).sort()).toEqual(['assistant:complete', 'assistant:complete', 'user:complete', 'user:complete']);
    const [{ sum }] = await ctx.db.select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, user.userId));
    const [{ balance }] = await ctx.db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, user.userId));
    expect(Number(sum)).toBe(balance);
    expect(balance).toBe(ctx.config.signupCredits - 2);
  });
});

describe('the startup read of a turn', () => {
  it('returns the saved model\'s JSON only when its version changed since this instance read it', async () => {
    const user = await signUp(ctx);
    const profile = { startup_name: 'ChairTime', idea: 'Scheduling for dental clinics in the United States', business_model: '$149 per clinic per month', stage: 'mvp', team_size: 2 };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile })).statusCode).toBe(200);
    const model = (await ctx.app.inject({ method: 'GET', url: '/api/v1/startup/model', headers: user.auth })).json().model;
    const save = (base_version: number) => ctx.app.inject({ method: 'PUT', url: '/api/v1/startup/model', headers: user.auth, payload: { model, base_version } });
    expect((await save(0)).statusCode).toBe(200);
    const size = JSON.stringify(model).length;
    expect(size).toBeGreaterThan(5_000);
    const recorder = recordStatements(ctx.db);
    const turn = async () => {
      const { result, seen } = await recorder.during(() => send(user.auth, { message: 'How should we price it?' }));
      expect(result.statusCode).toBe(200);
      const reads = profileReads(seen);
      expect(reads, seen.map((s) => s.sql).join('\n')).toHaveLength(1);
      return reads[0].bytes!;
    };
    expect(await turn()).toBeGreaterThan(size); // the first read since the save: the model and its profile
    expect(await turn()).toBeLessThan(1_000); // unchanged: the version, its time and the profile's words
    expect((await save(1)).statusCode).toBe(200);
    expect(await turn()).toBeGreaterThan(size);
    expect(await turn()).toBeLessThan(1_000);
  });
});

describe('a model answer on the database', () => {
  let model: OpenAiStandIn;
  let mctx: TestContext;
  beforeAll(async () => {
    model = await startOpenAiStandIn();
    const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'test-key' } });
    mctx = await createTestApp({ llm });
  });
  afterAll(() => model.close());

  // No data-room search: this founder has no file to search (the startup read says so).
  it('reserve, store the turn, then one statement settles, stores the answer and meters its tokens', async () => {
    model.behaviour = { kind: 'ok', chunks: ['Talk', ' to', ' ten', ' customers.'] };
    const user = await signUp(mctx);
    const recorder = recordStatements(mctx.db);
    const warm = (m: string) => mctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: m } });
    await warm('warm up: the session touch and the profile read happen here');
    const { result, seen } = await recorder.during(() => warm('How should we price a clinic booking app?'));
    expect(result.statusCode).toBe(200);
    expect(seen.filter((s) => s.transaction)).toEqual([]);
    const statements = chatStatements(seen).map((s) => s.sql);
    expect(statements, statements.join('\n')).toHaveLength(3); // besides the startup model read (it joins startup_profiles)
    expect(statements.filter((s) => s.includes('to_tsquery'))).toEqual([]);
    // The last one: the settlement with the answer's update and the usage insert.
    expect(statements.at(-1)).toMatch(/credit_ledger[\s\S]*update "chat_messages"[\s\S]*insert into "model_usage"/);
    const { message_id } = parseSse(result.body).find((c) => c.type === 'data-message')!.data as { message_id: string };
    const [row] = await mctx.db.select().from(chatMessages).where(eq(chatMessages.id, message_id));
    expect(row).toMatchObject({ status: 'complete', content: 'Talk to ten customers.', model: 'stand-in-model' });
    const usage = await mctx.db.select().from(modelUsage).where(eq(modelUsage.reference, message_id));
    expect(usage).toMatchObject([{ userId: user.userId, feature: 'chat', step: 'answer', model: 'stand-in-model' }]);
    expect(usage[0].inputTokens + usage[0].outputTokens).toBeGreaterThan(0);
  });
});
