import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, testConfig, type TestContext } from '../../../test/helpers';
import { buildApp, type App } from '../../app';
import { backgroundJobs, invoices, subscriptions } from '../../db/schema';
import { RENEWALS_JOB } from './renewals';

/** Issue 18: renewals are an hourly job, so two instances starting together renew a due plan once. */
let ctx: TestContext;
const others: App[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  for (const app of others) await app.close();
});

const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

describe('subscription renewals as a job', () => {
  it('a renewal due now runs once with two app instances on one database', async () => {
    const user = await signUp(ctx);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-subscription', headers: user.auth, payload: { plan_id: 'developer' } });
    const paid = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/test/confirm-payment', headers: user.auth, payload: { ...GOOD_CARD, client_secret: created.json().client_secret } });
    expect(paid.statusCode, paid.body).toBe(200);
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    await ctx.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, sub.id));
    // A new hour: this hour's run (done when the first app started) is forgotten.
    await ctx.db.delete(backgroundJobs).where(eq(backgroundJobs.name, RENEWALS_JOB));

    const start = () => buildApp({ config: testConfig(), database: ctx.database, closeDatabase: false, logger: false });
    const [a, b] = await Promise.all([start(), start()]);
    others.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    // Three instances share the database now (the first app's queue polls too): wait for the run, wherever it happens.
    let runs = await ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, RENEWALS_JOB));
    for (let i = 0; i < 500 && runs.some((r) => r.state !== 'completed'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      runs = await ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, RENEWALS_JOB));
    }
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, user.userId))).toHaveLength(2);
    const [renewed] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
  });
});
