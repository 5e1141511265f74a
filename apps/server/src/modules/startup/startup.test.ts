import type { StartupModel } from '@uc/startup-model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startupModels, startupModelVersions } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';
import { recordStatements } from '../../../test/statements';
import { getStartupModelForUser } from './service';

const ctx = await createTestApp();
const URL = '/api/v1/startup/model';
type User = Awaited<ReturnType<typeof signUp>>;

const PROFILE = {
  startup_name: 'ClinicFlow',
  idea: 'Scheduling software for independent physiotherapy clinics',
  stage: 'mvp',
  industry: 'Healthcare software',
  target_customers: 'independent physiotherapy clinics',
  business_model: 'Subscription, $149 per clinic per month',
  team_size: 3,
} as const;

async function founder(profile: object = PROFILE): Promise<User> {
  const user = await signUp(ctx);
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile });
  expect(res.statusCode).toBe(200);
  return user;
}
const get = (user: User) => ctx.app.inject({ method: 'GET', url: URL, headers: user.auth });
const put = (user: User, model: unknown, base_version: number) => ctx.app.inject({ method: 'PUT', url: URL, headers: user.auth, payload: { model, base_version } });
/** The first price-like driver of the model (its key depends on the archetype). */
const price = (model: StartupModel) => model.assumptions.find((a) => a.unit === 'money' && a.group === 'revenue')!;
const withValue = (model: StartupModel, key: string, value: number): StartupModel => ({
  ...model,
  assumptions: model.assumptions.map((a) => (a.key === key ? { ...a, value, provenance: 'founder' as const, basis: 'Set on the Startup screen' } : a)),
});
/** A new in-bounds price, different from the current one. */
const newPrice = (model: StartupModel) => {
  const p = price(model);
  const next = p.value + 2000;
  return p.max !== undefined && next > p.max ? p.value - 1000 : next;
};

describe('startup model', () => {
  it('is built from the profile until saved, then saved as versions', async () => {
    const user = await founder();
    const first = await get(user);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ version: 0, updated_at: null, profile: { startup_name: 'ClinicFlow', team_size: 3 } });
    expect(body.model).toMatchObject({ name: 'ClinicFlow', currency: 'USD', schema_version: 1 });
    expect(body.model.classification.reasons.length).toBeGreaterThan(0);

    const value = newPrice(body.model);
    const key = price(body.model).key;
    const saved = await put(user, withValue(body.model, key, value), 0);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1 });

    const again = (await get(user)).json();
    expect(again.version).toBe(1);
    expect(Date.parse(again.updated_at)).not.toBeNaN();
    expect(again.model.assumptions.find((a: { key: string }) => a.key === key)).toMatchObject({ value, provenance: 'founder' });
    const [row] = await ctx.db.select().from(startupModels).where(eq(startupModels.userId, user.userId));
    expect(row.version).toBe(1);
    const versions = await ctx.db.select().from(startupModelVersions).where(eq(startupModelVersions.userId, user.userId));
    expect(versions.map((v) => [v.version, v.source])).toEqual([[1, 'edit']]);
  });

  it('reads a saved market count from the populations data of today, never the stale one it was saved with', async () => {
    const user = await founder({ ...PROFILE, idea: 'Shared calendar app for households in Italy', target_customers: 'households in Italy', business_model: '€3 per month' });
    const built = (await get(user)).json().model as StartupModel;
    const tam = (m: StartupModel) => m.assumptions.find((a) => a.key === 'tam_customers')!;
    expect(tam(built).value).toBe(25_850_000);
    expect((await put(user, built, 0)).statusCode).toBe(200);
    // The row as an older populations table wrote it (ISTAT's count before it was checked).
    const [row] = await ctx.db.select().from(startupModels).where(eq(startupModels.userId, user.userId));
    const stale = { ...row.model, assumptions: row.model.assumptions.map((a) => (a.key === 'tam_customers'
      ? { ...a, value: 26_000_000, basis: '26,000,000 private households in Italy (ISTAT, households (famiglie), 2023; confirm at istat.it)' } : a)) };
    await ctx.db.update(startupModels).set({ model: stale }).where(eq(startupModels.userId, user.userId));
    const read = (await get(user)).json();
    expect(read.version).toBe(1);
    expect(tam(read.model)).toEqual(tam(built));
    // The founder's own count is never replaced.
    const mine = withValue(read.model, 'tam_customers', 1_000_000);
    expect((await put(user, mine, 1)).statusCode).toBe(200);
    expect(tam((await get(user)).json().model)).toMatchObject({ value: 1_000_000, provenance: 'founder' });
  });

  it('refuses a save from a stale version with 409 and writes nothing', async () => {
    const user = await founder();
    const { model } = (await get(user)).json();
    expect((await put(user, model, 0)).statusCode).toBe(200);
    const stale = await put(user, withValue(model, price(model).key, newPrice(model)), 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed elsewhere/);
    const ahead = await put(user, model, 7);
    expect(ahead.statusCode).toBe(409);
    const rows = await ctx.db.select().from(startupModelVersions).where(eq(startupModelVersions.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect((await get(user)).json().model.assumptions).toEqual(model.assumptions);
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const user = await founder();
    const { model } = (await get(user)).json();
    const key = price(model).key;
    for (const base of [0, 1]) {
      const results = await Promise.all([put(user, withValue(model, key, newPrice(model)), base), put(user, withValue(model, key, newPrice(model) + 100), base)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
    const rows = await ctx.db.select().from(startupModelVersions).where(eq(startupModelVersions.userId, user.userId));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2]);
  });

  it('refuses bad input with 422', async () => {
    const user = await founder();
    const { model } = (await get(user)).json() as { model: StartupModel };
    const p = price(model);
    const cases: [string, unknown][] = [
      ['unknown key', { ...model, assumptions: [...model.assumptions, { ...p, key: 'made_up_driver' }] }],
      ['repeated key', { ...model, assumptions: [...model.assumptions, p] }],
      ['unknown currency', { ...model, currency: 'ABC' }],
      ['lower-case currency', { ...model, currency: 'usd' }],
      ['unknown field', { ...model, secret: 1 }],
      ['unknown archetype', { ...model, archetype: 'crypto_casino' }],
      ['fractional money', withValue(model, p.key, p.value + 0.5)],
      ['negative cash', { ...model, starting_cash: -1 }],
      ['use of funds not summing to the ask', { ...model, funding: { ...model.funding, amount: 100_000_00, use_of_funds: [{ label: 'Product', amount: 1 }] } }],
    ];
    if (p.max !== undefined) cases.push(['above the bound', withValue(model, p.key, p.max + 100)]);
    for (const [name, bad] of cases) {
      const res = await put(user, bad, 0);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().detail, name).toBeTruthy();
    }
    // JSON's 1e400 parses as Infinity: refused, never stored.
    const infinite = JSON.stringify({ model, base_version: 0 }).replace(`"value":${p.value}`, '"value":1e400');
    const res = await ctx.app.inject({ method: 'PUT', url: URL, headers: { ...user.auth, 'content-type': 'application/json' }, payload: infinite });
    expect(res.statusCode).toBe(422);
    expect(await ctx.db.select().from(startupModels).where(eq(startupModels.userId, user.userId))).toEqual([]);
    expect((await ctx.app.inject({ method: 'POST', url: `${URL}/rebuild`, headers: user.auth, payload: { base_version: 0, archetype: 'nope' } })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/versions?page_size=1000`, headers: user.auth })).statusCode).toBe(422);
  });

  it("never shows one founder's model or versions to another", async () => {
    const ada = await founder();
    const { model } = (await get(ada)).json();
    const secret = withValue(model, price(model).key, newPrice(model));
    expect((await put(ada, secret, 0)).statusCode).toBe(200);

    const bob = await founder({ startup_name: 'Bob Rentals', business_model: 'Peer-to-peer rentals, 15% commission per booking' });
    const mine = (await get(bob)).json();
    expect(mine.version).toBe(0);
    expect(mine.model.name).toBe('Bob Rentals');
    expect(mine.profile.startup_name).toBe('Bob Rentals');
    const list = await ctx.app.inject({ method: 'GET', url: `${URL}/versions`, headers: bob.auth });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const other = await ctx.app.inject({ method: 'GET', url: `${URL}/versions/1`, headers: bob.auth });
    expect(other.statusCode).toBe(404);
    // Bob saving at version 0 makes his own row; Ada's stays at version 1 with her price.
    expect((await put(bob, mine.model, 0)).statusCode).toBe(200);
    expect((await get(ada)).json().model.assumptions).toEqual(secret.assumptions);
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('lists versions newest first, paginated, and returns each one', async () => {
    const user = await founder();
    let { model, version } = (await get(user)).json();
    const key = price(model).key;
    const values: number[] = [];
    for (let i = 0; i < 3; i++) {
      const value = price(model).value + 100 * (i + 1);
      values.push(value);
      const res = await put(user, withValue(model, key, value), version);
      ({ model, version } = res.json());
    }
    const page1 = (await ctx.app.inject({ method: 'GET', url: `${URL}/versions?page=1&page_size=2`, headers: user.auth })).json();
    expect(page1).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page1.items.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    expect(page1.items[0]).toMatchObject({ source: 'edit', currency: 'USD', archetype: model.archetype });
    const page2 = (await ctx.app.inject({ method: 'GET', url: `${URL}/versions?page=2&page_size=2`, headers: user.auth })).json();
    expect(page2.items.map((v: { version: number }) => v.version)).toEqual([1]);
    const v2 = (await ctx.app.inject({ method: 'GET', url: `${URL}/versions/2`, headers: user.auth })).json();
    expect(price(v2.model).value).toBe(values[1]);
  });

  it('sets the archetype on the founder’s word and keeps it over the classification', async () => {
    const user = await founder();
    const before = (await get(user)).json();
    const picked = before.model.archetype === 'marketplace' ? 'services' : 'marketplace';
    const res = await ctx.app.inject({ method: 'POST', url: `${URL}/rebuild`, headers: user.auth, payload: { base_version: 0, archetype: picked } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 1, model: { archetype: picked, archetype_source: 'founder' } });
    const stale = await ctx.app.inject({ method: 'POST', url: `${URL}/rebuild`, headers: user.auth, payload: { base_version: 0 } });
    expect(stale.statusCode).toBe(409);
    const reclassified = await ctx.app.inject({ method: 'POST', url: `${URL}/rebuild`, headers: user.auth, payload: { base_version: 1 } });
    expect(reclassified.json()).toMatchObject({ version: 2, model: { archetype: before.model.archetype, archetype_source: 'classified' } });
    const versions = await ctx.db.select().from(startupModelVersions).where(eq(startupModelVersions.userId, user.userId));
    expect(versions.map((v) => v.source).sort()).toEqual(['archetype', 'rebuild']);
  });

  it("keeps the founder's values when the profile changes, and reads the new profile", async () => {
    const user = await founder();
    const { model } = (await get(user)).json();
    const key = price(model).key;
    const value = newPrice(model);
    expect((await put(user, withValue(model, key, value), 0)).statusCode).toBe(200);
    const edit = await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { startup_name: 'ClinicFlow Pro', team_size: 5 } });
    expect(edit.statusCode).toBe(200);
    const after = (await get(user)).json();
    expect(after.model.name).toBe('ClinicFlow Pro');
    expect(after.model.team.starting_headcount).toBe(5);
    expect(after.model.assumptions.find((a: { key: string }) => a.key === key)).toMatchObject({ value, provenance: 'founder' });
  });

  it('reads the model for the chat and the documents in one statement', async () => {
    const user = await founder();
    // Nothing saved: built from the profile once, then remembered until the profile changes.
    const first = await recordStatements(ctx.db).during(() => getStartupModelForUser(ctx.db, user.userId));
    expect(first.seen).toHaveLength(1);
    expect((await getStartupModelForUser(ctx.db, user.userId)).model).toBe(first.result.model);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { team_size: 4 } });
    expect((await getStartupModelForUser(ctx.db, user.userId)).model.team.starting_headcount).toBe(4);

    const { model } = (await get(user)).json();
    expect((await put(user, model, 0)).statusCode).toBe(200);
    const { result, seen } = await recordStatements(ctx.db).during(() => getStartupModelForUser(ctx.db, user.userId));
    expect(seen).toHaveLength(1);
    expect(result.version).toBe(1);
  });
});
