import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { parseSse } from '../../../test/sse';
import { chatMessages, creditLedger, users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { gracefulShutdown, RESTARTING } from './shutdown';

// Shutdown state is process-wide, so this file owns its app and closes it.
let ctx: TestContext;
let model: OpenAiStandIn;
beforeAll(async () => {
  model = await startOpenAiStandIn({ kind: 'ok', chunks: ['Slow', ' answer'], firstTokenDelayMs: 60_000 });
  const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in', apiKey: 'k' } });
  ctx = await createTestApp({ llm, closeDatabase: false });
});
afterAll(async () => {
  await model.close();
  await ctx.database.close();
});

describe('SIGTERM drain', () => {
  it('stops a generation that outlives the drain: the answer ends incomplete and nothing is charged', async () => {
    const user = await signUp(ctx);
    const [{ start }] = await ctx.db.select({ start: users.creditBalance }).from(users).where(eq(users.id, user.userId));
    const stream = ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'How do we price?', agent_id: 'strategic' } });
    // Wait until the answer is being generated.
    for (let i = 0; i < 200 && model.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(model.requests.length).toBe(1);

    const shutdown = gracefulShutdown(ctx.app, ctx.db, { drainMs: 300 });
    // While draining, new requests are refused (load balancers move on); the running one continues.
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/v1/agents', headers: user.auth });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().detail).toBe(RESTARTING);
    expect(await shutdown).toBe('aborted');
    const chunks = parseSse((await stream).body);
    expect(chunks.find((c) => c.type === 'data-done')).toMatchObject({ data: { status: 'incomplete' } });
    const answers = await ctx.db.select().from(chatMessages).where(eq(chatMessages.role, 'assistant'));
    expect(answers.map((a) => a.status)).toEqual(['incomplete']);
    const [{ balance }] = await ctx.db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, user.userId));
    expect(balance).toBe(start);
    const [{ sum }] = await ctx.db.select({ sum: sql<number>`sum(${creditLedger.delta})::int` }).from(creditLedger).where(eq(creditLedger.userId, user.userId));
    expect(sum).toBe(balance);
  });
});
