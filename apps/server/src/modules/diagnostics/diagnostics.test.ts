import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentCheck } from '@uc/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, testConfig, type TestContext } from '../../../test/helpers';
import { startAgentServiceStandIn } from '../../../test/agent-service-stand-in';
import { startLiveKitStandIn } from '../../../test/livekit-stand-in';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { startSmtpStandIn } from '../../../test/smtp-stand-in';
import { startStripeStandIn } from '../../../test/stripe-stand-in';
import { users } from '../../db/schema';
import { createRoomGateway } from '../../providers/livekit';
import { createLlmProvider } from '../../providers/llm';
import { KEY_REFUSED } from '../../providers/llm/errors';
import { createSmtpMailer } from '../../providers/mail/smtp';
import { createStripePaymentsProvider } from '../../providers/payments/stripe';
import { createLocalStorage } from '../../providers/storage/local';
import { checkAgentService } from './agent-service';
import { checkComponents } from './components';

const byName = (components: ComponentCheck[]) => Object.fromEntries(components.map((c) => [c.component, c]));
const ledgerRows = async (ctx: TestContext) => Number(((await ctx.db.execute(sql`select count(*)::int as n from credit_ledger`)) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('diagnostics on the local defaults', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ storage: createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'uc-diag-'))) });
  });

  it('reports every component honestly: real checks succeed, unconfigured providers are warnings, never successes', async () => {
    const user = await signUp(ctx);
    const before = await ledgerRows(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/diagnostics/health-check', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const c = byName(res.json().components);
    expect(c.Database).toMatchObject({ status: 'success' });
    expect(c.Database.message).toMatch(/\d+ migrations applied/);
    expect(c['File storage']).toMatchObject({ status: 'success', details: { driver: 'local' } });
    expect(c.Mail).toMatchObject({ status: 'warning', details: { mode: 'outbox' } });
    expect(c['AI model']).toMatchObject({ status: 'warning', details: { provider: 'offline' } });
    expect(c.Payments).toMatchObject({ status: 'warning', details: { mode: 'test' } });
    expect(c.Agents).toMatchObject({ status: 'success', message: '5 agents available' });
    expect(c['Live sessions']).toMatchObject({ status: 'warning', details: { mode: 'local' } });
    for (const comp of res.json().components as ComponentCheck[]) {
      expect(Date.parse(comp.endTime)).toBeGreaterThanOrEqual(Date.parse(comp.startTime));
      expect(comp.duration).toBeGreaterThanOrEqual(0);
    }
    expect(await ledgerRows(ctx)).toBe(before);
  });

  it('runs the five agents on the test idea free of charge and skips the two browser-only ones', async () => {
    const user = await signUp(ctx);
    const before = await ledgerRows(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/diagnostics/health-check/agents', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const agents = res.json().agents as { agentId: string; status: string; result: string | null }[];
    expect(agents.map((a) => [a.agentId, a.status])).toEqual([
      ['strategic', 'success'],
      ['product', 'success'],
      ['technical', 'success'],
      ['operations', 'success'],
      ['marketing', 'success'],
      ['dataroom', 'skipped'],
      ['pitch', 'skipped'],
    ]);
    for (const a of agents.slice(0, 5)) expect(a.result!.length).toBeLessThanOrEqual(200);
    expect(await ledgerRows(ctx)).toBe(before);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(row.creditBalance).toBe(ctx.config.signupCredits);
  });

  it('limits agent runs per user and refuses anonymous callers', async () => {
    const user = await signUp(ctx);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await ctx.app.inject({ method: 'POST', url: '/api/v1/diagnostics/health-check/agents', headers: user.auth })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    for (const url of ['/api/v1/diagnostics/health-check', '/api/v1/diagnostics/agent-service']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists all seven agent-service checks as skipped, naming the variable to set, when nothing is configured', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/diagnostics/agent-service', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const { configured, checks } = res.json();
    expect(configured).toBe(false);
    expect(checks).toHaveLength(7);
    expect(checks.every((c: { status: string }) => c.status === 'skipped')).toBe(true);
    expect(checks[0].message).toBe('Agent service health: not configured (set AGENT_SERVICE_URL)');
    expect(checks[1].message).toBe('Tavily API: not configured (set TAVILY_API_KEY)');
  });
});

describe('component checks with their providers up and down', () => {
  let model: OpenAiStandIn;
  beforeAll(async () => {
    model = await startOpenAiStandIn();
  });
  afterAll(() => model.close());
  const base = async () => {
    const ctx = await createTestApp();
    return { database: ctx.database, storage: createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'uc-diag-'))), mailer: { mode: 'outbox' as const, send: async () => {} }, llm: await createLlmProvider({ llm: {} }), payments: { mode: 'test' } as never, rooms: null };
  };

  it('a broken storage directory, a model answering 500 and a closed SMTP port are errors with the reason', async () => {
    const deps = await base();
    const blocked = path.join(mkdtempSync(path.join(os.tmpdir(), 'uc-diag-')), 'not-a-dir');
    writeFileSync(blocked, 'a file where the storage folder should be');
    model.behaviour = { kind: 'error', status: 500, message: 'model crashed' };
    const smtp = await startSmtpStandIn();
    const closedPort = smtp.port;
    await smtp.close();
    const c = byName(
      await checkComponents({
        ...deps,
        storage: createLocalStorage(blocked),
        llm: await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'k' } }),
        mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${closedPort}`, from: 'x@example.com' }),
      }),
    );
    expect(c['File storage'].status).toBe('error');
    expect(c['AI model'].status).toBe('error');
    expect(c.Mail.status).toBe('error');
    expect(c.Mail.message).toMatch(/ECONNREFUSED|connect/i);
    expect(c.Database.status).toBe('success');
  });

  it('a working model, SMTP server and Stripe account are successes', async () => {
    const deps = await base();
    model.behaviour = { kind: 'ok', chunks: ['OK'] };
    const smtp = await startSmtpStandIn();
    const stripe = await startStripeStandIn({ 'GET /v1/account': () => ({ body: { id: 'acct_standin', object: 'account', livemode: false } }) });
    const livekit = await startLiveKitStandIn({ apiKey: 'APIdiag', apiSecret: 'diagnostics-secret-long-enough-for-hs256' });
    livekit.rooms.add('room-a');
    try {
      const c = byName(
        await checkComponents({
          ...deps,
          llm: await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'k' } }),
          mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'x@example.com' }),
          payments: createStripePaymentsProvider({ secretKey: 'sk_test_standin', publishableKey: null, webhookSecret: null, host: '127.0.0.1', port: stripe.port, protocol: 'http' }),
          rooms: await createRoomGateway({ ...testConfig().livekit, url: livekit.url, apiKey: 'APIdiag', apiSecret: 'diagnostics-secret-long-enough-for-hs256' }),
        }),
      );
      expect(c['AI model']).toMatchObject({ status: 'success', details: { provider: 'openai-compatible', model: 'stand-in-model' } });
      expect(c.Mail).toMatchObject({ status: 'success' });
      expect(c.Payments).toMatchObject({ status: 'success', details: { account: 'acct_standin' } });
      expect(stripe.calls.map((x) => `${x.method} ${x.path}`)).toContain('GET /v1/account');
      expect(c['Live sessions']).toMatchObject({ status: 'success', message: 'LiveKit answered: 1 room open', details: { mode: 'livekit' } });
      expect(livekit.calls.map((x) => x.method)).toContain('ListRooms');
    } finally {
      await smtp.close();
      await stripe.close();
      await livekit.close();
    }
  });

  it('a check that does not answer in time is an error, and the others still report', async () => {
    const deps = await base();
    const c = byName(await checkComponents({ ...deps, checkLive: () => new Promise(() => {}) }, 200));
    expect(c['Live sessions']).toMatchObject({ status: 'error', message: 'No answer within 0 s' });
    expect(c.Agents.status).toBe('success');
  });
});

describe('a model provider that refuses the key (401)', () => {
  it('the founder reads that the AI is unavailable; the operator reads that the key is wrong, in the log and in diagnostics', async () => {
    const model = await startOpenAiStandIn({ kind: 'error', status: 401, message: 'Incorrect API key provided' });
    const log: string[] = [];
    try {
      const ctx = await createTestApp({
        llm: await createLlmProvider({ llm: { provider: 'openai', baseUrl: model.url, model: 'gpt-4o-mini', apiKey: 'sk-wrong' } }),
        logger: { level: 'error', stream: { write: (line: string) => log.push(line) } },
      });
      const user = await signUp(ctx);
      const chat = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'Hello?', agent_id: 'strategic' } });
      expect(chat.body).toContain('The AI is unavailable right now');
      expect(chat.body).not.toContain('LLM_API_KEY');
      expect(log.map((l) => JSON.parse(l).msg)).toContain(KEY_REFUSED);

      const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/diagnostics/health-check', headers: user.auth });
      expect(byName(health.json().components)['AI model']).toMatchObject({ status: 'error', message: KEY_REFUSED });
      const agents = await ctx.app.inject({ method: 'POST', url: '/api/v1/diagnostics/health-check/agents', headers: user.auth });
      const ran = (agents.json().agents as { status: string; error: string | null }[]).filter((a) => a.status !== 'skipped');
      expect(ran.length).toBe(5);
      expect(ran.every((a) => a.status === 'error' && a.error === KEY_REFUSED)).toBe(true);
      await ctx.app.close();
    } finally {
      await model.close();
    }
  });
});

describe('agent-service suite against a stand-in service', () => {
  it('reports health, the integrations that answer, the started agent and the active count', async () => {
    const service = await startAgentServiceStandIn({
      'GET /health': () => ({ body: { status: 'ok' } }),
      'POST /api/agent/run': () => ({ body: { id: 'agent-42' } }),
      'GET /api/agent/agent-42/status': () => ({ body: { status: 'running' } }),
      'GET /usage': () => ({ body: { credits: 10 } }),
      'GET /v1/team/credit-usage': () => ({ status: 500, body: { error: 'down' } }),
    });
    try {
      const cfg = testConfig().agentService;
      const result = await checkAgentService({
        ...cfg,
        url: service.url,
        key: 'agent-key',
        services: cfg.services.map((s) => (s.id === 'web_search' || s.id === 'web_scraping' ? { ...s, key: `${s.id}-key`, baseUrl: service.url } : s)),
      });
      expect(result.configured).toBe(true);
      expect(result.checks.map((c) => [c.name, c.status, c.message])).toEqual([
        ['Agent service health', 'success', 'The agent service is healthy'],
        ['Tavily API', 'success', 'Tavily API is accessible'],
        ['Firecrawl API', 'error', 'Firecrawl API connection failed'],
        ['Daytona API', 'skipped', 'Daytona API: not configured (set DAYTONA_API_KEY)'],
        ['QStash API', 'skipped', 'QStash API: not configured (set QSTASH_TOKEN)'],
        ['Agent initialization', 'success', 'Agent initialized with ID: agent-42'],
        ['Integration status', 'success', '1/4 integrations active'],
      ]);
      expect(service.calls.find((c) => c.path === '/api/agent/run')!.authorization).toBe('Bearer agent-key');
      expect(service.calls.find((c) => c.path === '/usage')!.authorization).toBe('Bearer web_search-key');
    } finally {
      await service.close();
    }
  });

  it('a service that is down is reported as unreachable, and its agent as not started', async () => {
    const service = await startAgentServiceStandIn({});
    const url = service.url;
    await service.close();
    const cfg = testConfig().agentService;
    const result = await checkAgentService({ ...cfg, url });
    expect(result.checks[0]).toMatchObject({ status: 'error', message: 'Failed to connect to the agent service' });
    expect(result.checks[5]).toMatchObject({ status: 'error', message: 'Failed to initialize agent' });
  });
});
