import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentStatuses, users } from '../../db/schema';
import { createTestApp, signUp, testConfig, type TestContext } from '../../../test/helpers';
import { createLlmProvider } from '../../providers/llm';
import { agentTools } from './tools';
import { routeMessage } from './catalog';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const balanceOf = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;

describe('GET /agents and /agents/{id}', () => {
  it('lists the five co-founders with their roles', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/agents', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const agents = res.json().agents;
    expect(agents.map((a: { id: string }) => a.id)).toEqual(['strategic', 'product', 'technical', 'operations', 'marketing']);
    expect(agents.map((a: { name: string }) => a.name)).toEqual(['Alex Strategic', 'Sam Product', 'Taylor Tech', 'Jordan Ops', 'Morgan Marketing']);
    expect(agents[2]).toMatchObject({ role: 'tech lead', status: 'active' });
    // The offline engine has no tools: none is listed.
    expect(agents.every((a: { tools: string[] }) => a.tools.length === 0)).toBe(true);
    expect(agents[0].tools_note).toMatch(/offline engine has no tools/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/agents' })).statusCode).toBe(401);
  });

  it('returns one agent, 404 for an unknown id', async () => {
    const user = await signUp(ctx);
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/v1/agents/marketing', headers: user.auth });
    expect(ok.json()).toMatchObject({ id: 'marketing', role: 'marketing director' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/agents/finance', headers: user.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Agent finance not found' });
  });
});

describe('the tools each agent lists', () => {
  // Four apps, each on its own database: give a busy machine the time that takes.
  it('are the tools the model path really gives it: the web ones only with their keys, none with LLM_TOOLS=off', { timeout: 180_000 }, async () => {
    const toolsOf = async (t: TestContext) => {
      const user = await signUp(t);
      const list = (await t.app.inject({ method: 'GET', url: '/api/v1/agents', headers: user.auth })).json().agents as { tools: string[] }[];
      const one = (await t.app.inject({ method: 'GET', url: '/api/v1/agents/marketing', headers: user.auth })).json() as { tools: string[] };
      expect(list.every((a) => JSON.stringify(a.tools) === JSON.stringify(one.tools))).toBe(true);
      return one.tools;
    };
    const llm = { provider: 'openai' as const, baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini', apiKey: 'k' };
    const own = ['search_data_room', 'read_document', 'get_share_engagement', 'get_startup_model', 'propose_assumption_change', 'offer_document', 'offer_app'];
    expect(await toolsOf(await createTestApp({ llm: await createLlmProvider({ llm }) }))).toEqual(own);
    const base = testConfig();
    const services = base.agentService.services.map((s) => (s.id === 'web_search' || s.id === 'web_scraping' ? { ...s, key: 'research-key' } : s));
    const researched = await createTestApp({ llm: await createLlmProvider({ llm }), config: { agentService: { ...base.agentService, services } } });
    expect(await toolsOf(researched)).toEqual([...own, 'web_search', 'read_web_page']);
    // The tools' names are those the model is offered.
    expect(await toolsOf(researched)).toEqual(Object.keys(agentTools({ db: researched.db, userId: '', research: { tavily: { apiKey: 'k', baseUrl: 'x' }, firecrawl: { apiKey: 'k', baseUrl: 'x' } }, card: () => undefined })));
    expect(await toolsOf(await createTestApp({ llm: await createLlmProvider({ llm: { ...llm, tools: false } }) }))).toEqual([]);
  });
});

describe('POST /agents/{id}/status', () => {
  it('stores the status per user; other users still see active', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/product/status', headers: user.auth, payload: { status: 'thinking' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ agent_id: 'product', status: 'thinking' });
    const rows = await ctx.db.select().from(agentStatuses).where(eq(agentStatuses.userId, user.userId));
    expect(rows).toHaveLength(1);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/agents/product', headers: user.auth });
    expect(mine.json().status).toBe('thinking');
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/v1/agents/product', headers: other.auth });
    expect(theirs.json().status).toBe('active');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/product/status', headers: user.auth, payload: { status: 'asleep' } });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/nobody/status', headers: user.auth, payload: { status: 'idle' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /agents/execute', () => {
  it('answers with the offline engine, real metadata, and charges 1 credit', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/agents/execute',
      headers: user.auth,
      payload: { agent_id: 'product', description: 'Which features belong in our MVP?', context: { audience: 'dentists' } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.agent_id).toBe('product');
    expect(body.result).toMatch(/^## Product: /);
    expect(body.result).toContain('**Recommendation:**');
    expect(body.result).toContain('Offline mode');
    expect(body.metadata).toMatchObject({ model: 'offline-engine', status: 'completed' });
    expect(body.metadata.tokens_used).toBeGreaterThan(50);
    expect(body.remaining_credits).toBe(ctx.config.signupCredits - 1);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 1);
  });

  it("answers 400 'Agent {id} not found' and an empty description with 4xx, charging nothing", async () => {
    const user = await signUp(ctx);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'cfo', description: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Agent cfo not found');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'product', description: '  ' } });
    expect([400, 422]).toContain(empty.statusCode);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);
  });

  it("refuses with 402 'Insufficient credits' on an empty balance", async () => {
    const user = await signUp(ctx);
    await ctx.db.update(users).set({ creditBalance: 0 }).where(eq(users.id, user.userId));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute', headers: user.auth, payload: { agent_id: 'product', description: 'Help' } });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: 'Insufficient credits' });
  });
});

describe('POST /agents/execute-multi and /agents/test-chat', () => {
  it('runs all five agents by default, one credit each, each answer different', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute-multi', headers: user.auth, payload: { description: 'Plan our launch' } });
    expect(res.statusCode).toBe(200);
    const { results, remaining_credits } = res.json();
    expect(results).toHaveLength(5);
    expect(new Set(results.map((r: { result: string }) => r.result)).size).toBe(5);
    expect(remaining_credits).toBe(ctx.config.signupCredits - 5);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/execute-multi', headers: user.auth, payload: { description: 'x', agent_ids: ['cfo'] } });
    expect([400, 422]).toContain(bad.statusCode);
  });

  it('test-chat routes by keyword and returns response, interaction_id, remaining_credits', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/test-chat', headers: user.auth, payload: { message: 'What database and API architecture should we use?', context: null, collaboration_agents: [] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ agent_type: 'technical', remaining_credits: ctx.config.signupCredits - 1 });
    expect(res.json().response).toMatch(/^## Technology: /);
    expect(res.json().interaction_id).toMatch(/[0-9a-f-]{36}/);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/agents/test-chat', headers: user.auth, payload: {} });
    expect([400, 422]).toContain(missing.statusCode);
  });
});

describe('routeMessage', () => {
  it('follows @mentions, then keywords, default strategic', () => {
    expect(routeMessage('@sam what do you think?')).toBe('product');
    expect(routeMessage('@marketing hi')).toBe('marketing');
    expect(routeMessage('Which tech stack?')).toBe('technical');
    expect(routeMessage('How big is the market?')).toBe('strategic');
    expect(routeMessage('We need a brand')).toBe('marketing');
    expect(routeMessage('Hiring our first engineer? legal stuff')).toBe('operations');
    expect(routeMessage('Hello there')).toBe('strategic');
  });
});
