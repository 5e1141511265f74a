import { and, eq } from 'drizzle-orm';
import type { LlmProvider, StreamResult, TextResult } from '@uc/offline-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { chatMessages, chatThreads } from '../../db/schema';
import { createTestDatabase, signUp, testConfig, type TestContext } from '../../../test/helpers';
import { parseSse } from '../../../test/sse';
import { inProcessCancelChannel } from './cancel';

/** A model that writes a word every 40 ms for a minute, unless its signal stops it. */
const slowModel: LlmProvider = {
  kind: 'openai-compatible',
  model: 'slow-stand-in',
  generateText: async () => ({ text: 'ok', tokensUsed: 1, model: 'slow-stand-in', finishReason: 'stop' }),
  streamText(req): StreamResult {
    let settle!: { resolve: (r: TextResult) => void; reject: (e: unknown) => void };
    const result = new Promise<TextResult>((resolve, reject) => (settle = { resolve, reject }));
    result.catch(() => undefined);
    const textStream = (async function* () {
      for (let i = 0; i < 1500; i++) {
        if (req.signal?.aborted) {
          settle.reject(req.signal.reason);
          throw req.signal.reason;
        }
        await new Promise((r) => setTimeout(r, 40));
        yield 'word ';
      }
      settle.resolve({ text: 'word '.repeat(1500), tokensUsed: 1500, model: 'slow-stand-in', finishReason: 'stop' });
    })();
    return { textStream, result };
  },
};

/** Two instances on one database behind a round-robin proxy: the in-process channel stands in for Redis. */
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  const database = await createTestDatabase();
  const config = testConfig();
  const channel = inProcessCancelChannel();
  const build = (closeDatabase: boolean): Promise<App> => buildApp({ config, database, logger: false, closeDatabase, llm: slowModel, chatCancelChannel: channel() });
  const [appA, appB] = [await build(true), await build(false)];
  await Promise.all([appA.ready(), appB.ready()]);
  a = { app: appA, database, db: database.db, config };
  b = { app: appB, database, db: database.db, config };
});
afterAll(async () => {
  await b?.app.close();
  await a?.app.close();
});

/** The founder's answer being written (its row exists once the turn is stored). */
async function runningAnswer(ctx: TestContext, userId: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const [row] = await ctx.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
      .where(and(eq(chatThreads.userId, userId), eq(chatMessages.role, 'assistant'), eq(chatMessages.status, 'streaming')));
    if (row) return row.id;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no running answer');
}

describe('cancel across instances', () => {
  it('a cancel sent to the other instance stops the answer; another founder gets 404 there too', async () => {
    const [founder, other] = [await signUp(a), await signUp(a)];
    const balance = async () => (await a.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: founder.auth })).json().available_credits as number;
    const before = await balance();
    const answer = a.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: founder.auth, payload: { message: 'How do we price it?', agent_id: 'marketing' } });
    const id = await runningAnswer(a, founder.userId);
    const cancel = (auth: Record<string, string>) => b.app.inject({ method: 'POST', url: `/api/v1/chat/messages/${id}/cancel`, headers: auth });
    expect((await cancel(other.auth)).statusCode).toBe(404);
    expect((await cancel(founder.auth)).statusCode).toBe(204);
    const chunks = parseSse((await answer).body);
    expect(chunks.find((c) => c.type === 'data-done')!.data).toMatchObject({ message_id: id, status: 'incomplete' });
    expect((chunks.find((c) => c.type === 'data-answer-failed')!.data as { detail: string }).detail).toMatch(/You cancelled this answer/);
    // Not charged.
    expect(chunks.find((c) => c.type === 'data-credits')!.data).toEqual({ remaining_credits: before });
    expect(await balance()).toBe(before);
    // Ended: a late cancel on either instance is a 404.
    expect((await cancel(founder.auth)).statusCode).toBe(404);
  }, 60_000);
});
