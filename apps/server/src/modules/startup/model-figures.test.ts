import { afterAll, describe, expect, it } from 'vitest';
import { createLlmProvider } from '../../providers/llm';
import { createTestApp, signUp } from '../../../test/helpers';
import { startOpenAiStandIn } from '../../../test/openai-stand-in';

/**
 * With a model configured, the model also reads the founder's figures (structured output); the
 * reader refuses what the founder did not write, and what passes is a question to confirm.
 */
const model = await startOpenAiStandIn();
const ctx = await createTestApp({ llm: await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in', apiKey: 'k' } }) });
afterAll(async () => {
  await ctx.app.close();
  await model.close();
});

const URL = '/api/v1/startup/model';
const PROFILE = {
  startup_name: 'Ledgerly',
  idea: 'Bookkeeping app for UK freelancers: we lose about 4 in every 100 customers each month.',
  stage: 'mvp',
  industry: 'Accounting software',
  target_customers: 'Freelancers in the UK',
  business_model: 'Subscription',
  team_size: 2,
};

type Question = { id: string; key: string | null; quote: string; options: { key: string; value: number }[] };

describe('figures read by a configured model', () => {
  it('refuses the invented figure; the real one becomes a question, confirmed only by the founder', async () => {
    const user = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: PROFILE })).statusCode).toBe(200);
    model.behaviour = {
      kind: 'ok',
      chunks: [JSON.stringify({ figures: [
        // Real: the founder wrote it (in words the offline reader does not place).
        { key: 'monthly_churn', value: 4, currency: null, quote: 'we lose about 4 in every 100 customers each month' },
        // Invented: no £19 anywhere in the profile.
        { key: 'price_per_month', value: 19, currency: 'GBP', quote: 'Bookkeeping app for UK freelancers' },
      ] })],
    };
    const res = await ctx.app.inject({ method: 'GET', url: URL, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const questions = res.json().questions as Question[];
    const fromModel = questions.filter((q) => q.id.startsWith('model-'));
    expect(fromModel).toEqual([expect.objectContaining({ key: 'monthly_churn', quote: 'we lose about 4 in every 100 customers each month', options: [{ key: 'monthly_churn', label: expect.any(String), value: 4 }] })]);
    expect(JSON.stringify(questions)).not.toContain('19');
    // Structured output was asked for, with the founder's words.
    const req = model.requests.at(-1)!;
    expect(req.body.response_format).toBeDefined();
    expect(JSON.stringify(req.messages)).toContain('4 in every 100 customers');
    // Not the founder's until they answer.
    const churn = () => ctx.app.inject({ method: 'GET', url: URL, headers: user.auth }).then((r) => r.json());
    expect((await churn()).model.assumptions.find((a: { key: string }) => a.key === 'monthly_churn')).toMatchObject({ provenance: 'default' });
    const answer = await ctx.app.inject({ method: 'POST', url: `${URL}/assumption`, headers: user.auth, payload: { key: 'monthly_churn', value: 4, base_version: 0 } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().model.assumptions.find((a: { key: string }) => a.key === 'monthly_churn')).toMatchObject({ value: 4, provenance: 'founder' });
    expect((answer.json().questions as Question[]).filter((q) => q.id.startsWith('model-'))).toEqual([]);
  });

  it('a failing model leaves exactly the offline reader’s questions', async () => {
    const user = await signUp(ctx);
    const profile = { ...PROFILE, idea: 'Address validation API for Brazilian checkouts: R$ 0,09 por endereço validado.' };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile })).statusCode).toBe(200);
    model.behaviour = { kind: 'error', status: 500, message: 'down' };
    const res = await ctx.app.inject({ method: 'GET', url: URL, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const questions = res.json().questions as Question[];
    // The market question (no official count for these customers) is not a figure question.
    expect(questions.filter((q) => q.id !== 'market-size').map((q) => q.id.startsWith('model-'))).toEqual([false]);
    expect(questions[0].quote).toContain('R$ 0,09');
  });
});
