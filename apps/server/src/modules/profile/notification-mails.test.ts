import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';

// With "Email notifications" on (the default), every paid invoice sends a receipt and every
// finished document a "ready" mail; with it off, none.
const ctx = await createTestApp({ documentMailWindowMs: 50 });
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
type User = Awaited<ReturnType<typeof signUp>>;
const post = (user: User, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function buyPackage(user: User) {
  const created = await post(user, '/billing/create-payment-intent', { package_name: 'starter' });
  expect(created.statusCode, created.body).toBe(200);
  expect((await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: created.json().client_secret })).statusCode).toBe(200);
}

async function waitFor<T>(read: () => Promise<T[]>, n: number): Promise<T[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await read();
    if (rows.length >= n) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

describe('notification e-mails', () => {
  it('sends a receipt for a purchase, a subscription and a plan change', async () => {
    const user = await signUp(ctx);
    await buyPackage(user);
    const sub = await post(user, '/billing/create-subscription', { plan_id: 'professional' });
    await post(user, '/billing/test/confirm-payment', { ...GOOD_CARD, client_secret: sub.json().client_secret });
    expect((await post(user, '/billing/change-plan', { plan_id: 'max' })).statusCode).toBe(200);
    const receipts = (await waitFor(() => mailsTo(user.email), 4)).filter((m) => m.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(3);
    expect(receipts.map((m) => m.text).join('\n')).toMatch(/Upgrade Professional → Max/);
    expect(receipts.every((m) => /UC-\d{4}-\d{6}/.test(m.subject))).toBe(true);
  });

  it('sends no receipt and no document mail when e-mail notifications are off', async () => {
    const user = await signUp(ctx);
    const off = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/notifications', headers: user.auth, payload: { emailNotifications: false, pushNotifications: false, marketingEmails: false, securityAlerts: true } });
    expect(off.statusCode, off.body).toBe(200);
    await buyPackage(user);
    const doc = await post(user, '/documents/generate', { document_type: 'market_analysis', startup_idea: 'Route planning for independent couriers' });
    expect(doc.statusCode, doc.body).toBe(201);
    await new Promise((r) => setTimeout(r, 400));
    const mails = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, user.email)));
    expect(mails.filter((m) => /Receipt|ready/.test(m.subject))).toHaveLength(0);
  });

  it('tells the founder when a document is ready, with its name', async () => {
    const user = await signUp(ctx);
    const doc = await post(user, '/documents/generate', { document_type: 'market_analysis', startup_idea: 'Route planning for independent couriers' });
    expect(doc.statusCode, doc.body).toBe(201);
    const ready = (await waitFor(() => mailsTo(user.email), 2)).filter((m) => /ready/i.test(m.subject));
    expect(ready).toHaveLength(1);
    expect(ready[0].text).toContain(doc.json().filename);
  });
});
