import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PRICES } from '@uc/contract';
import { chatMessages, dataroomFiles, modelUsage, users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { FORBIDDEN_TARGET } from '../../outgoing';
import { MAX_WEB_CALLS } from '../agents/tools';
import { searchVectorSql } from '../dataroom/search-sql';
import { createTestApp, signUp, testConfig, type TestContext } from '../../../test/helpers';
import { lastAnswer, TestChat } from '../../../test/ai-sdk-chat';
import { startAnthropicStandIn, type AnthropicStandIn } from '../../../test/anthropic-stand-in';
import { startHttpStandIn, type HttpStandIn } from '../../../test/http-stand-in';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { parseSse, streamedText } from '../../../test/sse';

/**
 * The agents' tools with a real model client (AI SDK) against stand-in model servers speaking the
 * OpenAI and the Anthropic streaming formats, scripted to call every tool, plus stand-in Tavily
 * and Firecrawl. Each tool runs as the calling user only.
 */
type User = Awaited<ReturnType<typeof signUp>>;
type Chunk = ReturnType<typeof parseSse>[number];

const OWN_TEXT = 'Our monthly churn is 3 percent across 40 clinics.';
const SECRET = 'Confidential term sheet of another founder: 9M valuation.';
const PUBLIC_PAGE = 'http://93.184.215.14/pet-care-report';

let research: HttpStandIn;
/** The research service answering 500 (down) while set. */
let researchDown = false;
beforeAll(async () => {
  research = await startHttpStandIn({
    'POST /search': () => researchDown ? { status: 500, body: { error: 'research service down' } } : ({
      body: { results: [{ title: 'Pet care market 2026', url: 'https://example.org/pet-care-market', content: 'The pet care market grew 7% in 2025.' }, { title: 'Internal', url: 'http://127.0.0.1:9/admin', content: 'x' }] },
    }),
    'POST /v1/scrape': () => ({ body: { data: { markdown: 'Pet owners spend 1,200 a year on care.', metadata: { title: 'Pet care report' } } } }),
  });
});
afterAll(() => research.close());

async function appWith(llm: Awaited<ReturnType<typeof createLlmProvider>>) {
  const base = testConfig();
  const services = base.agentService.services.map((s) => (s.id === 'web_search' || s.id === 'web_scraping' ? { ...s, key: 'research-key', baseUrl: research.url } : s));
  return createTestApp({ llm, config: { agentService: { ...base.agentService, services } } });
}

async function fileOf(ctx: TestContext, userId: string, name: string, text: string): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(dataroomFiles).values({
    id,
    userId,
    name,
    kind: 'txt',
    mimeType: 'text/plain',
    size: text.length,
    sha256: 'x',
    storageKey: `test/${id}`,
    extractedText: text,
    searchVector: searchVectorSql({ name, description: '', tags: [], extractedText: text }),
  });
  return id;
}

/** An assumption of the user's model and a new value within its bounds. */
async function someChange(ctx: TestContext, user: User) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/startup/model', headers: user.auth });
  const { model, version } = res.json() as { model: { assumptions: { key: string; value: number; min?: number; max?: number }[] }; version: number };
  const a = model.assumptions.find((x) => x.max !== undefined && x.min !== undefined && x.max !== x.value)!;
  return { key: a.key, from: a.value, to: a.max!, version };
}

type Scripted = { queue: OpenAiStandIn['queue']; requests: unknown[] };

/** The model's script: every tool, then the final answer. */
function script(model: Scripted, ids: { own: string; other: string }, change: { key: string; to: number }) {
  model.queue.push(
    { kind: 'tools', calls: [{ name: 'search_data_room', input: { query: 'churn clinics' } }, { name: 'read_document', input: { file_id: ids.other } }] },
    {
      kind: 'tools',
      calls: [
        { name: 'read_document', input: { file_id: ids.own } },
        { name: 'get_startup_model', input: {} },
        { name: 'propose_assumption_change', input: { key: change.key, value: change.to, reason: 'Your data room says so' } },
      ],
    },
    {
      kind: 'tools',
      calls: [
        { name: 'offer_document', input: { document_type: 'pitch_deck' } },
        { name: 'web_search', input: { query: 'pet care market size' } },
        { name: 'read_web_page', input: { url: 'http://127.0.0.1:9/admin' } },
      ],
    },
    {
      kind: 'tools',
      calls: [
        { name: 'offer_app', input: { what: 'churn tracker' } },
        // A public address (an IP literal: no DNS needed) is read through Firecrawl; the web budget then runs out.
        { name: 'read_web_page', input: { url: PUBLIC_PAGE } },
        { name: 'web_search', input: { query: 'one search too many' } },
      ],
    },
    { kind: 'ok', chunks: ['Churn is', ' 3%.'] },
  );
}

const tools = (chunks: Chunk[]) => {
  const calls = chunks.filter((c) => c.type === 'tool-input-available');
  const outcome = (id: unknown) => chunks.find((c) => (c.type === 'tool-output-available' || c.type === 'tool-output-error') && c.toolCallId === id);
  return calls.map((c) => ({ name: c.toolName as string, outcome: outcome(c.toolCallId) as Chunk }));
};

describe.each([
  ['OpenAI', 'openai'],
  ['Anthropic', 'anthropic'],
] as const)('a model that calls every tool (%s streaming format)', (_label, provider) => {
  let ctx: TestContext;
  let model: OpenAiStandIn | AnthropicStandIn;
  beforeAll(async () => {
    model = provider === 'openai' ? await startOpenAiStandIn() : await startAnthropicStandIn();
    const llm = await createLlmProvider({ llm: { provider, baseUrl: model.url, model: provider === 'openai' ? 'gpt-4o-mini' : 'claude-3-5-haiku-latest', apiKey: 'k' } });
    ctx = await appWith(llm);
  });
  afterAll(() => model.close());

  it('runs the tools as the caller only, sends their results back, streams the answer and stores the steps and the usage', async () => {
    const user = await signUp(ctx);
    const stranger = await signUp(ctx);
    const ids = { own: await fileOf(ctx, user.userId, 'metrics.txt', OWN_TEXT), other: await fileOf(ctx, stranger.userId, 'term-sheet.txt', SECRET) };
    const change = await someChange(ctx, user);
    const scrapes = research.requests.filter((r) => r.path === '/v1/scrape').length;
    script(model, ids, change);

    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'What is our churn?', agent_id: 'strategic' } });
    expect(res.statusCode).toBe(200);
    const chunks = parseSse(res.body);
    const steps = tools(chunks);
    expect(steps.map((s) => s.name)).toEqual([
      'search_data_room',
      'read_document',
      'read_document',
      'get_startup_model',
      'propose_assumption_change',
      'offer_document',
      'web_search',
      'read_web_page',
      'offer_app',
      'read_web_page',
      'web_search',
    ]);
    // Another user's file is a tool error, not its content; anywhere.
    expect(steps[1].outcome).toMatchObject({ type: 'tool-output-error', errorText: 'No such file in your data room' });
    expect(res.body).not.toContain('9M valuation');
    expect(JSON.stringify(model.requests)).not.toContain('9M valuation');
    expect(steps[0].outcome).toMatchObject({ type: 'tool-output-available', output: { files: [expect.objectContaining({ file_id: ids.own, name: 'metrics.txt' })] } });
    expect(steps[2].outcome).toMatchObject({ type: 'tool-output-available', output: { name: 'metrics.txt', text: OWN_TEXT } });
    // The private address from a search result is refused by the guard: Firecrawl is never asked.
    expect(steps[7].outcome).toMatchObject({ type: 'tool-output-error', errorText: FORBIDDEN_TARGET });
    // A public page is read (once: the private one never reached Firecrawl); the fourth web call is over the budget.
    expect(research.requests.filter((r) => r.path === '/v1/scrape').map((r) => (r.json as { url: string }).url).slice(scrapes)).toEqual([PUBLIC_PAGE]);
    expect(steps[9].outcome).toMatchObject({ type: 'tool-output-available', output: { title: 'Pet care report', url: PUBLIC_PAGE, text: 'Pet owners spend 1,200 a year on care.' } });
    expect(steps[10].outcome).toMatchObject({ type: 'tool-output-error', errorText: `At most ${MAX_WEB_CALLS} web calls per answer` });
    expect(steps[3].outcome).toMatchObject({ type: 'tool-output-available', output: { version: change.version, assumptions: expect.arrayContaining([expect.objectContaining({ key: change.key, value: change.from })]) } });
    expect(steps[6].outcome).toMatchObject({ output: { results: [expect.objectContaining({ url: 'https://example.org/pet-care-market' }), expect.anything()] } });
    // The tools offered to the model are the ones the agent catalogue lists, and the prompt calls no skill a tool.
    const asked = model.requests.at(-1) as { body?: { tools: { function: { name: string } }[] }; tools?: { name: string }[]; system?: unknown };
    const offered = asked.body ? asked.body.tools.map((t) => t.function.name) : asked.tools!.map((t) => t.name);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/agents/strategic', headers: user.auth })).json().tools as string[];
    expect(offered).toEqual(listed);
    expect(JSON.stringify(asked)).not.toMatch(/Your tools/);
    // The results went back to the model: its last request carries the own file's text.
    expect(JSON.stringify(model.requests.at(-1))).toContain('monthly churn is 3 percent');
    // The answer ends with the web sources its search found, by the markers the tool gave them.
    const today = new Date().toISOString().slice(0, 10);
    const footer = `\n\n**Sources**\n- [1] Pet care market 2026 — https://example.org/pet-care-market (retrieved ${today})\n- [2] Internal — http://127.0.0.1:9/admin (retrieved ${today})\n- [3] Pet care report — ${PUBLIC_PAGE} (retrieved ${today})`;
    expect(steps[6].outcome).toMatchObject({ output: { results: [expect.objectContaining({ marker: '[1]' }), expect.objectContaining({ marker: '[2]' })] } });
    expect(streamedText(chunks)).toBe(`Churn is 3%.${footer}`);
    // Cards: the proposed change and the offer, never a charge without a click (1 credit: the answer).
    expect(chunks.find((c) => c.type === 'data-assumption-proposal')?.data).toMatchObject({ key: change.key, currency: 'USD', from: change.from, to: change.to, base_version: change.version });
    expect(chunks.filter((c) => c.type === 'data-offer').map((c) => c.data)).toEqual([
      expect.objectContaining({ kind: 'document', document_type: 'pitch_deck' }),
      expect.objectContaining({ kind: 'app', label: 'Build the churn tracker as a live app' }),
    ]);
    const [{ creditBalance }] = await ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(creditBalance).toBe(ctx.config.signupCredits - 1);

    // The thread stores the steps with the answer.
    const threadId = (chunks.find((c) => c.type === 'data-thread')!.data as { thread_id: string }).thread_id;
    const thread = (await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/threads/${threadId}`, headers: user.auth })).json() as { messages: { id: string; role: string; content: string; tool_steps?: { toolName: string; state: string }[] }[] };
    const answer = thread.messages.find((m) => m.role === 'assistant')!;
    expect(answer.content).toBe(`Churn is 3%.${footer}`);
    expect(answer.tool_steps?.map((s) => [s.toolName, s.state])).toEqual([
      ['search_data_room', 'done'],
      ['read_document', 'error'],
      ['read_document', 'done'],
      ['get_startup_model', 'done'],
      ['propose_assumption_change', 'done'],
      ['offer_document', 'done'],
      ['web_search', 'done'],
      ['read_web_page', 'error'],
      ['offer_app', 'done'],
      ['read_web_page', 'done'],
      ['web_search', 'error'],
    ]);

    // Usage: one row per provider call, three asked for tools, one answered.
    const rows = await ctx.db.select().from(modelUsage).where(eq(modelUsage.reference, answer.id));
    expect(rows.map((r) => r.step)).toEqual(['tool_call', 'tool_call', 'tool_call', 'tool_call', 'answer']);
    expect(rows[0]).toMatchObject({ userId: user.userId, feature: 'chat', toolName: 'search_data_room,read_document' });
    expect(rows.every((r) => r.inputTokens > 0 && r.outputTokens > 0)).toBe(true);
  });

  it('tools that fail: the answer still streams and only the answer is charged (offers are not, until clicked)', async () => {
    const user = await signUp(ctx);
    const balance = async () => (await ctx.db.select().from(users).where(eq(users.id, user.userId)))[0].creditBalance;
    researchDown = true;
    try {
      model.queue.push(
        {
          kind: 'tools',
          calls: [
            { name: 'web_search', input: { query: 'pet care market' } },
            { name: 'read_document', input: { file_id: randomUUID() } },
            { name: 'propose_assumption_change', input: { key: 'no_such_assumption', value: 1, reason: 'x' } },
            { name: 'offer_document', input: { document_type: 'market_analysis' } },
            { name: 'offer_app', input: { what: 'pet care calculator' } },
          ],
        },
        { kind: 'ok', chunks: ['The research service', ' is down; here is what I know.'] },
      );
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'How big is the pet care market?', agent_id: 'strategic' } });
      const chunks = parseSse(res.body);
      expect(tools(chunks).map((s) => [s.name, s.outcome.type])).toEqual([
        ['web_search', 'tool-output-error'],
        ['read_document', 'tool-output-error'],
        ['propose_assumption_change', 'tool-output-error'],
        ['offer_document', 'tool-output-available'],
        ['offer_app', 'tool-output-available'],
      ]);
      expect(tools(chunks)[0].outcome.errorText).toContain('500');
      expect(streamedText(chunks)).toBe('The research service is down; here is what I know.');
      expect(chunks.some((c) => c.type === 'error')).toBe(false);
      expect(chunks.find((c) => c.type === 'data-done')?.data).toMatchObject({ status: 'complete' });
      // The price table's chat answer only: the two offers (8 and 5 credits) cost nothing without a click.
      expect(chunks.filter((c) => c.type === 'data-offer')).toHaveLength(2);
      expect(await balance()).toBe(ctx.config.signupCredits - CREDIT_PRICES.chat_message);
      expect(chunks.find((c) => c.type === 'data-credits')?.data).toEqual({ remaining_credits: ctx.config.signupCredits - CREDIT_PRICES.chat_message });
    } finally {
      researchDown = false;
    }
  });

  it('a stream cut after a tool step is stored incomplete, with its steps, and costs nothing', async () => {
    const user = await signUp(ctx);
    model.queue.push({ kind: 'tools', calls: [{ name: 'get_startup_model', input: {} }, { name: 'offer_document', input: { document_type: 'pitch_deck' } }] }, { kind: 'disconnect', chunksBeforeDisconnect: ['Your runway', ' is'] });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'How long is our runway?', agent_id: 'operations' } });
    const chunks = parseSse(res.body);
    expect(tools(chunks).map((s) => [s.name, s.outcome.type])).toEqual([
      ['get_startup_model', 'tool-output-available'],
      ['offer_document', 'tool-output-available'],
    ]);
    expect(streamedText(chunks)).toBe('Your runway is');
    expect(chunks.find((c) => c.type === 'data-done')?.data).toMatchObject({ status: 'incomplete' });
    const id = (chunks.find((c) => c.type === 'data-message')!.data as { message_id: string }).message_id;
    const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id));
    expect(row).toMatchObject({ status: 'incomplete', content: 'Your runway is' });
    expect((row.toolSteps as { toolName: string; state: string }[]).map((s) => [s.toolName, s.state])).toEqual([
      ['get_startup_model', 'done'],
      ['offer_document', 'done'],
    ]);
    const [{ creditBalance }] = await ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(creditBalance).toBe(ctx.config.signupCredits);
    // The tool round the provider finished is metered (its tokens were spent); the cut answer reported none.
    const usage = await ctx.db.select().from(modelUsage).where(eq(modelUsage.reference, id));
    expect(usage.map((r) => [r.step, r.toolName])).toEqual([['tool_call', 'get_startup_model,offer_document']]);
    expect(usage[0].inputTokens).toBeGreaterThan(0);
  });

  it('a provider failing after a tool step: 429 says when to try again, 401 that the AI is unavailable; stored incomplete, not charged', async () => {
    const user = await signUp(ctx);
    const ask = async (failure: { status: number; message: string; headers?: Record<string, string> }) => {
      model.queue.push({ kind: 'tools', calls: [{ name: 'get_startup_model', input: {} }] }, { kind: 'error', ...failure });
      const chunks = parseSse((await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'What is our runway?', agent_id: 'operations' } })).body);
      const id = (chunks.find((c) => c.type === 'data-message')!.data as { message_id: string }).message_id;
      const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id));
      expect(row.status).toBe('incomplete');
      return chunks.find((c) => c.type === 'error')?.errorText;
    };
    expect(await ask({ status: 429, message: 'rate limited', headers: { 'retry-after': '7' } })).toBe('The AI provider is busy; try again in 7 s — no credit charged for this answer.');
    expect(await ask({ status: 401, message: 'invalid x-api-key' })).toBe('The AI is unavailable right now — no credit charged for this answer.');
    const [{ creditBalance }] = await ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(creditBalance).toBe(ctx.config.signupCredits);
  });

  it('propose_assumption_change changes nothing until the founder confirms', async () => {
    const user = await signUp(ctx);
    const change = await someChange(ctx, user);
    model.queue.push({ kind: 'tools', calls: [{ name: 'propose_assumption_change', input: { key: change.key, value: change.to, reason: 'Benchmarks' } }] }, { kind: 'ok', chunks: ['Proposed.'] });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'Adjust the model', agent_id: 'operations' } });
    expect(res.body).toContain('data-assumption-proposal');
    const card = parseSse(res.body).find((c) => c.type === 'data-assumption-proposal')!.data as { key: string; from: number; to: number; base_version: number };
    const read = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/startup/model', headers: user.auth })).json() as { model: { assumptions: { key: string; value: number; provenance: string }[] }; version: number };
    const before = await read();
    expect(before.version).toBe(change.version);
    expect(before.model.assumptions.find((a) => a.key === change.key)!.value).toBe(change.from);
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/v1/startup/model/assumption', headers: user.auth, payload: { key: card.key, value: card.to, base_version: card.base_version } });
    expect(confirm.statusCode).toBe(200);
    const after = await read();
    expect(after.version).toBe(change.version + 1);
    expect(after.model.assumptions.find((a) => a.key === change.key)).toMatchObject({ value: change.to, provenance: 'founder' });
    // A stale card is refused.
    const stale = await ctx.app.inject({ method: 'POST', url: '/api/v1/startup/model/assumption', headers: user.auth, payload: { key: card.key, value: card.from, base_version: card.base_version } });
    expect(stale.statusCode).toBe(409);
  });

  it('a proposal is stored with its answer: listed under the thread as pending, confirmed or dismissed; another founder gets 404', async () => {
    const user = await signUp(ctx);
    const change = await someChange(ctx, user);
    const propose = (value: number) => model.queue.push({ kind: 'tools', calls: [{ name: 'propose_assumption_change', input: { key: change.key, value, reason: 'Benchmarks' } }] }, { kind: 'ok', chunks: ['Proposed.'] });
    propose(change.to);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'Adjust the model', agent_id: 'operations' } });
    const chunks = parseSse(res.body);
    const tid = (chunks.find((c) => c.type === 'data-thread')!.data as { thread_id: string }).thread_id;
    const list = async (auth = user.auth) => ctx.app.inject({ method: 'GET', url: `/api/v1/chat/threads/${tid}/proposals`, headers: auth });
    const first = (await list()).json() as { items: { id: string; key: string; to: number; status: string; message_id: string; base_version: number }[] };
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ key: change.key, to: change.to, status: 'pending', base_version: change.version });
    const other = await signUp(ctx);
    expect((await list(other.auth)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/chat/proposals/${first.items[0].id}/dismiss`, headers: other.auth })).statusCode).toBe(404);
    // Confirming through the model's route settles the stored card: no longer pending.
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/v1/startup/model/assumption', headers: user.auth, payload: { key: change.key, value: change.to, base_version: change.version } });
    expect(confirm.statusCode).toBe(200);
    expect((await list()).json().items[0].status).toBe('confirmed');
    // A second proposal in the same thread, dismissed.
    propose(change.from);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'Put it back', agent_id: 'operations', thread_id: tid } });
    const second = ((await list()).json() as typeof first).items.find((p) => p.status === 'pending')!;
    expect(second).toMatchObject({ key: change.key, to: change.from });
    const dismissed = await ctx.app.inject({ method: 'POST', url: `/api/v1/chat/proposals/${second.id}/dismiss`, headers: user.auth });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ id: second.id, status: 'dismissed' });
    expect(((await list()).json() as typeof first).items.map((p) => p.status).sort()).toEqual(['confirmed', 'dismissed']);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/proposals/not-a-uuid/dismiss', headers: user.auth });
    expect(bad.statusCode).toBe(422);
  });
});

describe('LLM_TOOLS=off (a model without tool calling)', () => {
  it('answers without offering the model any tool', async () => {
    const model = await startOpenAiStandIn();
    try {
      const ctx = await appWith(await createLlmProvider({ llm: { provider: 'openai', baseUrl: model.url, model: 'gpt-4o-mini', apiKey: 'k', tools: false } }));
      const user = await signUp(ctx);
      model.queue.push({ kind: 'ok', chunks: ['No tools here.'] });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'What is our churn?', agent_id: 'strategic' } });
      expect(streamedText(parseSse(res.body))).toBe('No tools here.');
      expect(model.requests).toHaveLength(1);
      expect(model.requests[0].body).toHaveProperty('messages');
      expect(model.requests[0].body).not.toHaveProperty('tools');
    } finally {
      await model.close();
    }
  });
});

describe('usage metered for an answer, a tool call and a document', () => {
  it('stores one row per provider call and the admin figures sum them', async () => {
    const model = await startOpenAiStandIn();
    try {
      const ctx = await appWith(await createLlmProvider({ llm: { provider: 'openai', baseUrl: model.url, model: 'gpt-4o-mini', apiKey: 'k' } }));
      const user = await signUp(ctx);
      model.queue.push({ kind: 'tools', calls: [{ name: 'get_startup_model', input: {} }] }, { kind: 'ok', chunks: ['Fine.'] });
      await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'How are we doing?', agent_id: 'strategic' } });
      // The document's prose call is metered even when its answer does not fit (the offline text is used, free).
      model.queue.push({ kind: 'ok', chunks: ['not the sections'] });
      await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: user.auth, payload: { document_type: 'business_plan', startup_idea: 'Dog walks on demand' } });
      const rows = await ctx.db.select().from(modelUsage).where(eq(modelUsage.userId, user.userId));
      expect(rows.map((r) => [r.feature, r.step, r.toolName])).toEqual([
        ['chat', 'tool_call', 'get_startup_model'],
        ['chat', 'answer', null],
        ['document', 'answer', null],
      ]);
      // The stand-in's reports: 30 in / 10 out for a tool call, 20 in / one per chunk for text.
      expect(rows.map((r) => [r.inputTokens, r.outputTokens])).toEqual([[30, 10], [20, 1], [20, 1]]);

      const admin = await signUp(ctx);
      await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
      const stats = (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: admin.auth })).json() as { model_usage: { input_tokens: number; output_tokens: number; cost_usd: number; by_feature: { feature: string; input_tokens: number }[]; by_user: { email: string; input_tokens: number; output_tokens: number }[] } };
      expect(stats.model_usage).toMatchObject({ input_tokens: 70, output_tokens: 12 });
      // gpt-4o-mini: $0.15 / $0.60 per million tokens.
      expect(stats.model_usage.cost_usd).toBeCloseTo((70 * 0.15 + 12 * 0.6) / 1e6, 9);
      expect(stats.model_usage.by_feature).toEqual(expect.arrayContaining([expect.objectContaining({ feature: 'chat', input_tokens: 50 }), expect.objectContaining({ feature: 'document', input_tokens: 20 })]));
      expect(stats.model_usage.by_user).toEqual([expect.objectContaining({ email: user.email, input_tokens: 70, output_tokens: 12 })]);
      await ctx.app.close();
    } finally {
      await model.close();
    }
  });
});

describe('a researched market analysis', () => {
  it('lists the stand-in search results as sources with URL and date; a private page URL is refused by the guard; no research without the request', async () => {
    const ctx = await appWith(await createLlmProvider({ llm: {} }));
    const user = await signUp(ctx);
    const generate = (extra: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: user.auth, payload: { document_type: 'market_analysis', startup_idea: 'Dog walks on demand', ...extra } });
    const before = research.requests.length;
    const researched = await generate({ use_tavily: true, use_firecrawl: true });
    expect(researched.statusCode, researched.body).toBe(201);
    const content = researched.json().content as string;
    const today = new Date().toISOString().slice(0, 10);
    expect(content).toContain('Sources');
    expect(content).toContain(`[1] Pet care market 2026 — https://example.org/pet-care-market (retrieved ${today})`);
    const calls = research.requests.slice(before);
    expect(calls.filter((r) => r.path === '/search')).toHaveLength(1);
    // The guard refuses the private address before Firecrawl is asked to read it.
    expect(calls.filter((r) => r.path === '/v1/scrape').map((r) => (r.json as { url: string }).url)).not.toContain('http://127.0.0.1:9/admin');

    const plain = await generate({});
    expect(plain.json().content).not.toContain('https://example.org/pet-care-market');
    expect(research.requests.length).toBe(before + calls.length);

    // The deck's market and competition slides are researched too: its Sources slide lists them.
    const deck = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: user.auth, payload: { document_type: 'pitch_deck', startup_idea: 'Dog walks on demand', use_tavily: true } });
    expect(deck.statusCode, deck.body).toBe(201);
    expect(deck.json().content).toContain(`[1] Pet care market 2026 — https://example.org/pet-care-market (retrieved ${today})`);
    await ctx.app.close();
  });
});

describe('the stock AI SDK client', () => {
  it('shows the tool steps as tool parts', async () => {
    const model = await startOpenAiStandIn();
    try {
      const ctx = await appWith(await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in', apiKey: 'k' } }));
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await signUp(ctx);
      model.queue.push({ kind: 'tools', calls: [{ name: 'search_data_room', input: { query: 'pricing' } }, { name: 'read_document', input: { file_id: randomUUID() } }] }, { kind: 'ok', chunks: ['Nothing on pricing yet.'] });
      const chat = new TestChat(`${address}/api/v1/chat/stream`, user.auth, 'tools-chat');
      await chat.sendMessage({ text: 'What do my files say about pricing?' });
      expect(chat.error).toBeUndefined();
      const parts = lastAnswer(chat).parts.filter((p) => p.type.startsWith('tool-')) as { type: string; state: string; errorText?: string }[];
      expect(parts.map((p) => [p.type, p.state])).toEqual([
        ['tool-search_data_room', 'output-available'],
        ['tool-read_document', 'output-error'],
      ]);
      expect(parts[1].errorText).toBe('No such file in your data room');
      await ctx.app.close();
    } finally {
      await model.close();
    }
  });
});
