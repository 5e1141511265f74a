import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';

const ctx = await createTestApp();
const URL = '/api/v1/startup/model';
const PROFILE = {
  startup_name: 'CEPcheck',
  idea: 'Address validation API for Brazilian checkouts: R$ 0,09 por endereço validado.',
  stage: 'mvp',
  industry: 'Developer tools',
  target_customers: 'Brazilian online shops',
  business_model: 'Usage-based API',
  team_size: 2,
};

type Q = { id: string; key: string | null; question: string };
/** Questions about figures the founder wrote; the market's own question ('market-size') is checked apart. */
const figureQuestions = (qs: Q[]) => qs.filter((q) => q.id !== 'market-size');

async function founder(profile: object) {
  const user = await signUp(ctx);
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile });
  expect(res.statusCode).toBe(200);
  return user;
}

describe('startup model questions', () => {
  it('asks about a stated figure no assumption took, and drops the question once it is answered', async () => {
    const user = await founder(PROFILE);
    const read = await ctx.app.inject({ method: 'GET', url: URL, headers: user.auth });
    expect(read.statusCode).toBe(200);
    const [q, ...rest] = figureQuestions(read.json().questions);
    expect(rest).toEqual([]);
    // Brazilian online shops have no official count in the model's table: the market is asked about, not borrowed.
    expect(read.json().questions.find((x: Q) => x.id === 'market-size')).toMatchObject({ key: 'tam_customers', question: expect.stringContaining('in Brazil?') });
    expect(q).toMatchObject({ quote: expect.stringContaining('R$ 0,09'), options: expect.arrayContaining([{ key: 'price_per_1000_calls', label: expect.any(String), value: 9000 }]) });

    const answer = await ctx.app.inject({
      method: 'POST', url: `${URL}/assumption`, headers: user.auth, payload: { key: 'price_per_1000_calls', value: 9000, base_version: 0 },
    });
    expect(answer.statusCode).toBe(200);
    expect(figureQuestions(answer.json().questions)).toEqual([]);
    const model = answer.json().model as { assumptions: { key: string; value: number; provenance: string }[] };
    expect(model.assumptions.find((a) => a.key === 'price_per_1000_calls')).toMatchObject({ value: 9000, provenance: 'founder' });
    expect(figureQuestions((await ctx.app.inject({ method: 'GET', url: URL, headers: user.auth })).json().questions)).toEqual([]);
  });

  it('asks nothing when every stated figure is used, and keeps one founder’s questions from another', async () => {
    const used = await founder({ ...PROFILE, idea: 'Scheduling software for clinics', business_model: 'Subscription, $149 per clinic per month' });
    expect(figureQuestions((await ctx.app.inject({ method: 'GET', url: URL, headers: used.auth })).json().questions)).toEqual([]);
    const other = await signUp(ctx);
    expect(figureQuestions((await ctx.app.inject({ method: 'GET', url: URL, headers: other.auth })).json().questions)).toEqual([]);
  });

  it('documents the questions in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.components.schemas.StartupQuestion.properties).toHaveProperty('options');
    expect(doc.components.schemas.StartupModelResponse.required).toContain('questions');
  });
});
