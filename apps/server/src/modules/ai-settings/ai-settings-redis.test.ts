import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signUp, uniqueEmail, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { createTwoInstances, describeWithRedis, type TwoInstances } from '../../../test/redis';
import { parseSse, streamedText } from '../../../test/sse';

/** Two instances, one database, one Redis: a save on A switches B's engine through `${prefix}ai-settings`. */
let two: TwoInstances;
let standIn: OpenAiStandIn;

const chat = async (ctx: TestContext, auth: Record<string, string>) =>
  streamedText(parseSse((await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: auth, payload: { message: 'Who buys first?', agent_id: 'marketing' } })).body));

describeWithRedis('Admin → AI across instances (Redis)', () => {
  beforeAll(async () => {
    standIn = await startOpenAiStandIn({ kind: 'ok', chunks: ['Switched', ' on B'] });
    two = await createTwoInstances({ name: 'ai-settings' });
  });
  afterAll(async () => {
    await two?.close();
    await standIn?.close();
  });

  it('a save on A is the engine of the next answer on B', async () => {
    const admin = await signUp(two.a, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
    await two.a.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    const founder = await signUp(two.a);
    expect(await chat(two.b, founder.auth)).not.toBe('Switched on B');
    const put = await two.a.app.inject({ method: 'PUT', url: '/api/v1/admin/ai', headers: admin.auth, payload: { engine: 'openai-compatible', connection: { provider: 'openai-compatible', base_url: standIn.url, model: 'm1' } } });
    expect(put.statusCode, put.body).toBe(200);
    await expect.poll(async () => (await two.b.app.inject({ method: 'GET', url: '/api/v1/admin/ai', headers: admin.auth })).json().engine, { timeout: 2000 }).toBe('openai-compatible');
    expect(await chat(two.b, founder.auth)).toBe('Switched on B');
    expect(standIn.requests.at(-1)!.body.model).toBe('m1');
  });
});
