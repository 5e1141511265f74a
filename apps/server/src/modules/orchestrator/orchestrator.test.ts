import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { parseSse } from '../../../test/sse';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const balanceOf = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;

describe('POST /orchestrator/process', () => {
  it('answers with the chosen agents and their suggestions ordered by priority', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orchestrator/process',
      headers: user.auth,
      payload: { description: 'Plan our launch', agent_ids: ['marketing', 'technical', 'product'], include_livekit: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.responses.map((r: { agent_id: string }) => r.agent_id)).toEqual(['marketing', 'technical', 'product']);
    expect(body.suggestions.map((s: { agentId: string; priority: string; estimatedTime: string }) => [s.agentId, s.priority, s.estimatedTime])).toEqual([
      ['product', 'high', '20 min'],
      ['technical', 'medium', '25 min'],
      ['marketing', 'low', '12 min'],
    ]);
    // Sized to the stage (an empty profile is an idea: ten interviews) and carrying the question that produced it.
    expect(body.suggestions[0].parameters).toEqual({ interviews: 10, minutes_each: 5, question: 'Plan our launch' });
    // include_livekit opens a real live session with the answering agents (issue 12).
    expect(body.livekit_session).toMatchObject({ mode: 'local', status: 'connecting', agent_ids: ['marketing', 'technical', 'product'] });
    expect(body.remaining_credits).toBe(ctx.config.signupCredits - 3);
  });

  it('defaults to all five agents and at most 5 suggestions; rejects an empty description and unknown agents', async () => {
    const user = await signUp(ctx);
    const all = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/process', headers: user.auth, payload: { description: 'Where do we start?' } });
    expect(all.json().responses).toHaveLength(5);
    expect(all.json().suggestions).toHaveLength(5);
    expect(all.json().suggestions[0]).toMatchObject({ agentId: 'strategic', action: 'market_analysis', priority: 'high', estimatedTime: '15 min', agentName: 'Alex Strategic' });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/process', headers: user.auth, payload: { description: '' } });
    expect([400, 422]).toContain(empty.statusCode);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/process', headers: user.auth, payload: { description: 'x', agent_ids: ['cfo'] } });
    expect([400, 422]).toContain(unknown.statusCode);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/process', payload: { description: 'x' } })).statusCode).toBe(401);
  });
});

describe('POST /orchestrator/execute-suggestion', () => {
  it('runs the suggestion with its agent for 1 credit', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orchestrator/execute-suggestion',
      headers: user.auth,
      payload: { suggestion_id: 'operations:legal_setup', agent_id: 'operations', action: 'legal_setup', parameters: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suggestion_id: 'operations:legal_setup', remaining_credits: ctx.config.signupCredits - 1 });
    expect(res.json().result).toContain('# Legal set-up checklist');
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 1);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/execute-suggestion', headers: user.auth, payload: { suggestion_id: 'x', agent_id: 'operations', action: 'world_domination' } });
    expect([400, 422]).toContain(bad.statusCode);
  });
});

describe('POST /orchestrator/execute-suggestion in a thread', () => {
  it('stores the result with its credits in the thread, so it survives a reload; another user’s thread is 404 and costs nothing', async () => {
    const user = await signUp(ctx);
    const stream = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'How do we find our first customers?' } });
    const threadId = (parseSse(stream.body).find((c) => c.type === 'data-thread')!.data as { thread_id: string }).thread_id;
    const payload = { suggestion_id: 'marketing:marketing_strategy', agent_id: 'marketing', action: 'marketing_strategy', parameters: {}, thread_id: threadId };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/execute-suggestion', headers: user.auth, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credits: 1, remaining_credits: ctx.config.signupCredits - 2 });
    const thread = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/threads/${threadId}`, headers: user.auth });
    const stored = thread.json().messages.at(-1);
    expect(stored).toMatchObject({ id: res.json().message_id, role: 'assistant', agent_id: 'marketing', credits: 1 });
    expect(stored.content).toContain('**Done: Marketing plan for your startup: first channels for');
    expect(stored.content).toContain(res.json().result);

    const other = await signUp(ctx);
    const foreign = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/execute-suggestion', headers: other.auth, payload });
    expect(foreign.statusCode).toBe(404);
    expect(await balanceOf(other.userId)).toBe(ctx.config.signupCredits);
  });
});

describe('GET /orchestrator/status', () => {
  it('reports the real agent count, running answers and the offline engine', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/orchestrator/status', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'operational',
      agents_available: 5,
      active_sessions: 0,
      integrations_connected: 0,
      llm: { mode: 'offline', provider: 'offline', model: 'offline-engine' },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/orchestrator/status' })).statusCode).toBe(401);
  });
});
