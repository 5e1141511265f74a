import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createLlmProvider } from '../../providers/llm';
import { KEY_REFUSED } from '../../providers/llm/errors';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';

/** A configured model that fails: the offline engine writes the document, says so, and it is free. */
let ctx: TestContext;
let model: OpenAiStandIn;
/** The server's error log, as an operator reads it. */
const log: string[] = [];
beforeAll(async () => {
  model = await startOpenAiStandIn();
  const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'test-key' } });
  ctx = await createTestApp({ llm, logger: { level: 'error', stream: { write: (line: string) => log.push(line) } } });
});
afterAll(() => model.close());

const IDEA = 'PawPal, dog walks on demand for busy city professionals';
const balanceOf = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;
const generate = (auth: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: auth, payload: { document_type: 'business_plan', startup_idea: IDEA } });

describe('POST /documents/generate when the model fails', () => {
  it('falls back to the offline engine, says so in the response and charges nothing', async () => {
    model.behaviour = { kind: 'error', status: 500, message: 'model crashed' };
    const user = await signUp(ctx);
    const res = await generate(user.auth);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      engine: 'offline',
      credits_charged: 0,
      fallback_reason: 'The AI model failed, so the offline engine wrote this document instead. No credits were charged for it.',
      remaining_credits: ctx.config.signupCredits,
    });
    expect(await balanceOf(user.userId)).toBe(ctx.config.signupCredits);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/documents', headers: user.auth })).json();
    expect(JSON.stringify(listed)).toContain(res.json().document_id);
  });

  it('a refused key or an answer that does not parse falls back the same way, free', async () => {
    model.behaviour = { kind: 'error', status: 401, message: 'bad key' };
    const refused = await generate((await signUp(ctx)).auth);
    // The founder: the AI is unavailable (the key is the operator's business); the operator: the key is wrong.
    expect(refused.json()).toMatchObject({ engine: 'offline', credits_charged: 0, fallback_reason: 'The AI is unavailable right now. The offline engine wrote this document instead; no credits were charged for it.' });
    expect(log.join('\n')).toContain(KEY_REFUSED);

    model.behaviour = { kind: 'ok', chunks: ['not the JSON sections the writer asked for'] };
    const user = await signUp(ctx);
    const unparsable = await generate(user.auth);
    expect(unparsable.json()).toMatchObject({ engine: 'offline', credits_charged: 0 });
    expect(unparsable.json().fallback_reason).toContain('offline engine');
  });

  it('a busy provider (429, Retry-After: 7) tells the founder when to try again', async () => {
    model.behaviour = { kind: 'error', status: 429, message: 'rate limited', headers: { 'retry-after': '7' } };
    const res = await generate((await signUp(ctx)).auth);
    expect(res.json()).toMatchObject({
      engine: 'offline',
      credits_charged: 0,
      fallback_reason: 'The AI provider is busy; try again in 7 s. The offline engine wrote this document instead; no credits were charged for it.',
    });
  });
});
