import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, users } from '../../db/schema';
import { createTestApp, signUp, uniqueEmail, TEST_PASSWORD } from '../../../test/helpers';

// Revenue is every paid invoice (purchases, subscriptions, plan changes), net of refunds: one
// figure in the stats, the users list, the user detail and the CSV.
const ctx = await createTestApp();
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const get = (user: User, url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });

describe('admin revenue', () => {
  it('counts subscriptions, plan changes and purchases, and agrees across stats, users, detail and CSV', async () => {
    const admin = await signUp(ctx, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
    await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    const founder = await signUp(ctx);

    const sub = await post(founder, '/billing/create-subscription', { plan_id: 'professional' });
    expect((await post(founder, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: sub.json().client_secret })).statusCode).toBe(200);
    const upgrade = await post(founder, '/billing/change-plan', { plan_id: 'max' });
    expect(upgrade.statusCode).toBe(200);
    expect(upgrade.json().amount_charged).toBeGreaterThan(100);

    const paidCents = (await ctx.db.select().from(invoices).where(eq(invoices.userId, founder.userId)))
      .filter((i) => i.status === 'paid')
      .reduce((sum, i) => sum + i.amountCents, 0);
    expect(paidCents).toBeGreaterThan(upgrade.json().amount_charged * 100); // the subscription and the upgrade
    const expected = paidCents / 100;

    const stats = (await get(admin, '/admin/stats')).json();
    expect(stats.total_revenue).toBeCloseTo(expected, 2);

    const listed = (await get(admin, `/admin/users?search=${encodeURIComponent(founder.email)}`)).json();
    expect(listed.items[0].total_spent).toBeCloseTo(expected, 2);
    const detail = (await get(admin, `/admin/users/${founder.userId}`)).json();
    expect(detail.user.total_spent).toBeCloseTo(expected, 2);
    // The detail's payments list shows every payment, the upgrade too, and adds up to its own revenue figure.
    const payments = detail.payments as { amount: number; status: string; description: string }[];
    expect(payments.some((p) => /Upgrade Professional → Max/.test(p.description))).toBe(true);
    const listedPaid = payments.filter((p) => p.status === 'paid' || p.status === 'refunded').reduce((sum, p) => sum + p.amount, 0);
    expect(listedPaid).toBeCloseTo(detail.user.total_spent, 2);

    const csv = (await get(admin, '/admin/users/export')).body;
    const row = csv.split('\r\n').find((line) => line.startsWith(founder.email));
    expect(row?.split(',').at(-1)).toBe(expected.toFixed(2));
  });
});
