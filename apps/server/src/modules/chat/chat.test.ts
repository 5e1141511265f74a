import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatThreads, users } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { parseSse, streamedText } from '../../../test/sse';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

type User = Awaited<ReturnType<typeof signUp>>;
const send = (user: User, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload });
const balanceOf = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;

describe('POST /chat/stream', () => {
  it('streams an answer in the UI message stream protocol and stores the thread', async () => {
    const user = await signUp(ctx);
    const res = await send(user, { message: 'How should we price our product for small clinics?' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    expect(res.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    const chunks = parseSse(res.body);
    expect(chunks[0].type).toBe('start');
    const thread = chunks.find((c) => c.type === 'data-thread')!.data as { thread_id: string; title: string };
    const message = chunks.find((c) => c.type === 'data-message')!.data as { message_id: string; agent_id: string };
    expect(message.agent_id).toBe('marketing');
    expect(chunks.filter((c) => c.type === 'text-delta').length).toBeGreaterThan(10);
    expect(chunks.find((c) => c.type === 'data-credits')!.data).toEqual({ remaining_credits: ctx.config.signupCredits - 1 });
    expect(chunks.at(-1)!.type).toBe('finish');
    expect(chunks.find((c) => c.type === 'data-suggestions')!.data).toEqual({ suggestions: [expect.objectContaining({ agentId: 'marketing', action: 'marketing_strategy' })] });

    const [stored] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, message.message_id));
    expect(stored).toMatchObject({ status: 'complete', role: 'assistant', agentId: 'marketing', threadId: thread.thread_id, model: 'offline-engine' });
    expect(stored.content).toBe(streamedText(chunks));
    expect(thread.title).toBe('How should we price our product for small clinics?');
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 1);

    const follow = await send(user, { thread_id: thread.thread_id, message: 'And the tech stack?', agent_id: 'product' });
    expect(parseSse(follow.body).find((c) => c.type === 'data-message')!.data).toMatchObject({ agent_id: 'product' });
    expect(parseSse(follow.body).some((c) => c.type === 'data-suggestions')).toBe(false);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/threads/${thread.thread_id}`, headers: user.auth });
    expect(detail.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('a request for an app is only offered (1 credit answer); the confirmed offer builds it (5 credits)', async () => {
    const user = await signUp(ctx);
    const offered = parseSse((await send(user, { message: 'Build a landing page for my dog-walking startup' })).body);
    expect(offered.find((c) => c.type === 'data-message')!.data).toMatchObject({ kind: 'text' });
    expect(offered.find((c) => c.type === 'data-offer')!.data).toMatchObject({ kind: 'app', credits: 5 });
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 1);
    const question = parseSse((await send(user, { message: 'What should I create first, an MVP or a waitlist?' })).body);
    expect(question.some((c) => c.type === 'data-offer')).toBe(false);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 2);

    const res = await send(user, { message: 'Build a landing page for my dog-walking startup', output: 'app' });
    const chunks = parseSse(res.body);
    const done = chunks.find((c) => c.type === 'data-done')!.data as { status: string; content: string };
    expect(done.status).toBe('complete');
    expect(done.content.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(chunks.find((c) => c.type === 'data-message')!.data).toMatchObject({ agent_id: 'technical', kind: 'app' });
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 7);
  });

  it('the usage history names each paid answer ("Chat — Alex Strategic"), never "(reserved)" once settled', async () => {
    const user = await signUp(ctx);
    await send(user, { message: 'How do we pick a beachhead market?', agent_id: 'strategic' });
    await send(user, { message: 'Should we launch next month?', mode: 'team' });
    const usage = (await ctx.app.inject({ url: '/api/v1/billing/usage', headers: user.auth })).json() as { entries: { description: string; credits: number }[] };
    expect(usage.entries.map((e) => [e.description, e.credits])).toEqual([
      ['Team chat — 5 co-founders and a synthesis', 6],
      ['Chat — Alex Strategic', 1],
    ]);
  });

  it('team mode: every agent answers, strategic closes with a synthesis that announces no disagreement it cannot see', async () => {
    const user = await signUp(ctx);
    const res = await send(user, { message: 'Should we launch next month?', mode: 'team' });
    const messages = parseSse(res.body).filter((c) => c.type === 'data-message').map((c) => c.data as { agent_id: string; kind: string });
    expect(messages.map((m) => m.agent_id)).toEqual(['strategic', 'product', 'technical', 'operations', 'marketing', 'strategic']);
    expect(messages.at(-1)!.kind).toBe('synthesis');
    const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.kind, 'synthesis'));
    expect(rows.some((r) => r.content.includes('### What each of us puts first') && !r.content.includes('Where we disagree'))).toBe(true);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits - 6);
  });

  it('includes the startup profile in offline answers', async () => {
    const user = await signUp(ctx);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/chat/startup-profile',
      headers: user.auth,
      payload: { startup_name: 'PawPal', idea: 'On-demand dog walking for busy owners', stage: 'mvp', team_size: 2 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ startup_name: 'PawPal', stage: 'mvp', industry: null });
    const res = await send(user, { message: 'What is our strategy?' });
    // One line says what the answer is based on (issue 24): the startup model built from this profile, not the profile pasted.
    expect(streamedText(parseSse(res.body))).toMatch(/_Based on the startup model: PawPal, .*MVP stage/);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { stage: 'unicorn' } });
    expect([400, 422]).toContain(bad.statusCode);
    const get = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/startup-profile', headers: user.auth });
    expect(get.json().startup_name).toBe('PawPal');
  });

  it('rejects empty messages, unknown threads, other users’ threads and an empty balance', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    expect([400, 422]).toContain((await send(user, { message: '   ' })).statusCode);
    const first = parseSse((await send(user, { message: 'hello' })).body).find((c) => c.type === 'data-thread')!.data as { thread_id: string };
    const foreign = await send(other, { thread_id: first.thread_id, message: 'let me in' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Thread not found' });
    await ctx.db.update(users).set({ creditBalance: 0 }).where(eq(users.id, other.userId));
    const broke = await send(other, { message: 'hello' });
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toEqual({ detail: 'Insufficient credits' });
    expect(await ctx.db.select().from(chatThreads).where(eq(chatThreads.userId, other.userId))).toHaveLength(0);
  });
});

describe('threads', () => {
  it('lists, opens, renames and deletes; another user gets 404', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const { thread_id } = parseSse((await send(user, { message: 'First idea' })).body).find((c) => c.type === 'data-thread')!.data as { thread_id: string };
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/threads', headers: user.auth });
    expect(list.json().threads).toEqual([expect.objectContaining({ id: thread_id, title: 'First idea' })]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/threads', headers: other.auth })).json().threads).toEqual([]);

    const url = `/api/v1/chat/threads/${thread_id}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PATCH', url, headers: other.auth, payload: { title: 'Mine now' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/threads/not-a-uuid', headers: user.auth })).statusCode).toBeLessThan(500);

    const renamed = await ctx.app.inject({ method: 'PATCH', url, headers: user.auth, payload: { title: 'Pricing ideas' } });
    expect(renamed.json().title).toBe('Pricing ideas');
    expect([400, 422]).toContain((await ctx.app.inject({ method: 'PATCH', url, headers: user.auth, payload: { title: '' } })).statusCode);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: user.auth })).statusCode).toBe(204);
    expect(await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread_id))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url, headers: user.auth })).statusCode).toBe(404);
  });
});

describe('POST /chat/messages', () => {
  it('records a generated document in a new thread, then in the same thread; other users get 404', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/messages', headers: user.auth, payload: { message: 'Create a pitch deck', reply: '# Pitch Deck', kind: 'document' } });
    expect(res.statusCode).toBe(201);
    const { thread_id, messages } = res.json();
    expect(messages.map((m: { role: string; kind: string }) => `${m.role}:${m.kind}`)).toEqual(['user:text', 'assistant:document']);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/messages', headers: user.auth, payload: { thread_id, message: 'And a plan', reply: '# Plan', kind: 'document' } });
    expect(again.json().thread_id).toBe(thread_id);
    expect(await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread_id))).toHaveLength(4);
    const foreign = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/messages', headers: other.auth, payload: { thread_id, message: 'x', reply: 'y', kind: 'document' } });
    expect(foreign.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/messages', headers: user.auth, payload: { message: 'x', reply: 'y', kind: 'app' } });
    expect([400, 422]).toContain(bad.statusCode);
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);
  });
});
