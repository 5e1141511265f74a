import { StartupModelResponseSchema } from '@uc/contract';
import { assumptionBounds, type StartupModel } from '@uc/startup-model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startupModels, startupModelVersions } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';

/*
 * One value must never brick a founder's startup model: a value out of its bounds answers 422 and
 * writes nothing, and a model stored before the bounds existed is repaired at read, never a 500.
 */
const ctx = await createTestApp();
const URL = '/api/v1/startup/model';
type User = Awaited<ReturnType<typeof signUp>>;

const PROFILE = { startup_name: 'ClinicFlow', idea: 'Scheduling software for physiotherapy clinics', stage: 'mvp', business_model: 'Subscription, $149 per clinic per month' };

async function founder(): Promise<User> {
  const user = await signUp(ctx);
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: PROFILE });
  expect(res.statusCode).toBe(200);
  return user;
}
const get = (user: User) => ctx.app.inject({ method: 'GET', url: URL, headers: user.auth });
const confirm = (user: User, key: string, value: number, base_version = 0) =>
  ctx.app.inject({ method: 'POST', url: `${URL}/assumption`, headers: user.auth, payload: { key, value, base_version } });
const rows = async (user: User) => ({
  models: await ctx.db.select().from(startupModels).where(eq(startupModels.userId, user.userId)),
  versions: await ctx.db.select().from(startupModelVersions).where(eq(startupModelVersions.userId, user.userId)),
});

describe('assumption bounds on every write path', () => {
  it('a confirmed value above its bound answers 422 and writes nothing; the model still reads', async () => {
    const user = await founder();
    // 1e16 (beyond the wire), 1e14 cents ($1 trillion a month: within the wire, not a price), 2^53.
    for (const value of [1e16, 1e14, 2 ** 53, -1]) {
      const res = await confirm(user, 'price_per_month', value);
      expect(res.statusCode, String(value)).toBe(422);
      expect(res.json().detail, String(value)).toMatch(/between|less than|greater than|too (big|small)/i);
    }
    expect(await rows(user)).toEqual({ models: [], versions: [] });
    expect((await get(user)).statusCode).toBe(200);
    // The bound itself is accepted, and the saved model reads back.
    const max = assumptionBounds('price_per_month', 'USD')!.max;
    expect((await confirm(user, 'price_per_month', max)).statusCode).toBe(200);
    const read = await get(user);
    expect(read.statusCode).toBe(200);
    expect(read.json().model.assumptions.find((a: { key: string }) => a.key === 'price_per_month').value).toBe(max);
  });

  it('a saved model with a value above its bound answers 422', async () => {
    const user = await founder();
    const { model } = (await get(user)).json() as { model: StartupModel };
    const priced = { ...model, assumptions: model.assumptions.map((a) => (a.key === 'price_per_month' ? { ...a, value: 1e14, max: 1e15 } : a)) };
    const res = await ctx.app.inject({ method: 'PUT', url: URL, headers: user.auth, payload: { model: priced, base_version: 0 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Price per account per month must be between $0 and $10,000,000');
    expect(await rows(user)).toEqual({ models: [], versions: [] });
  });

  it('a stored model with an out-of-bounds value is repaired at read (never a 500 loop), and can be edited again', async () => {
    const user = await founder();
    const { model } = (await get(user)).json() as { model: StartupModel };
    const broken = {
      ...model,
      assumptions: model.assumptions.map((a) => (a.key === 'price_per_month' ? { ...a, value: 1e16, provenance: 'founder' as const, basis: 'set by you' } : a)),
      funding: { ...model.funding, amount: 1e16, use_of_funds: [] },
    };
    const profile = { ...PROFILE, industry: null, target_customers: null, team_size: null } as never;
    await ctx.db.insert(startupModels).values({ userId: user.userId, model: broken, version: 1, profile, updatedAt: new Date() });
    const read = await get(user);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(StartupModelResponseSchema.safeParse(body).success).toBe(true);
    const price = body.model.assumptions.find((a: { key: string }) => a.key === 'price_per_month');
    expect(price.value).toBeLessThanOrEqual(assumptionBounds('price_per_month')!.max);
    expect(price.provenance).toBe('default');
    expect(price.basis).toMatch(/outside its bounds/);
    // The founder can fix it from the screen: a confirm on the stored version is saved.
    expect((await confirm(user, 'price_per_month', 19900, body.version)).statusCode).toBe(200);
    expect((await get(user)).json().model.assumptions.find((a: { key: string }) => a.key === 'price_per_month').value).toBe(19900);
  });

  it('a model saved before its archetype gained a driver reads with its default (the profile’s words)', async () => {
    const user = await signUp(ctx);
    const brava = { startup_name: 'Brava', idea: 'Bike repair at the customer’s door in Lisbon', stage: 'idea',
      business_model: '€25 per visit' };
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: brava });
    const { model } = (await get(user)).json() as { model: StartupModel };
    expect(model.archetype).toBe('services');
    const old = { ...model, assumptions: model.assumptions.filter((a) => a.key !== 'hours_per_client_month') };
    const profile = { ...brava, industry: null, target_customers: null, team_size: null } as never;
    const row = { userId: user.userId, model: old, version: 1, profile, updatedAt: new Date() };
    await ctx.db.insert(startupModels).values(row);
    const read = (await get(user)).json();
    const visits = read.model.assumptions.find((a: { key: string }) => a.key === 'hours_per_client_month');
    expect([visits.value, visits.provenance, read.version]).toEqual([1, 'default', 1]);
  });

  it('a stored model that cannot be read answers a clear 409 and a rebuild from the profile recovers it', async () => {
    const user = await founder();
    await ctx.db.insert(startupModels).values({ userId: user.userId, model: { schema_version: 99, archetype: 'crypto_casino' } as never, version: 4, profile: {} as never, updatedAt: new Date() });
    const read = await get(user);
    expect(read.statusCode).toBe(409);
    expect(read.json().detail).toMatch(/cannot be read.*rebuild/i);
    const rebuilt = await ctx.app.inject({ method: 'POST', url: `${URL}/rebuild`, headers: user.auth, payload: { base_version: 4 } });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.json().version).toBe(5);
    expect((await get(user)).statusCode).toBe(200);
  });
});
