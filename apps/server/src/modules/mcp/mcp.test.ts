import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PROMPTS, MCP_PROPOSE_TOOLS, MCP_READ_TOOLS, MCP_THREAD_TITLE } from '@uc/contract';
import { forecast, keyFigures, marketSizing, type StartupModel } from '@uc/startup-model';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls, chatProposals } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';

const ctx = await createTestApp();
let base: URL;
beforeAll(async () => {
  base = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
});

type User = Awaited<ReturnType<typeof signUp>>;
type Founder = User & { fileId: string; readKey: string; fullKey: string; fullKeyId: string };
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

const NOTES = 'Customer interviews, March. Twelve physiotherapy clinics said the waitlist reminders save two hours a week. Churn worries: clinics close in summer.';

async function createKey(user: User, name: string, scopes?: string[]) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name, ...(scopes ? { scopes } : {}) } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; key: string; scopes: string[] };
}

/** A founder with a profile (so a model), a data-room file and a generated document, and two keys. */
async function founder(startup: string, idea: string): Promise<Founder> {
  const user = await signUp(ctx);
  const profile = { startup_name: startup, idea, stage: 'mvp', industry: 'Healthcare software', target_customers: 'independent clinics', business_model: 'Subscription, $149 per clinic per month', team_size: 3 };
  expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile })).statusCode).toBe(200);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/data-room/files?filename=customer-interviews.txt',
    headers: { ...user.auth, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(`${startup}. ${NOTES}`),
  });
  expect(upload.statusCode).toBe(201);
  const read = await createKey(user, 'Read only');
  const full = await createKey(user, 'Claude Desktop', ['read', 'propose']);
  expect(read.scopes).toEqual(['read']);
  expect(full.scopes).toEqual(['read', 'propose']);
  return { ...user, fileId: upload.json().id, readKey: read.key, fullKey: full.key, fullKeyId: full.id };
}

async function connect(key: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'uc-mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { authorization: `Bearer ${key}` } } });
  await client.connect(transport);
  clients.push(client);
  return { client, transport };
}

const rest = async (user: User, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const structured = (r: unknown) => (r as CallToolResult).structuredContent as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const textOf = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const post = (key: string | null, body: string, headers: Record<string, string> = {}) =>
  fetch(new URL('/mcp', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body,
  });

const ada = await founder('ClinicFlow', 'Scheduling software for independent physiotherapy clinics');
const bob = await founder('PawPal', 'Dog-walking marketplace for busy city owners');

describe('MCP server: session', () => {
  it('initializes on the current protocol revision and lists tools, resources and prompts', async () => {
    const { client, transport } = await connect(ada.fullKey);
    expect(client.getServerVersion()?.name).toBe('ultimate-cofounder');
    expect(transport.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    expect(client.getInstructions()).toContain('read, propose');

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...MCP_READ_TOOLS, ...MCP_PROPOSE_TOOLS].sort());
    const propose = tools.find((t) => t.name === 'propose_assumption_change')!;
    // The description names this founder's keys with their units and bounds.
    expect(propose.description).toMatch(/price_per_month \(money, minor units of USD; between \$0 and /);
    expect(tools.find((t) => t.name === 'get_forecast')!.inputSchema.properties).toHaveProperty('scenario');

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['uc://startup/model', 'uc://startup/forecast/base', 'uc://startup/market', 'uc://data-room/readiness']));
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['uc://documents/{id}']);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual([...MCP_PROMPTS].sort());
  });

  it('lists only the read tools for a read-only key, and refuses to propose with it', async () => {
    const { client } = await connect(ada.readKey);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...MCP_READ_TOOLS].sort());
    expect(client.getInstructions()).toContain('needs a key with the propose scope');
    const attempt = await client.callTool({ name: 'propose_assumption_change', arguments: { key: 'price_per_month', value: 19900, reason: 'test' } }).then(
      (r) => (r as CallToolResult).isError === true,
      () => true,
    );
    expect(attempt).toBe(true);
    expect(await ctx.db.select().from(chatProposals).where(eq(chatProposals.userId, ada.userId))).toEqual([]);
  });
});

describe('MCP server: read tools agree with the REST API', () => {
  it('startup model, forecast, market sizing, open questions', async () => {
    const { client } = await connect(ada.readKey);
    const api = (await rest(ada, '/startup/model')) as { model: StartupModel; version: number; questions: unknown[] };

    const model = structured(await client.callTool({ name: 'get_startup_model', arguments: {} }));
    expect(model.version).toBe(api.version);
    expect(model.currency).toBe(api.model.currency);
    expect(model.assumptions.map((a: { key: string; value: number; provenance: string }) => [a.key, a.value, a.provenance])).toEqual(
      api.model.assumptions.map((a) => [a.key, a.value, a.provenance]),
    );

    const bear = await client.callTool({ name: 'get_forecast', arguments: { scenario: 'bear' } });
    const expected = forecast(api.model, 'bear');
    expect(structured(bear).key_figures).toEqual(JSON.parse(JSON.stringify(keyFigures(api.model, expected))));
    expect(structured(bear).years).toEqual(JSON.parse(JSON.stringify(expected.years)));
    expect(textOf(bear)).toMatch(/^bear scenario, money in minor units of USD/);
    const baseRevenue = structured(await client.callTool({ name: 'get_forecast', arguments: {} })).key_figures.revenue_by_year;
    expect(baseRevenue).toEqual(keyFigures(api.model, forecast(api.model, 'base')).revenue_by_year);

    const sizing = structured(await client.callTool({ name: 'get_market_sizing', arguments: {} }));
    const m = marketSizing(api.model);
    expect([sizing.tam.value, sizing.sam.value, sizing.som.value]).toEqual([m.tam.value, m.sam.value, m.som.value]);
    expect(sizing.tam.formula).toBe(m.tam.formula);

    const questions = structured(await client.callTool({ name: 'get_open_questions', arguments: {} }));
    expect(questions.questions).toEqual(api.questions);
  });

  it('data-room search, file text (bounded), readiness', async () => {
    const { client } = await connect(ada.readKey);
    const search = await client.callTool({ name: 'search_data_room', arguments: { query: 'waitlist reminders' } });
    const listing = await rest(ada, '/data-room/files?q=waitlist');
    expect(structured(search).files.map((f: { file_id: string }) => f.file_id)).toEqual(listing.files.map((f: { id: string }) => f.id));
    expect(structured(search).files[0]).toMatchObject({ file_id: ada.fileId, name: 'customer-interviews.txt' });
    expect(structured(search).files[0].passage).toContain('waitlist reminders');

    const whole = structured(await client.callTool({ name: 'read_file', arguments: { file_id: ada.fileId } }));
    expect(whole.text).toBe(`ClinicFlow. ${NOTES}`);
    expect(whole.next_offset).toBeNull();
    const part = structured(await client.callTool({ name: 'read_file', arguments: { file_id: ada.fileId, offset: 12, max_chars: 19 } }));
    expect(part).toMatchObject({ text: 'Customer interviews', offset: 12, next_offset: 31, total_chars: whole.total_chars });
    const tooMuch = await client.callTool({ name: 'read_file', arguments: { file_id: ada.fileId, max_chars: 1_000_000 } }).then((r) => (r as CallToolResult).isError, () => true);
    expect(tooMuch).toBe(true);

    const ready = structured(await client.callTool({ name: 'get_readiness', arguments: {} }));
    const room = await rest(ada, '/data-room/files?page_size=1');
    expect(ready.readiness).toEqual(room.readiness);
    expect(ready.missing.map((i: { key: string }) => i.key)).toEqual(room.checklist.filter((i: { status: string }) => i.status === 'missing').map((i: { key: string }) => i.key));
  });

  it('documents with their sources, as resources and in prompts', async () => {
    const generated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/documents/generate',
      headers: ada.auth,
      payload: { document_type: 'business_model_canvas', startup_idea: 'Scheduling software for independent physiotherapy clinics' },
    });
    expect(generated.statusCode).toBe(201);
    const docId = generated.json().document_id as string;
    const { client } = await connect(ada.readKey);

    const listed = structured(await client.callTool({ name: 'list_documents', arguments: {} }));
    const api = await rest(ada, '/documents');
    expect(listed.documents.map((d: { document_id: string }) => d.document_id)).toEqual(api.documents.map((d: { document_id: string }) => d.document_id));
    expect(listed.documents[0]).toMatchObject({ document_id: docId, type: 'business_model_canvas', uri: `uc://documents/${docId}` });
    expect(listed.documents[0].sources).toMatch(/^Business Model Canvas generated from: Scheduling software/);

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`uc://documents/${docId}`);
    const doc = await client.readResource({ uri: `uc://documents/${docId}` });
    const text = structured(await client.callTool({ name: 'read_file', arguments: { file_id: docId, max_chars: 20_000 } })).text;
    expect((doc.contents[0] as { text: string }).text).toBe(text);
    expect(text.length).toBeGreaterThan(0);
    const modelResource = await client.readResource({ uri: 'uc://startup/model' });
    expect(JSON.parse((modelResource.contents[0] as { text: string }).text).assumptions).toEqual(structured(await client.callTool({ name: 'get_startup_model', arguments: {} })).assumptions);

    const prompt = await client.getPrompt({ name: 'investor_update', arguments: { period: 'October 2026' } });
    expect((prompt.messages[0].content as { text: string }).text).toContain('October 2026');
    const attached = prompt.messages.slice(1).map((m) => (m.content as { resource: { uri: string } }).resource.uri);
    expect(attached).toEqual(['uc://startup/model', 'uc://startup/forecast/base', 'uc://data-room/readiness', 'uc://documents']);
  });
});

describe('MCP server: proposals', () => {
  it('a proposal is a pending card in the founder’s chat and changes nothing until confirmed', async () => {
    const { client } = await connect(ada.fullKey);
    const before = (await rest(ada, '/startup/model')) as { model: StartupModel; version: number };
    const price = before.model.assumptions.find((a) => a.key === 'price_per_month')!;
    const result = await client.callTool({ name: 'propose_assumption_change', arguments: { key: 'price_per_month', value: price.value + 5000, reason: 'Clinics pay more for reminders' } });
    expect(result.isError).toBeFalsy();
    const { proposal } = structured(result);
    expect(proposal).toMatchObject({ key: 'price_per_month', from: price.value, to: price.value + 5000, status: 'pending', base_version: before.version });

    const { threads } = (await rest(ada, '/chat/threads')) as { threads: { id: string; title: string }[] };
    const thread = threads.find((t) => t.title === MCP_THREAD_TITLE)!;
    expect(thread.id).toBe(proposal.thread_id);
    const cards = await rest(ada, `/chat/threads/${thread.id}/proposals`);
    expect(cards.items).toEqual([proposal]);
    const detail = await rest(ada, `/chat/threads/${thread.id}`);
    expect(detail.messages.map((m: { id: string; content: string }) => m.id)).toContain(proposal.message_id);
    expect(detail.messages[0].content).toContain('Claude Desktop');

    const unchanged = (await rest(ada, '/startup/model')) as { model: StartupModel; version: number };
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.model.assumptions.find((a) => a.key === 'price_per_month')!.value).toBe(price.value);

    // The founder confirms the card in the product: then, and only then, the model changes.
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/v1/startup/model/assumption', headers: ada.auth, payload: { key: 'price_per_month', value: proposal.to, base_version: proposal.base_version } });
    expect(confirm.statusCode).toBe(200);
    expect((await rest(ada, `/chat/threads/${thread.id}/proposals`)).items[0].status).toBe('confirmed');

    // A second proposal goes to the same thread; one out of bounds is refused and stores nothing.
    const again = await client.callTool({ name: 'propose_assumption_change', arguments: { key: 'monthly_churn', value: 2, reason: '' } });
    expect(structured(again).proposal.thread_id).toBe(thread.id);
    const wild = await client.callTool({ name: 'propose_assumption_change', arguments: { key: 'monthly_churn', value: 500, reason: '' } });
    expect(wild.isError).toBe(true);
    expect(textOf(wild)).toMatch(/between/);
    const unknown = await client.callTool({ name: 'propose_assumption_change', arguments: { key: 'no_such_key', value: 1, reason: '' } });
    expect(textOf(unknown)).toMatch(/No assumption 'no_such_key'.*\n- price_per_month/s);
    expect((await rest(ada, `/chat/threads/${thread.id}/proposals`)).items).toHaveLength(2);
  });

  it('offers a document as a link, charging nothing', async () => {
    const { client } = await connect(ada.fullKey);
    const balance = (await rest(ada, '/billing/balance')) as Record<string, number>;
    const offer = structured(await client.callTool({ name: 'offer_document', arguments: { document_type: 'pitch_deck' } }));
    expect(offer).toMatchObject({ status: 'offered', document_type: 'pitch_deck', charged: 0, url: 'http://app.test/dashboard/data-room' });
    expect(await rest(ada, '/billing/balance')).toEqual(balance);
  });

  it('records every call with the key, and its last use', async () => {
    const rows = await ctx.db.select().from(apiKeyCalls).where(and(eq(apiKeyCalls.userId, ada.userId), eq(apiKeyCalls.apiKeyId, ada.fullKeyId)));
    const calls = rows.map((r) => `${r.method} ${r.name ?? ''} ${r.ok}`);
    expect(calls).toEqual(expect.arrayContaining(['initialize  true', 'tools/list  true', 'tools/call propose_assumption_change true', 'tools/call propose_assumption_change false', 'tools/call offer_document true']));
    const keys = await rest(ada, '/api-keys');
    expect(keys.items.find((k: { id: string }) => k.id === ada.fullKeyId).last_used_at).not.toBeNull();
  });
});

describe('MCP server: isolation and errors', () => {
  it("another founder's key sees only its own company", async () => {
    const { client } = await connect(bob.readKey);
    expect(structured(await client.callTool({ name: 'get_startup_model', arguments: {} })).name).toBe('PawPal');
    const foreign = await client.callTool({ name: 'read_file', arguments: { file_id: ada.fileId } });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toBe('No such file in your data room');
    // Both founders hold the same notes: each search finds its own file only.
    const search = structured(await client.callTool({ name: 'search_data_room', arguments: { query: 'waitlist reminders' } }));
    expect(search.files.map((f: { file_id: string }) => f.file_id)).toEqual([bob.fileId]);
    const byName = structured(await client.callTool({ name: 'search_data_room', arguments: { query: 'ClinicFlow' } }));
    expect(byName.files).toEqual([]);
    expect(structured(await client.callTool({ name: 'list_documents', arguments: {} })).documents).toEqual([]);
    await expect(client.readResource({ uri: `uc://documents/${ada.fileId}` })).rejects.toThrow(/No such file/);
  });

  it('a revoked key gets 401, an access token 403, no key 401', async () => {
    const user = await signUp(ctx);
    const key = await createKey(user, 'soon revoked');
    await connect(key.key);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${key.id}`, headers: user.auth })).statusCode).toBe(200);
    await expect(connect(key.key)).rejects.toMatchObject({ code: 401 });
    const init = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'x', version: '1' } } });
    const revoked = await post(key.key, init);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Could not validate credentials' } });
    expect((await post(null, init)).status).toBe(401);
    const token = await post(user.token, init);
    expect(token.status).toBe(403);
    expect((await token.json()).error.message).toMatch(/takes an API key/);
  });

  it('malformed JSON-RPC gets a JSON-RPC error, never a 500', async () => {
    const cases: [string, number][] = [
      ['{"jsonrpc":"2.0","id":1,', -32700],
      ['{"hello":"world"}', -32600],
      ['[]', -32600],
      ['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"x"}', -32600],
      ['{"jsonrpc":"2.0","id":1,"method":"no/such/method","params":{}}', -32601],
      ['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"read_file","arguments":{"file_id":"nope"}}}', 0],
    ];
    for (const [body, code] of cases) {
      const res = await post(ada.readKey, body);
      expect(res.status, body).toBeLessThan(500);
      const answer = await res.json();
      expect(answer.jsonrpc, body).toBe('2.0');
      if (code) expect(answer.error?.code, body).toBe(code);
      else expect(answer.error ?? answer.result?.isError, body).toBeTruthy();
    }
    const get = await fetch(new URL('/mcp', base), { headers: { authorization: `Bearer ${ada.readKey}` } });
    expect(get.status).toBe(405);
    expect((await get.json()).error.code).toBe(-32000);
  });

  it("answers with the API's security headers and the key's rate-limit counters", async () => {
    const res = await post(ada.readKey, '{"jsonrpc":"2.0","id":7,"method":"ping"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(100);
  });

  it('the OpenAPI document lists the endpoint', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/mcp'].post).toMatchObject({ tags: ['MCP'], summary: 'MCP server (Streamable HTTP)' });
    expect(Object.keys(doc.paths['/mcp'].post.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
  });
});

describe('MCP server: rate limit', () => {
  it("answers 429 with Retry-After once the key's per-minute budget is spent", async () => {
    const limited = await createTestApp({ config: { rateLimits: { apiKeyPerMinute: 3 } } });
    const user = await signUp(limited);
    const created = await limited.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'agent' } });
    const key = created.json().key as string;
    const ping = () =>
      limited.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        payload: { jsonrpc: '2.0', id: 1, method: 'ping' },
      });
    for (let i = 0; i < 3; i++) expect((await ping()).statusCode).toBe(200);
    const res = await ping();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/3 requests per minute/) } });
  });
});
