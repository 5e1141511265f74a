import { eq } from 'drizzle-orm';
import type { LlmProvider } from '@uc/offline-engine';
import { expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';
import { parseSse } from '../../../test/sse';

/** A small local model can emit a NUL byte token; PostgreSQL text refuses it, so the stored answer drops it. */
it('an answer with a NUL character is stored complete, without the NUL', async () => {
  const text = 'Price\u0000 it at $29.';
  const result = { text, tokensUsed: 4, model: 'stand-in', finishReason: 'stop' as const };
  const llm: LlmProvider = {
    kind: 'openai-compatible',
    model: 'stand-in',
    generateText: async () => result,
    streamText: () => ({ textStream: (async function* () { yield 'Price\u0000'; yield ' it at $29.'; })(), result: Promise.resolve(result) }),
  };
  const ctx = await createTestApp({ llm });
  const user = await signUp(ctx);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'How do we price it?', agent_id: 'marketing' } });
  const chunks = parseSse(res.body);
  const { message_id } = chunks.find((c) => c.type === 'data-message')!.data as { message_id: string };
  expect(chunks.find((c) => c.type === 'data-done')!.data).toMatchObject({ status: 'complete' });
  const [stored] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, message_id));
  expect(stored).toMatchObject({ status: 'complete', content: 'Price it at $29.' });
  await ctx.app.close();
}, 60_000);
