import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { DENTAL_CLINIC_PROFILE, putStartupProfile } from '../../../test/startup-fixtures';
import { parseSse, streamedText } from '../../../test/sse';

/**
 * Issue 42, the offline engine: the startup model and the advisor's reading of it are remembered
 * per user and version; a changed price or a changed profile still reaches the very next answer.
 */
let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
const profile = DENTAL_CLINIC_PROFILE;
const putProfile = (p: Record<string, unknown>) => putStartupProfile(ctx, user.auth, p);
const answer = async (message: string) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message, agent_id: 'strategic' } });
  expect(res.statusCode, res.body).toBe(200);
  return streamedText(parseSse(res.body));
};
const PRICE = /From the startup model: revenue per \w+: (\$[\d.,]+) a month/;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx);
  await putProfile(profile);
});

describe('offline answers after a change', () => {
  it('the same question twice gives the same numbers; a confirmed new price is in the next answer', async () => {
    const first = await answer('How much should we charge?');
    expect(first.match(PRICE)?.[1]).toBe('$149');
    expect((await answer('How much should we charge?')).match(PRICE)?.[1]).toBe('$149');
    const read = (await ctx.app.inject({ method: 'GET', url: '/api/v1/startup/model', headers: user.auth })).json();
    const set = await ctx.app.inject({ method: 'POST', url: '/api/v1/startup/model/assumption', headers: user.auth, payload: { key: 'price_per_month', value: 11900, base_version: read.version } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await answer('How much should we charge?')).match(PRICE)?.[1]).toBe('$119');
  });

  it('a changed country in the profile is in the next answer', async () => {
    expect(await answer('What should we do first?')).toMatch(/_Based on the startup model: ChairTime, [^_]*United States/);
    await putProfile({ ...profile, business_model: '$119 per clinic per month subscription', idea: 'Scheduling and patient reminders for dental clinics in Canada' });
    const next = await answer('What should we do first?');
    expect(next).toMatch(/_Based on the startup model: ChairTime, [^_]*Canada/);
    expect(next).not.toMatch(/_Based on the startup model: ChairTime, [^_]*United States/);
  });
});
