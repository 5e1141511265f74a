import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_IDS } from '@uc/contract';
import { chatMessages } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { AGENTS } from '../agents/catalog';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { parseSse } from '../../../test/sse';

/** Issue 38 §4 and §6: a team answers in parallel; tool steps reach the client before the text they lead to. */
let ctx: TestContext;
let model: OpenAiStandIn;
beforeAll(async () => {
  model = await startOpenAiStandIn();
  const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'k' } });
  ctx = await createTestApp({ llm });
});
afterAll(() => model.close());

const systemOf = (body: Record<string, unknown>) =>
  String((body.messages as { role: string; content: string }[]).find((m) => m.role === 'system')?.content ?? '');
const send = (auth: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: auth, payload });

describe('team mode with a model', () => {
  it('the five model requests overlap in time; answers still arrive in order, each with its own text', async () => {
    // Each agent answers slowly with its own name, so overlap and attribution can both be seen.
    model.route = (body) => {
      const synthesis = systemOf(body).includes('You close a team discussion');
      const agent = AGENT_IDS.find((id) => systemOf(body).startsWith(`You are ${AGENTS[id].name}`));
      return agent && !synthesis
        ? { kind: 'ok', chunks: [`${AGENTS[agent].name}`, ' says ship it.'], firstTokenDelayMs: 300, chunkDelayMs: 50 }
        : { kind: 'ok', chunks: ['You all agree: ship it.'] };
    };
    const from = model.requests.length;
    const user = await signUp(ctx);
    const res = await send(user.auth, { message: 'Should we launch next month?', mode: 'team' });
    model.route = undefined;
    expect(res.statusCode).toBe(200);

    const agentCalls = model.requests.slice(from, from + 5);
    expect(agentCalls.map((r) => systemOf(r.body).split(',')[0]).sort()).toEqual(AGENT_IDS.map((id) => `You are ${AGENTS[id].name}`).sort());
    // Every agent's request arrived before any agent's answer was complete: they ran at once.
    const firstEnd = Math.min(...agentCalls.map((r) => r.endedAt ?? Infinity));
    expect(Math.max(...agentCalls.map((r) => r.at))).toBeLessThan(firstEnd);
    // The synthesis was asked after all five had answered, and saw their answers.
    const synthesis = model.requests[from + 5];
    expect(synthesis.at).toBeGreaterThanOrEqual(Math.max(...agentCalls.map((r) => r.endedAt!)));
    expect(JSON.stringify(synthesis.messages)).toContain('Taylor Tech says ship it.');

    // On the wire the answers do not interleave: each message's chunks come together, in team order.
    const chunks = parseSse(res.body);
    const runs: string[] = [];
    for (const c of chunks) {
      const id = c.type === 'data-message' ? (c.data as { message_id: string }).message_id : c.type.startsWith('text-') ? String(c.id) : null;
      if (id && runs.at(-1) !== id) runs.push(id);
    }
    expect(new Set(runs).size).toBe(runs.length);
    const thread = chunks.find((c) => c.type === 'data-thread')!.data as { thread_id: string };
    const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread.thread_id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = runs.map((id) => byId.get(id)!);
    expect(ordered.map((r) => r.agentId)).toEqual([...AGENT_IDS, 'strategic']);
    ordered.slice(0, 5).forEach((r) => expect(r.content).toBe(`${AGENTS[r.agentId as (typeof AGENT_IDS)[number]].name} says ship it.`));
    expect(ordered[5]).toMatchObject({ kind: 'synthesis', content: 'You all agree: ship it.' });
  });
});

describe('tool steps before text', () => {
  it("the AI SDK's readUIMessageStream gets the tool part before the answer's text part", async () => {
    model.queue = [
      { kind: 'tools', calls: [{ name: 'get_startup_model', input: {} }] },
      { kind: 'ok', chunks: ['Your model', ' is ready.'] },
    ];
    const user = await signUp(ctx);
    const res = await send(user.auth, { message: 'What does my model say?', agent_id: 'strategic' });
    const stream = new ReadableStream<UIMessageChunk>({
      start(c) {
        for (const chunk of parseSse(res.body)) c.enqueue(chunk as UIMessageChunk);
        c.close();
      },
    });
    let last: UIMessage | undefined;
    for await (const m of readUIMessageStream({ stream })) last = m;
    const kinds = last!.parts.map((p) => p.type).filter((t) => t === 'text' || t.startsWith('tool-'));
    expect(kinds).toEqual(['tool-get_startup_model', 'text']);
    const text = last!.parts.find((p) => p.type === 'text') as { text: string };
    expect(text.text).toBe('Your model is ready.');
  });
});
