import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { aiConnections, users } from '../../db/schema';
import type { LocalModelManager, LocalModelStatus } from '../../providers/llm/local/types';
import { createTestDatabase, signUp, testConfig, uniqueEmail, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { parseSse, streamedText } from '../../../test/sse';
import { inProcessAiSettingsChannel } from './channel';

/** A local model that goes absent → downloading (with progress) → ready, or fails, as the tests say. */
class FakeLocalModel implements LocalModelManager {
  state: LocalModelStatus = { state: 'absent', model: 'Tiny Test Q4', downloaded_bytes: 0, total_bytes: null, bytes_per_second: null, seconds_left: null, error: null, machine: { ram_needed_bytes: 2e9, total_ram_bytes: 8e9, cpu_cores: 4, expected_tokens_per_second: 9 } };
  listeners = new Set<(s: LocalModelStatus) => void>();
  failNext: string | null = null;
  status = () => this.state;
  set(change: Partial<LocalModelStatus>) {
    this.state = { ...this.state, ...change };
    for (const l of this.listeners) l(this.state);
  }
  async download() {
    if (this.failNext) return this.set({ state: 'failed', error: this.failNext });
    this.set({ state: 'downloading', downloaded_bytes: 1000, total_bytes: 4000, bytes_per_second: 500, seconds_left: 6, error: null });
  }
  async remove() {
    this.set({ state: 'absent', downloaded_bytes: 0, total_bytes: null, bytes_per_second: null, seconds_left: null, error: null });
  }
  subscribe(l: (s: LocalModelStatus) => void) {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
}

const KEY = 'sk-stand-in-secret-0123456789';
let standIn: OpenAiStandIn;
let a: TestContext;
let b: TestContext;
let local: FakeLocalModel;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ kind: 'ok', chunks: ['Answer', ' from', ' the stand-in'] });
  standIn.apiKey = KEY;
  // Two instances on one database (PGlite: the in-process channel stands in for Redis).
  const database = await createTestDatabase();
  const config = testConfig();
  const channel = inProcessAiSettingsChannel();
  local = new FakeLocalModel();
  const build = (closeDatabase: boolean): Promise<App> => buildApp({ config, database, logger: false, closeDatabase, aiSettingsChannel: channel(), localModel: local });
  const [appA, appB] = [await build(true), await build(false)];
  await Promise.all([appA.ready(), appB.ready()]);
  a = { app: appA, database, db: database.db, config };
  b = { app: appB, database, db: database.db, config };
});
afterAll(async () => {
  await b?.app.close();
  await a?.app.close();
  await standIn?.close();
});

async function superuser(ctx: TestContext) {
  const admin = await signUp(ctx, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
  await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
  return admin;
}

const chat = async (ctx: TestContext, auth: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: auth, payload: { message: 'How do we find our first customers?', agent_id: 'marketing' } });
  expect(res.statusCode).toBe(200);
  return streamedText(parseSse(res.body));
};

const connection = () => ({ provider: 'openai-compatible' as const, base_url: standIn.url, model: 'stand-in-large', api_key: KEY, tools: false, structured_output: true });

describe('Admin → AI', () => {
  it('a non-superuser gets 403 and an anonymous caller 401 on every endpoint', async () => {
    const user = await signUp(a);
    const endpoints = [
      { method: 'GET' as const, url: '/api/v1/admin/ai' },
      { method: 'PUT' as const, url: '/api/v1/admin/ai', payload: { engine: 'offline' } },
      { method: 'POST' as const, url: '/api/v1/admin/ai/test', payload: connection() },
      { method: 'POST' as const, url: '/api/v1/admin/ai/models', payload: connection() },
      { method: 'POST' as const, url: '/api/v1/admin/ai/local-model/download' },
      { method: 'DELETE' as const, url: '/api/v1/admin/ai/local-model' },
    ];
    for (const e of endpoints) {
      expect((await a.app.inject({ ...e, headers: user.auth })).statusCode, `${e.method} ${e.url}`).toBe(403);
      expect((await a.app.inject(e)).statusCode, `${e.method} ${e.url} anonymous`).toBe(401);
    }
    expect(local.state.state).toBe('absent'); // nothing was started by the refused calls
    expect(standIn.requests).toHaveLength(0);
  });

  it('switching to an OpenAI-compatible server takes effect on the next answer, on both instances, without a restart', async () => {
    const admin = await superuser(a);
    const founder = await signUp(a);
    const before = await a.app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth });
    expect(before.json()).toMatchObject({ engine: 'offline', source: 'default', chosen_engine: 'offline', connections: [] });
    const offline = await chat(b, founder.auth);
    expect(offline).not.toContain('the stand-in');
    expect(standIn.requests).toHaveLength(0);

    const put = await a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'openai-compatible', connection: connection() } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ engine: 'openai-compatible', model: 'stand-in-large', source: 'screen', note: null, connections: [{ provider: 'openai-compatible', base_url: standIn.url, model: 'stand-in-large', has_api_key: true, tools: false, structured_output: true }] });

    expect(await chat(a, founder.auth)).toBe('Answer from the stand-in');
    expect(standIn.requests.at(-1)!.body.model).toBe('stand-in-large');
    // The other instance heard the save and switched as well.
    await expect.poll(async () => (await b.app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth })).json().engine).toBe('openai-compatible');
    const seen = standIn.requests.length;
    expect(await chat(b, founder.auth)).toBe('Answer from the stand-in');
    expect(standIn.requests.length).toBe(seen + 1);
    // Diagnostics and the orchestrator read the current engine too.
    const status = await b.app.inject({ method: 'GET', url: '/api/v1/orchestrator/status', headers: founder.auth });
    if (status.statusCode === 200) expect(status.json().llm).toMatchObject({ mode: 'live', provider: 'openai-compatible', model: 'stand-in-large' });

    // Back to offline: the stand-in is not called any more, on either instance.
    expect((await b.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'offline' } })).statusCode).toBe(200);
    await expect.poll(async () => (await a.app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth })).json().engine).toBe('offline');
    const calls = standIn.requests.length;
    expect(await chat(a, founder.auth)).not.toContain('the stand-in');
    expect(standIn.requests.length).toBe(calls);
  });

  it('never returns the key, and stores it sealed', async () => {
    const admin = await superuser(a);
    const bodies: string[] = [];
    const put = await a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'offline', connection: connection() } });
    bodies.push(put.body);
    for (const ctx of [a, b]) bodies.push((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth })).body);
    bodies.push((await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/test', headers: admin.auth, payload: { provider: 'openai-compatible' } })).body);
    bodies.push((await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/models', headers: admin.auth, payload: { provider: 'openai-compatible' } })).body);
    bodies.push((await a.app.inject({ method: 'GET', url: '/openapi.json' })).body);
    for (const body of bodies) expect(body).not.toContain(KEY);
    // The saved key is never sent to another address than the saved one.
    const elsewhere = await startOpenAiStandIn();
    elsewhere.apiKey = KEY; // it would accept the key: a 401 means the key was not sent
    try {
      const tested = await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/test', headers: admin.auth, payload: { provider: 'openai-compatible', base_url: elsewhere.url } });
      expect(tested.json()).toMatchObject({ ok: false, error_kind: 'wrong_key' });
      const listed = await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/models', headers: admin.auth, payload: { provider: 'openai-compatible', base_url: elsewhere.url } });
      expect(listed.statusCode).toBe(502);
      // Saving another address without a key drops the saved key instead of sending it there.
      const moved = await a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'offline', connection: { provider: 'openai-compatible', base_url: elsewhere.url } } });
      expect(moved.json().connections[0]).toMatchObject({ base_url: elsewhere.url, has_api_key: false });
      await a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'offline', connection: connection() } });
      // With the saved address, the saved key is used.
      expect((await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/test', headers: admin.auth, payload: { provider: 'openai-compatible' } })).json()).toMatchObject({ ok: true });
    } finally {
      await elsewhere.close();
    }
    expect(JSON.parse(bodies[1]).connections[0].has_api_key).toBe(true);
    const [row] = await a.db.select().from(aiConnections).where(eq(aiConnections.provider, 'openai-compatible'));
    expect(row.apiKey).toMatch(/^v1\./);
    expect(row.apiKey).not.toContain(KEY);
  });

  it('Test does a real round trip and says what went wrong in plain words', async () => {
    const admin = await superuser(a);
    const test = (payload: object) => a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/test', headers: admin.auth, payload });
    const ok = (await test(connection())).json();
    expect(ok).toMatchObject({ ok: true, provider: 'openai-compatible', model: 'stand-in-large', reply: 'Answer from the stand-in', error: null });
    expect(ok.latency_ms).toBeGreaterThanOrEqual(0);

    const wrong = (await test({ ...connection(), api_key: 'sk-wrong' })).json();
    expect(wrong).toMatchObject({ ok: false, error_kind: 'wrong_key', reply: null });
    expect(wrong.error).toMatch(/refused the API key \(HTTP 401\)/);

    standIn.queue.push({ kind: 'error', status: 404, message: 'The model `nope` does not exist' });
    const missing = (await test({ ...connection(), model: 'nope' })).json();
    expect(missing).toMatchObject({ ok: false, error_kind: 'model_not_found' });
    expect(missing.error).toContain('"nope"');

    const down = (await test({ ...connection(), base_url: 'http://127.0.0.1:9/v1' })).json();
    expect(down).toMatchObject({ ok: false, error_kind: 'unreachable' });
    expect(down.error).toMatch(/^Unreachable: could not connect to 127\.0\.0\.1:9/);
  });

  it("lists the provider's models; a wrong key is a 502 in plain words", async () => {
    const admin = await superuser(a);
    const list = await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/models', headers: admin.auth, payload: connection() });
    expect(list.json()).toEqual({ provider: 'openai-compatible', models: ['stand-in-large', 'stand-in-small'] });
    const refused = await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/models', headers: admin.auth, payload: { ...connection(), api_key: 'sk-wrong' } });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toMatch(/refused the API key/);
  });

  it('validates and bounds the input', async () => {
    const admin = await superuser(a);
    const put = (payload: object) => a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload });
    expect((await put({ engine: 'gpt-9' })).statusCode).toBe(422);
    expect((await put({ engine: 'openai-compatible', connection: { ...connection(), base_url: 'file:///etc/passwd' } })).statusCode).toBe(422);
    expect((await put({ engine: 'openai-compatible', connection: { ...connection(), model: 'x'.repeat(201) } })).statusCode).toBe(422);
    expect((await put({ engine: 'anthropic', connection: connection() })).statusCode).toBe(422); // not the chosen engine's
    const noKey = await put({ engine: 'anthropic' });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().detail).toMatch(/needs an API key/);
  });

  it('the local model: download (202) with progress, ready, failure with its reason, remove', async () => {
    const admin = await superuser(a);
    const get = async () => (await a.app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth })).json().local_model;
    expect(await get()).toMatchObject({ state: 'absent', model: 'Tiny Test Q4' });
    const started = await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/local-model/download', headers: admin.auth });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ state: 'downloading', downloaded_bytes: 1000, total_bytes: 4000, seconds_left: 6 });
    local.set({ state: 'ready', downloaded_bytes: 4000 });
    expect(await get()).toMatchObject({ state: 'ready', downloaded_bytes: 4000 });
    // Chosen once the model is ready: the local engine answers from the next answer on.
    await a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'local' } });
    expect((await a.app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth })).json()).toMatchObject({ engine: 'local', chosen_engine: 'local', source: 'screen', note: null });
    const removed = await a.app.inject({ method: 'DELETE', url: '/api/v1/admin/ai/local-model', headers: admin.auth });
    expect(removed.json()).toMatchObject({ state: 'absent', downloaded_bytes: 0 });
    local.failNext = 'The checksum did not match: the file was deleted.';
    await a.app.inject({ method: 'POST', url: '/api/v1/admin/ai/local-model/download', headers: admin.auth });
    expect(await get()).toMatchObject({ state: 'failed', error: 'The checksum did not match: the file was deleted.' });
    await a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'offline' } });
  });
});

describe('Admin → AI with LLM_PROVIDER set', () => {
  it('the environment wins and the screen says so', async () => {
    const database = await createTestDatabase();
    const config = testConfig({ llm: { provider: 'openai-compatible', baseUrl: standIn.url, model: 'env-model', apiKey: KEY } });
    const app = await buildApp({ config, database, logger: false });
    try {
      const ctx = { app, database, db: database.db, config };
      const admin = await superuser(ctx);
      await app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'offline' } });
      const view = (await app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth })).json();
      expect(view).toMatchObject({ engine: 'openai-compatible', model: 'env-model', source: 'environment', chosen_engine: 'offline', note: expect.stringMatching(/LLM_PROVIDER is set/) });
    } finally {
      await app.close();
    }
  });
});
