import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { creditLedger, dataroomUsage, invoices, payments, projects, subscriptions, users } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { multipart } from '../dataroom/test-files';
import { eraseAccount } from './account-erasure';
import { recountStorageUsage, sweepOrphanBlobs } from './blob-sweep';

let ctx: TestContext;
let root: string;
let storage: ReturnType<typeof createLocalStorage>;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'uc-erasure-'));
  storage = createLocalStorage(root);
  ctx = await createTestApp({ storage });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };
const files = async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));

describe('account deletion', () => {
  it('a direct delete of a user row cannot erase its money records (ON DELETE RESTRICT); erasure moves them first', async () => {
    const user = await signUp(ctx);
    await expect(ctx.db.delete(users).where(eq(users.id, user.userId))).rejects.toThrow();
    expect((await ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId))).length).toBeGreaterThan(0);
    const { placeholderId } = await eraseAccount(ctx.db, undefined, user.userId);
    expect(placeholderId).toBeTruthy();
    expect((await ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, placeholderId!))).length).toBeGreaterThan(0);
  });

  it('keeps subscriptions with the invoices they billed (accounting records), whatever else the account holds', async () => {
    const user = await signUp(ctx);
    // A subscription and its invoice, and no other money record (no ledger row, no payment).
    await ctx.db.delete(creditLedger).where(eq(creditLedger.userId, user.userId));
    const [sub] = await ctx.db.insert(subscriptions).values({ userId: user.userId, planId: 'developer', providerRef: `sub_erasure_${user.userId}`, status: 'active' }).returning();
    await ctx.db.insert(invoices).values({ userId: user.userId, number: `UC-ERASE-${user.userId.slice(0, 8)}`, sourceRef: `invoice:erasure-${user.userId}`, amountCents: 4999, credits: 0, description: 'Developer plan', status: 'paid' });
    // The database itself refuses to drop a subscription with its user.
    await expect(ctx.db.delete(users).where(eq(users.id, user.userId))).rejects.toThrow();
    const { placeholderId } = await eraseAccount(ctx.db, undefined, user.userId);
    expect(placeholderId).toBeTruthy();
    const [kept] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(kept).toMatchObject({ userId: placeholderId, status: 'canceled' });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, placeholderId!))).toHaveLength(1);
  });

  it('deletes every stored file and personal row, and keeps payments, invoices and the ledger anonymised', async () => {
    const user = await signUp(ctx);
    const up = (name: string, query = '') => {
      const body = multipart(name, Buffer.from(`notes of ${name}`));
      return ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files${query}`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
    };
    const file = (await up('a.txt')).json();
    const body = multipart('a2.txt', Buffer.from('second version'));
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files/${file.id}/versions`, headers: { ...user.auth, ...body.headers }, payload: body.payload })).statusCode).toBe(201);
    await up('b.md');
    const intent = (await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-payment-intent', headers: user.auth, payload: { package_name: 'Starter Pack' } })).json();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/test/confirm-payment', headers: user.auth, payload: { ...GOOD_CARD, client_secret: intent.client_secret } })).statusCode).toBe(200);
    expect((await files()).filter((f) => f.startsWith(`users/${user.userId}/`))).toHaveLength(3);

    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect((await files()).filter((f) => f.includes(user.userId))).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);

    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, intent.payment_id));
    expect(payment.userId).not.toBe(user.userId);
    const [holder] = await ctx.db.select().from(users).where(eq(users.id, payment.userId));
    expect(holder).toMatchObject({ name: 'Deleted account', isActive: false });
    expect(holder.email).not.toContain(user.email.split('@')[0]);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.userId, holder.id))).toHaveLength(1);
    const [{ sum }] = await ctx.db.select({ sum: sql<string>`sum(${creditLedger.delta})` }).from(creditLedger).where(eq(creditLedger.userId, holder.id));
    expect(Number(sum)).toBe(holder.creditBalance);
    expect(holder.creditBalance).toBe(200);
    // The placeholder cannot sign in.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: holder.email, password: 'any-password-at-all' } })).statusCode).toBe(401);
  });
});

describe('account deletion and deployed apps', () => {
  it("deletes the account's deployed-app and preview files at once, not at the next sweep; others' stay", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const [mine] = await ctx.db.insert(projects).values({ userId: owner.userId, name: 'Mine', template: 'react-app', slug: 'mine-erase', deployId: 'd1' }).returning();
    const [theirs] = await ctx.db.insert(projects).values({ userId: other.userId, name: 'Theirs', template: 'react-app', slug: 'theirs-keep', deployId: 'd2' }).returning();
    const put = (key: string) => storage.put(key, Readable.from([Buffer.from('<h1>app</h1>')]));
    await put('apps/mine-erase/d1/index.html');
    await put(`previews/${mine.id}/tok/index.html`);
    await put('apps/theirs-keep/d2/index.html');
    await put(`previews/${theirs.id}/tok/index.html`);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: owner.auth });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const left = await files();
    expect(left.filter((f) => f.includes('mine-erase') || f.includes(mine.id))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining([path.join('apps', 'theirs-keep', 'd2', 'index.html'), path.join('previews', theirs.id, 'tok', 'index.html')]));
  });
});

describe('start-up sweep of interrupted uploads', () => {
  it('stops a live plan at the payments provider before anything is deleted', async () => {
    const user = await signUp(ctx);
    const sub = (await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-subscription', headers: user.auth, payload: { plan_id: 'developer' } })).json();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/test/confirm-payment', headers: user.auth, payload: { ...GOOD_CARD, client_secret: sub.client_secret } })).statusCode).toBe(200);
    const [live] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(live.status).toBe('active');

    const refused = eraseAccount(ctx.db, undefined, user.userId, async () => {
      throw new Error('provider unreachable');
    });
    await expect(refused).rejects.toThrow('provider unreachable');
    expect(await ctx.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(1);

    const cancelled: string[] = [];
    await eraseAccount(ctx.db, undefined, user.userId, async (ref) => void cancelled.push(ref));
    expect(cancelled).toEqual([live.providerRef]);
    const [kept] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, live.id));
    expect(kept.status).toBe('canceled');
  });

  it('removes old blobs without rows and .partial files, keeps stored files and recent blobs, and recounts usage', async () => {
    const user = await signUp(ctx);
    const body = multipart('kept.txt', Buffer.from('kept'));
    await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...user.auth, ...body.headers }, payload: body.payload });
    const dir = path.join(root, 'users', user.userId);
    await mkdir(dir, { recursive: true });
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const name of ['orphan-blob', 'torn-upload.partial', 'fresh-upload']) await writeFile(path.join(dir, name), 'x');
    await utimes(path.join(dir, 'orphan-blob'), old, old);
    await utimes(path.join(dir, 'torn-upload.partial'), old, old);
    const keptBefore = (await files()).filter((f) => f.startsWith(`users/${user.userId}/`) && !/orphan|torn|fresh/.test(f));
    await ctx.db.update(dataroomUsage).set({ bytes: 999_999 }).where(eq(dataroomUsage.userId, user.userId));

    const { removed } = await sweepOrphanBlobs(ctx.db, createLocalStorage(root));
    expect(removed.sort()).toEqual([`users/${user.userId}/orphan-blob`, `users/${user.userId}/torn-upload.partial`]);
    const after = (await files()).filter((f) => f.startsWith(`users/${user.userId}/`));
    expect(after.sort()).toEqual([...keptBefore, `users/${user.userId}/fresh-upload`].sort());

    await recountStorageUsage(ctx.db);
    const [usage] = await ctx.db.select().from(dataroomUsage).where(eq(dataroomUsage.userId, user.userId));
    expect(usage.bytes).toBe(4);
  });
});
