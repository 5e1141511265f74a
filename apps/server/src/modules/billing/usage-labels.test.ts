import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_PASSWORD, uniqueEmail, type TestContext } from '../../../test/helpers';
import { users } from '../../db/schema';

/** Usage rows name what was used: the app, the live session and its agents, the video call's agent. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const get = (user: User, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

describe('usage rows', () => {
  it('name the app, the live session with its agents and the video call with its agent (billing usage and admin activity)', async () => {
    const user = await signUp(ctx);
    // A paid plan, for the video call.
    const created = await post(user, '/billing/create-subscription', { plan_id: 'professional' });
    expect((await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: created.json().client_secret })).statusCode).toBe(200);

    const app = await post(user, '/bolt/chat/generate', { prompt: 'Create a vue habit tracker for runners', conversation_history: [], include_technical_agent: true, enable_composio_api: false, agent_ids: [] });
    expect(app.statusCode, app.body).toBe(200);
    const appName = app.json().projectData.name as string;

    const session = (await post(user, '/livekit/sessions', { agent_ids: ['strategic', 'marketing'], session_type: 'voice' })).json();
    expect((await post(user, `/livekit/sessions/${session.id}/start`, { audio_enabled: true })).statusCode).toBe(200);
    expect((await post(user, `/livekit/sessions/${session.id}/end`)).statusCode).toBe(200);

    const call = await post(user, '/video/start-call', { agent_type: 'marketing', avatar_provider: 'local', avatar_style: 'casual', voice_style: 'calm', livekit_enabled: true, call_type: 'video' });
    expect(call.statusCode, call.body).toBe(200);

    const usage = await get(user, '/billing/usage');
    expect(usage.statusCode).toBe(200);
    const descriptions = usage.json().entries.map((e: { description: string }) => e.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([`App — ${appName}`, 'Voice session — Alex Strategic and Morgan Marketing', 'Video call — Morgan Marketing']),
    );
    expect(descriptions).not.toContain('App generation');
    expect(descriptions).not.toContain('Agent session');

    const admin = await signUp(ctx, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
    await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    const activity = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/activity?page_size=100&user_id=${user.userId}`, headers: admin.auth });
    expect(activity.statusCode, activity.body).toBe(200);
    const adminDescriptions = activity.json().items.map((a: { description: string }) => a.description);
    expect(adminDescriptions).toEqual(
      expect.arrayContaining([`App — ${appName}`, 'Voice session — Alex Strategic and Morgan Marketing', 'Video call — Morgan Marketing']),
    );
  });
});
