import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, liveSessions, modelUsage, users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { startOpenAiStandIn } from '../../../test/openai-stand-in';
import { EventBus, type DomainEvents } from '../../events';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
const ended: DomainEvents['session.ended'][] = [];
beforeAll(async () => {
  const events = new EventBus();
  events.on('session.ended', (e) => void ended.push(e));
  ctx = await createTestApp({ events });
});

type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const get = (user: User, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });
const balance = async (userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;

async function createSession(user: User, body: object = { agent_ids: ['strategic', 'product'], session_type: 'voice' }) {
  const res = await post(user, '/livekit/sessions', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('live sessions in local mode', () => {
  it('creates a local session with the user and agent participants and a token for its event stream', async () => {
    const user = await signUp(ctx);
    const s = await createSession(user);
    expect(s).toMatchObject({ status: 'connecting', session_type: 'voice', mode: 'local', duration: 0, agent_ids: ['strategic', 'product'], url: `/api/v1/livekit/sessions/${s.id}/events` });
    expect(s.token).toMatch(/^ey/);
    expect(s.participants.map((p: { id: string; role: string; is_local: boolean }) => [p.id, p.role, p.is_local])).toEqual([
      [user.userId, 'user', true],
      ['agent-strategic', 'agent', false],
      ['agent-product', 'agent', false],
    ]);
    expect(s.participants[1].name).toBe('Alex Strategic');
    // Creating costs nothing yet.
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits);
  });

  it('rejects unknown agents, bad types and empty agent lists', async () => {
    const user = await signUp(ctx);
    for (const body of [{ agent_ids: ['ceo'], session_type: 'video' }, { agent_ids: ['strategic'], session_type: 'hologram' }, { agent_ids: [], session_type: 'video' }, {}]) {
      const res = await post(user, '/livekit/sessions', body);
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('start reserves 5 credits and connects; a message to one agent (@taylor) is answered by that agent (1 credit); end settles, stores the duration and keeps the transcript', async () => {
    const user = await signUp(ctx);
    const s = await createSession(user, { agent_ids: ['technical', 'marketing'], session_type: 'video' });
    const notStarted = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: 'hello' });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().detail).toBe('Not connected to room');

    const started = await post(user, `/livekit/sessions/${s.id}/start`, { audio_enabled: true, video_enabled: true });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'connected' });
    expect(started.json().participants[0]).toMatchObject({ audio_enabled: true, video_enabled: true, screen_share_enabled: false });
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits - 5);
    // Starting twice reserves nothing more.
    await post(user, `/livekit/sessions/${s.id}/start`, {});
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits - 5);

    const sent = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: '@taylor Which database and API architecture should we use?' });
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body.message).toMatchObject({ participant_id: user.userId, content: '@taylor Which database and API architecture should we use?', agent_id: null, type: 'chat' });
    expect(body.replies).toHaveLength(1);
    expect(body.replies[0]).toMatchObject({ participant_id: 'agent-technical', agent_id: 'technical' });
    expect(body.replies[0].content.length).toBeGreaterThan(50);
    expect(body.remaining_credits).toBe(ctx.config.signupCredits - 6);

    const bad = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: 'someone-else', message: 'hi' });
    expect(bad.statusCode).toBe(400);
    const blank = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: '   ' });
    expect(blank.statusCode).toBe(422);

    await ctx.db.update(liveSessions).set({ connectedAt: new Date(Date.now() - 42_000) }).where(eq(liveSessions.id, s.id));
    const end = await post(user, `/livekit/sessions/${s.id}/end`);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ status: 'disconnected', credits_charged: 5, token: '' });
    expect(end.json().duration).toBeGreaterThanOrEqual(42);
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits - 6);
    expect(ended.find((e) => e.sessionId === s.id)).toMatchObject({ userId: user.userId, sessionType: 'video', agentIds: ['technical', 'marketing'], messageCount: 2 });

    const after = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: 'still there?' });
    expect(after.statusCode).toBe(409);
    expect((await post(user, `/livekit/sessions/${s.id}/start`)).statusCode).toBe(409);
    // Ending twice changes nothing.
    expect((await post(user, `/livekit/sessions/${s.id}/end`)).json().credits_charged).toBe(5);
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits - 6);

    const detail = await get(user, `/livekit/sessions/${s.id}`);
    expect(detail.json().messages.map((m: { participant_id: string }) => m.participant_id)).toEqual([user.userId, 'agent-technical']);
    const list = await get(user, '/livekit/sessions?page=1&page_size=10');
    expect(list.json()).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(list.json().items[0]).toMatchObject({ id: s.id, status: 'disconnected' });
  });

  it('every invited agent answers a message (1 credit each), in the order invited; an @mention asks only that agent', async () => {
    const user = await signUp(ctx);
    const s = await createSession(user, { agent_ids: ['strategic', 'marketing'], session_type: 'voice' });
    expect((await post(user, `/livekit/sessions/${s.id}/start`, { audio_enabled: true })).statusCode).toBe(200);
    const before = await balance(user.userId);
    const sent = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: 'What should we do first?' });
    expect(sent.statusCode, sent.body).toBe(200);
    const replies = sent.json().replies as { agent_id: string; participant_id: string; content: string }[];
    expect(replies.map((r) => [r.agent_id, r.participant_id])).toEqual([['strategic', 'agent-strategic'], ['marketing', 'agent-marketing']]);
    expect(replies.every((r) => r.content.length > 20)).toBe(true);
    expect(sent.json().remaining_credits).toBe(before - 2);
    expect(await balance(user.userId)).toBe(before - 2);

    const one = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: '@morgan how do we reach dog owners?' });
    expect(one.json().replies.map((r: { agent_id: string }) => r.agent_id)).toEqual(['marketing']);
    expect(await balance(user.userId)).toBe(before - 3);
    const detail = await get(user, `/livekit/sessions/${s.id}`);
    expect(detail.json().messages.map((m: { participant_id: string }) => m.participant_id)).toEqual([user.userId, 'agent-strategic', 'agent-marketing', user.userId, 'agent-marketing']);
  });

  it('a session that never connected costs nothing', async () => {
    const user = await signUp(ctx);
    const s = await createSession(user);
    const end = await post(user, `/livekit/sessions/${s.id}/end`);
    expect(end.json()).toMatchObject({ status: 'disconnected', credits_charged: 0, duration: 0 });
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits);
  });

  it('a started session released when it never connected returns the reservation', async () => {
    const user = await signUp(ctx);
    const s = await createSession(user);
    await post(user, `/livekit/sessions/${s.id}/start`);
    await ctx.db.update(liveSessions).set({ connectedAt: null, status: 'connecting' }).where(eq(liveSessions.id, s.id));
    const end = await post(user, `/livekit/sessions/${s.id}/end`);
    expect(end.json().credits_charged).toBe(0);
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits);
    const reasons = (await ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId))).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['reserve:agent_session', 'release:agent_session']));
  });

  it('20 concurrent starts at a balance of 12 never go negative', async () => {
    const user = await signUp(ctx);
    await ctx.db.update(users).set({ creditBalance: 12 }).where(eq(users.id, user.userId));
    const sessions = await Promise.all(Array.from({ length: 20 }, () => createSession(user)));
    const results = await Promise.all(sessions.map((s) => post(user, `/livekit/sessions/${s.id}/start`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 402)).toHaveLength(18);
    expect(results.find((r) => r.statusCode === 402)!.json().detail).toBe('Insufficient credits');
    expect(await balance(user.userId)).toBe(2);
  });

  it('another user’s session is 404 everywhere', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const s = await createSession(owner);
    expect((await get(other, `/livekit/sessions/${s.id}`)).statusCode).toBe(404);
    expect((await post(other, `/livekit/sessions/${s.id}/start`)).statusCode).toBe(404);
    expect((await post(other, `/livekit/sessions/${s.id}/end`)).statusCode).toBe(404);
    const msg = await post(other, `/livekit/sessions/${s.id}/messages`, { participant_id: other.userId, message: 'hi' });
    expect(msg.statusCode).toBe(404);
    expect(msg.json().detail).toBe('Live session not found');
    expect((await get(other, '/livekit/sessions')).json().total).toBe(0);
    expect((await get(owner, `/livekit/sessions/not-a-uuid`)).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/livekit/sessions/${s.id}` })).statusCode).toBe(401);
  });

  it('the event stream opens only with the session token and streams the agent’s answer', async () => {
    const user = await signUp(ctx);
    const s = await createSession(user);
    const other = await createSession(user);
    const wrong = await ctx.app.inject({ method: 'GET', url: `/api/v1/livekit/sessions/${s.id}/events?token=${other.token}` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Invalid session URL or token');

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const received: string[] = [];
    // The server subscribes the stream before it answers: the session starts once the answer is here (a fixed wait
    // lost the first event on a busy machine).
    let opened!: () => void;
    const open = new Promise<void>((resolve) => { opened = resolve; });
    const done = new Promise<void>((resolve) => {
      http.get(`http://127.0.0.1:${port}/api/v1/livekit/sessions/${s.id}/events?token=${s.token}`, (res) => {
        expect(res.headers['content-type']).toContain('text/event-stream');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        res.on('end', () => resolve());
        opened();
      });
    });
    await open;
    await post(user, `/livekit/sessions/${s.id}/start`, { audio_enabled: true });
    await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: 'How should we price this?' });
    await post(user, `/livekit/sessions/${s.id}/end`);
    await done;
    const events = received
      .join('')
      .split('\n\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)));
    const types = events.map((e) => e.type);
    expect(types[0]).toBe('status');
    expect(types).toContain('reply-start');
    expect(types).toContain('reply-delta');
    expect(types.at(-1)).toBe('status');
    const final = events.filter((e) => e.type === 'message').at(-1);
    const deltas = events.filter((e) => e.type === 'reply-delta' && e.id === final.message.id).map((e) => e.delta).join('');
    expect(final.message.content).toBe(deltas);
  });
});

describe('orchestrator include_livekit', () => {
  it('returns a real live session for the answering agents', async () => {
    const user = await signUp(ctx);
    const res = await post(user, '/orchestrator/process', { description: 'Plan our launch', agent_ids: ['strategic', 'product'], include_livekit: true });
    expect(res.statusCode).toBe(200);
    const session = res.json().livekit_session;
    expect(session).toMatchObject({ mode: 'local', status: 'connecting', agent_ids: ['strategic', 'product'] });
    expect((await get(user, `/livekit/sessions/${session.id}`)).statusCode).toBe(200);
    const plain = await post(user, '/orchestrator/process', { description: 'Plan our launch', agent_ids: ['strategic'] });
    expect(plain.json().livekit_session).toBeNull();
  });
});

describe('stale sessions', () => {
  it('a session left open past the limit is ended by the sweep: started ones settle, unstarted ones cost nothing', async () => {
    const { endStaleSessions } = await import('./sessions-service');
    const { SessionHub } = await import('./hub');
    const user = await signUp(ctx);
    const started = await createSession(user);
    await post(user, `/livekit/sessions/${started.id}/start`);
    const idle = await createSession(user);
    const fresh = await createSession(user);
    const old = new Date(Date.now() - (ctx.config.livekit.maxSessionMinutes + 5) * 60_000);
    await ctx.db.update(liveSessions).set({ createdAt: old, connectedAt: old }).where(eq(liveSessions.id, started.id));
    await ctx.db.update(liveSessions).set({ createdAt: old }).where(eq(liveSessions.id, idle.id));
    const deps = { db: ctx.db, llm: null as never, rooms: null, tavus: null, config: ctx.config, events: new EventBus(), hub: new SessionHub(), log: { warn: () => undefined } };
    expect(await endStaleSessions(deps)).toBe(2);
    const [a, b, c] = await Promise.all([started, idle, fresh].map(async (s) => (await get(user, `/livekit/sessions/${s.id}`)).json()));
    expect(a).toMatchObject({ status: 'disconnected', credits_charged: 5 });
    expect(b).toMatchObject({ status: 'disconnected', credits_charged: 0 });
    expect(c.status).toBe('connecting');
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits - 5);
  });
});

describe('live session answers with a model', () => {
  it('are metered from the provider’s usage report, like the chat', async () => {
    const model = await startOpenAiStandIn({ kind: 'ok', chunks: ['Start', ' with', ' Postgres.'] });
    try {
      const withModel = await createTestApp({ llm: await createLlmProvider({ llm: { provider: 'openai', baseUrl: model.url, model: 'gpt-4o-mini', apiKey: 'k' } }) });
      const user = await signUp(withModel);
      const call = (url: string, payload: object) => withModel.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
      const s = (await call('/livekit/sessions', { agent_ids: ['technical'], session_type: 'video' })).json();
      expect((await call(`/livekit/sessions/${s.id}/start`, {})).statusCode).toBe(200);
      const sent = await call(`/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: 'Which database?' });
      expect(sent.statusCode, sent.body).toBe(200);
      const replyId = sent.json().replies[0].id;
      const usage = await withModel.db.select().from(modelUsage).where(eq(modelUsage.userId, user.userId));
      expect(usage.map((r) => [r.feature, r.step, r.reference, r.inputTokens, r.outputTokens])).toEqual([['live', 'answer', replyId, 20, 3]]);
      await withModel.app.close();
    } finally {
      await model.close();
    }
  });
});
