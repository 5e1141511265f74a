import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startTavusStandIn } from '../../../test/tavus-stand-in';

type User = Awaited<ReturnType<typeof signUp>>;
const balance = async (ctx: TestContext, userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;

describe('avatars without Tavus', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  const get = (u: User, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: u.auth });

  it('each agent has its illustrated avatar; an unknown agent is 404 with the spec text', async () => {
    const user = await signUp(ctx);
    const res = await get(user, '/tavus/avatars/marketing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'local-marketing', agent_id: 'marketing', name: 'Morgan Marketing', description: expect.any(String), videoUrl: null, thumbnailUrl: '/avatars/marketing.svg', status: 'ready', provider: 'local' });
    const bad = await get(user, '/tavus/avatars/ceo');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().detail).toBe('Invalid agent ID for Tavus avatar');
  });

  it('generate answers 503 saying Tavus is not configured, with no video URL and no charge', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/tavus/generate', headers: user.auth, payload: { agent_id: 'strategic', script: 'Welcome to our startup.' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Tavus is not configured on this server (set TAVUS_API_KEY). Nothing was charged.' });
    expect(await balance(ctx, user.userId)).toBe(ctx.config.signupCredits);
    expect((await get(user, '/tavus/videos')).json()).toMatchObject({ items: [], configured: false, total: 0 });
  });
});

describe('avatars with Tavus', () => {
  let ctx: TestContext;
  let tavus: Awaited<ReturnType<typeof startTavusStandIn>>;
  beforeAll(async () => {
    tavus = await startTavusStandIn();
    ctx = await createTestApp({ config: { tavus: { apiKey: 'tavus-test-key', baseUrl: tavus.baseUrl } } });
  });
  afterAll(() => tavus.close());
  const get = (u: User, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: u.auth });

  it('the avatar is the agent’s Tavus replica', async () => {
    const user = await signUp(ctx);
    const res = await get(user, '/tavus/avatars/product');
    expect(res.json()).toMatchObject({ id: 'r-sam', provider: 'tavus', videoUrl: 'https://tavus.example/sam.mp4', thumbnailUrl: '/avatars/product.svg' });
    expect(tavus.calls.every((c) => c.apiKey === 'tavus-test-key')).toBe(true);
  });

  it('generate creates a Tavus video for 10 credits; its status is refreshed until ready; another user cannot see it', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/tavus/generate', headers: user.auth, payload: { agent_id: 'strategic', script: 'Our seed round, in one minute.' } });
    expect(res.statusCode).toBe(200);
    const video = res.json();
    expect(video).toMatchObject({ agent_id: 'strategic', status: 'queued', video_url: null, remaining_credits: ctx.config.signupCredits - 10 });
    const sent = tavus.calls.find((c) => c.method === 'POST' && c.path === '/v2/videos')!;
    expect(sent.body).toMatchObject({ replica_id: 'r-alex', script: 'Our seed round, in one minute.' });

    expect((await get(user, `/tavus/videos/${video.id}`)).json()).toMatchObject({ status: 'generating', video_url: null });
    tavus.finish('v-1');
    expect((await get(user, `/tavus/videos/${video.id}`)).json()).toMatchObject({ status: 'ready', video_url: 'https://videos.tavus.example/v-1' });
    expect((await get(user, '/tavus/videos')).json()).toMatchObject({ configured: true, total: 1 });

    const other = await signUp(ctx);
    expect((await get(other, `/tavus/videos/${video.id}`)).statusCode).toBe(404);
    expect((await get(other, '/tavus/videos')).json().total).toBe(0);
  });

  it('a video call with the tavus provider opens a Tavus conversation', async () => {
    const user = await signUp(ctx);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-subscription', headers: user.auth, payload: { plan_id: 'developer' } });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/billing/test/confirm-payment',
      headers: user.auth,
      payload: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123', client_secret: created.json().client_secret },
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/video/start-call', headers: user.auth, payload: { agent_type: 'strategic', avatar_provider: 'tavus' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ avatar_id: 'r-alex', conversation_url: 'https://tavus.daily.co/c-1' });
    expect(tavus.calls.find((c) => c.path === '/v2/conversations')!.body).toMatchObject({ replica_id: 'r-alex' });
  });
});
