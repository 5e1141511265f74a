import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessions, users } from '../../db/schema';
import { createTestApp, signUp, testConfig, type TestContext } from '../../../test/helpers';
import { startLiveKitStandIn } from '../../../test/livekit-stand-in';

const apiKey = 'APIstandin';
const apiSecret = 'stand-in-secret-that-is-long-enough-for-hs256';
let ctx: TestContext;
let livekit: Awaited<ReturnType<typeof startLiveKitStandIn>>;

beforeAll(async () => {
  livekit = await startLiveKitStandIn({ apiKey, apiSecret });
  ctx = await createTestApp({ config: { livekit: { ...testConfig().livekit, url: livekit.url, apiKey, apiSecret } } });
});
afterAll(() => livekit.close());

type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const balance = async (userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;
const secret = new TextEncoder().encode(apiSecret);

async function webhook(event: object, sign: (body: string) => Promise<string> = (b) => livekit.signWebhook(b)) {
  const body = JSON.stringify(event);
  return ctx.app.inject({ method: 'POST', url: '/api/v1/livekit/webhook', headers: { 'content-type': 'application/webhook+json', authorization: await sign(body) }, payload: body });
}

describe('live sessions on LiveKit', () => {
  it('creates the room through RoomService with an empty timeout and max participants, and mints a narrow join token', async () => {
    const user = await signUp(ctx);
    const res = await post(user, '/livekit/sessions', { agent_ids: ['strategic'], session_type: 'video' });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({ mode: 'livekit', url: livekit.url, status: 'connecting' });

    const create = livekit.calls.find((c) => c.method === 'CreateRoom' && c.body.name === s.room_name)!;
    expect(create.body).toMatchObject({ name: s.room_name, emptyTimeout: 300, maxParticipants: 10 });
    // The SDK authenticates each call with a short-lived admin token signed by the API secret.
    const admin = await jwtVerify(create.authorization.replace(/^Bearer /, ''), secret, { issuer: apiKey });
    expect(admin.payload.video).toMatchObject({ roomCreate: true });

    const { payload } = await jwtVerify(s.token, secret, { issuer: apiKey });
    expect(payload.sub).toBe(user.userId);
    expect(payload.video).toEqual({ roomJoin: true, room: s.room_name, canPublish: true, canPublishData: true, canSubscribe: true });
    expect(payload.exp! - payload.nbf!).toBe(ctx.config.livekit.maxSessionMinutes * 60);
    expect(decodeJwt(s.token).name).toBe('Ada Founder');
  });

  it('connects only once the room lists the user; replies go to the room as data; end deletes the room and settles', async () => {
    const user = await signUp(ctx);
    const s = (await post(user, '/livekit/sessions', { agent_ids: ['product'], session_type: 'voice' })).json();
    const pending = await post(user, `/livekit/sessions/${s.id}/start`, { audio_enabled: true });
    expect(pending.json().status).toBe('connecting');
    expect(livekit.calls.some((c) => c.method === 'ListParticipants' && c.body.room === s.room_name)).toBe(true);

    livekit.participants.set(s.room_name, [{ identity: user.userId, name: 'Ada Founder' }]);
    const joined = await post(user, `/livekit/sessions/${s.id}/start`, { audio_enabled: true });
    expect(joined.json().status).toBe('connected');
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits - 5);

    const sent = await post(user, `/livekit/sessions/${s.id}/messages`, { participant_id: user.userId, message: 'What should our MVP include?' });
    expect(sent.statusCode).toBe(200);
    const data = livekit.calls.find((c) => c.method === 'SendData' && c.body.room === s.room_name)!;
    // Proto3 JSON leaves out zero values, and RELIABLE is DataPacket.Kind 0: absent means reliable.
    expect(data.body.kind ?? 'RELIABLE').toBe('RELIABLE');
    expect(data.body.kind).not.toBe('LOSSY');
    const packet = JSON.parse(Buffer.from(String(data.body.data), 'base64').toString('utf8'));
    expect(packet).toMatchObject({ content: sent.json().replies[0].content, type: 'chat', agent_id: 'product' });
    expect(typeof packet.timestamp).toBe('string');

    const end = await post(user, `/livekit/sessions/${s.id}/end`);
    expect(end.json()).toMatchObject({ status: 'disconnected', credits_charged: 5 });
    const del = livekit.calls.find((c) => c.method === 'DeleteRoom' && c.body.room === s.room_name)!;
    expect((await jwtVerify(del.authorization.replace(/^Bearer /, ''), secret)).payload.video).toMatchObject({ roomCreate: true });
    expect(livekit.rooms.has(s.room_name)).toBe(false);
  });

  it('the webhook: a valid participant_joined connects, a tampered body is 401 and changes nothing, a replay changes nothing, room_finished ends', async () => {
    const user = await signUp(ctx);
    const s = (await post(user, '/livekit/sessions', { agent_ids: ['operations'], session_type: 'video' })).json();
    await post(user, `/livekit/sessions/${s.id}/start`);
    const joined = { id: 'EV_join_1', event: 'participant_joined', room: { name: s.room_name }, participant: { identity: user.userId }, createdAt: '1' };

    const tampered = await webhook(joined, async (body) => livekit.signWebhook(body.replace('participant_joined', 'participant_left')));
    expect(tampered.statusCode).toBe(401);
    const wrongKey = await webhook(joined, async (body) => livekit.signWebhook(body, 'another-secret-that-is-long-enough-0000'));
    expect(wrongKey.statusCode).toBe(401);
    const [before] = await ctx.db.select().from(liveSessions).where(eq(liveSessions.id, s.id));
    expect(before.status).toBe('connecting');

    const ok = await webhook(joined);
    expect(ok.json()).toEqual({ received: true, result: 'applied' });
    const [after] = await ctx.db.select().from(liveSessions).where(eq(liveSessions.id, s.id));
    expect(after.status).toBe('connected');

    const replay = await webhook(joined);
    expect(replay.json().result).toBe('duplicate');

    const finished = await webhook({ id: 'EV_fin_1', event: 'room_finished', room: { name: s.room_name }, createdAt: '2' });
    expect(finished.json().result).toBe('applied');
    const [final] = await ctx.db.select().from(liveSessions).where(eq(liveSessions.id, s.id));
    expect(final).toMatchObject({ status: 'disconnected', creditsCharged: 5 });
    expect(await balance(user.userId)).toBe(ctx.config.signupCredits - 5);
  });

  it('a LiveKit failure at creation is a 502 with a clear detail, not a session', async () => {
    const user = await signUp(ctx);
    await livekit.close();
    const res = await post(user, '/livekit/sessions', { agent_ids: ['strategic'], session_type: 'video' });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toMatch(/LiveKit/);
  });
});
