import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, videoCalls } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const get = (user: User, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });
const balance = async (userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
const CALL = { agent_type: 'product', avatar_provider: 'local', avatar_style: 'casual', voice_style: 'calm', livekit_enabled: true, call_type: 'video' };

async function subscribe(user: User) {
  const created = await post(user, '/billing/create-subscription', { plan_id: 'professional' });
  expect(created.statusCode).toBe(200);
  expect((await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: created.json().client_secret })).statusCode).toBe(200);
}

describe('video calls', () => {
  it('a free plan gets 402 with the upgrade detail and is charged nothing', async () => {
    const user = await signUp(ctx);
    const res = await post(user, '/video/start-call', CALL);
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe('Video calls need a paid plan. Upgrade for Video Calls.');
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits);
    expect(await ctx.db.select().from(videoCalls).where(eq(videoCalls.userId, user.userId))).toHaveLength(0);
  });

  it('a paid plan starts a call with the picked agent for 5 credits, and ends it', async () => {
    const user = await signUp(ctx);
    await subscribe(user);
    const before = await balance(user.userId);
    const res = await post(user, '/video/start-call', CALL);
    expect(res.statusCode).toBe(200);
    const call = res.json();
    expect(call).toMatchObject({ avatar_id: 'local-product', conversation_url: null, remaining_credits: before - 5 });
    expect(call.room_token).toBe(call.session.token);
    expect(call.session).toMatchObject({ id: call.session_id, agent_ids: ['product'], session_type: 'video', credits_charged: 5 });
    expect(call.avatar).toMatchObject({ agent_id: 'product', name: 'Sam Product', thumbnailUrl: '/avatars/product.svg', provider: 'local' });

    // The call is prepaid: starting its session reserves nothing more.
    const started = await post(user, `/livekit/sessions/${call.session_id}/start`, { audio_enabled: true, video_enabled: true });
    expect(started.json().status).toBe('connected');
    expect(await balance(user.userId)).toBe(before - 5);

    const end = await post(user, '/video/end-call', { agent_type: 'product', call_type: 'video' });
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ message: 'Video call ended', session_id: call.session_id });
    const session = (await get(user, `/livekit/sessions/${call.session_id}`)).json();
    expect(session).toMatchObject({ status: 'disconnected', credits_charged: 5 });
    expect(await balance(user.userId)).toBe(before - 5);
    expect((await post(user, '/video/end-call', { agent_type: 'product' })).statusCode).toBe(404);
  });

  it('refused for lack of credits: nothing is charged or created', async () => {
    const user = await signUp(ctx);
    await subscribe(user);
    await ctx.db.update(users).set({ creditBalance: 4 }).where(eq(users.id, user.userId));
    const res = await post(user, '/video/start-call', CALL);
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe('Insufficient credits');
    expect(await balance(user.userId)).toBe(4);
    expect(await ctx.db.select().from(videoCalls).where(eq(videoCalls.userId, user.userId))).toHaveLength(0);
  });

  it('bad input is 422; another user cannot end my call', async () => {
    const user = await signUp(ctx);
    expect((await post(user, '/video/start-call', { ...CALL, agent_type: 'ceo' })).statusCode).toBe(422);
    expect((await post(user, '/video/start-call', { ...CALL, avatar_style: 'gothic' })).statusCode).toBe(422);
    const owner = await signUp(ctx);
    await subscribe(owner);
    const call = (await post(owner, '/video/start-call', CALL)).json();
    expect((await post(user, '/video/end-call', { session_id: call.session_id })).statusCode).toBe(404);
  });
});
