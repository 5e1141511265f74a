import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';
import { loadAgentContext } from '../agents/context';
import { agentRequest } from '../agents/runner';
import type { LlmProvider } from '../../providers/llm';

/**
 * One truth (issue 35 §6): a confirmed price is restated in the profile's words in the same write,
 * and the prompts built afterwards carry the new price only.
 */
const ctx = await createTestApp();
const URL = '/api/v1/startup/model';
const PROFILE = {
  startup_name: 'Ledgerly',
  idea: 'Bookkeeping app for UK freelancers.',
  stage: 'mvp',
  industry: 'Accounting software',
  target_customers: 'Freelancers in the UK',
  business_model: 'Subscription at £8 a month',
  team_size: 2,
};

async function founder(profile: object) {
  const user = await signUp(ctx);
  expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile })).statusCode).toBe(200);
  return user;
}

const confirm = (auth: Record<string, string>, key: string, value: number, base_version: number) =>
  ctx.app.inject({ method: 'POST', url: `${URL}/assumption`, headers: auth, payload: { key, value, base_version } });

/** The context loader only asks whether the model is offline (no data-room search then). */
const OFFLINE = { kind: 'offline' } as LlmProvider;

/** The system prompt the chat builds for this founder now (the chat's own reads of profile and model). */
async function chatPrompt(userId: string) {
  const { profile, ...context } = await loadAgentContext(ctx.db, OFFLINE, userId, 'What should we charge?');
  return agentRequest({ agentId: 'strategic', message: 'What should we charge?', profile, context }).system;
}

describe('one truth after a confirmed change', () => {
  it('restates the price in the profile, and the chat prompt built after it carries the new price only', async () => {
    const user = await founder(PROFILE);
    // The chat read the profile before the change (and may remember it).
    expect(await chatPrompt(user.userId)).toContain('£8 a month');
    const res = await confirm(user.auth, 'price_per_month', 1000, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().wording).toEqual({ updated: [{ field: 'business_model', before: '£8 a month', after: '£10 a month' }], ask: [] });
    expect(res.json().profile.business_model).toBe('Subscription at £10 a month');

    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/startup-profile', headers: user.auth })).json();
    expect(profile.business_model).toBe('Subscription at £10 a month');
    const read = (await ctx.app.inject({ method: 'GET', url: URL, headers: user.auth })).json();
    expect(read.model.assumptions.find((a: { key: string }) => a.key === 'price_per_month')).toMatchObject({ value: 1000, provenance: 'founder' });
    expect(read.questions.filter((q: { id: string }) => q.id !== 'market-size')).toEqual([]);
    expect(read.version).toBe(1);

    const prompt = await chatPrompt(user.userId);
    expect(prompt).toContain('£10 a month');
    expect(prompt).not.toMatch(/£8\b/);
  });

  it('asks about a range instead of rewriting it, and the prompt still carries one price', async () => {
    const user = await founder({ ...PROFILE, business_model: 'Subscription; freelancers said they would pay £8–10 a month' });
    const res = await confirm(user.auth, 'price_per_month', 1200, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().wording.updated).toEqual([]);
    expect(res.json().wording.ask).toEqual([
      { field: 'business_model', quote: '£8–10 a month', question: 'Your profile still says "£8–10 a month": update it?' },
    ]);
    expect(res.json().profile.business_model).toContain('£8–10 a month');
    const prompt = await chatPrompt(user.userId);
    expect(prompt).toContain('£12 a month');
    expect(prompt).not.toMatch(/£8\b|£8–10/);
  });

  it('a stale or refused change writes neither the model nor the profile', async () => {
    const user = await founder(PROFILE);
    expect((await confirm(user.auth, 'price_per_month', 1000, 3)).statusCode).toBe(409);
    expect((await confirm(user.auth, 'price_per_month', -5, 0)).statusCode).toBe(422);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/startup-profile', headers: user.auth })).json();
    expect(profile.business_model).toBe('Subscription at £8 a month');
  });

  it('documents the wording in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.components.schemas.ProfileWording.properties).toHaveProperty('ask');
  });
});
