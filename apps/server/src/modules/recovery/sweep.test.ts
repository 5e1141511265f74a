import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { chatMessages, chatThreads, creditLedger, documentJobs, users, type DocumentJobEntry } from '../../db/schema';
import { heldReservationIds, reserve, settle } from '../billing/ledger';
import { INTERRUPTED, sweepInterrupted } from './sweep';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const balance = async (userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;
const ledgerSum = async (userId: string) =>
  Number((await ctx.db.select({ s: sql<number>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, userId)))[0].s);
const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000);

const entry = (type: string, status: DocumentJobEntry['status']): DocumentJobEntry => ({ type, title: type, status, fileId: null, filename: null, size: null, error: null, finishedAt: status === 'completed' ? tenMinutesAgo().toISOString() : null });

describe('sweep of work interrupted by a crash', () => {
  it('releases stale reservations, marks streaming answers incomplete and fails running suites; live work is untouched', async () => {
    const user = await signUp(ctx);
    const start = await balance(user.userId);
    // What a kill -9 leaves: two reservations, a streaming answer, a running suite.
    const stale = await reserve(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 3 });
    await ctx.db.update(creditLedger).set({ createdAt: tenMinutesAgo() }).where(eq(creditLedger.idempotencyKey, `reserve:${stale.id}`));
    await reserve(ctx.db, { userId: user.userId, feature: 'document', credits: 2 }); // a live reservation: not swept
    const [thread] = await ctx.db.insert(chatThreads).values({ userId: user.userId, title: 'Crash' }).returning();
    const [old] = await ctx.db.insert(chatMessages).values({ threadId: thread.id, role: 'assistant', agentId: 'strategic', status: 'streaming', content: 'Half an', createdAt: tenMinutesAgo() }).returning();
    const [fresh] = await ctx.db.insert(chatMessages).values({ threadId: thread.id, role: 'assistant', agentId: 'product', status: 'streaming' }).returning();
    const [job] = await ctx.db
      .insert(documentJobs)
      .values({ userId: user.userId, startupIdea: 'x', documents: [entry('business_plan', 'completed'), entry('pitch_deck', 'generating'), entry('market_analysis', 'pending')], createdAt: tenMinutesAgo() })
      .returning();
    const [liveJob] = await ctx.db.insert(documentJobs).values({ userId: user.userId, startupIdea: 'y', documents: [entry('pitch_deck', 'generating')] }).returning();
    expect(await balance(user.userId)).toBe(start - 5);

    const swept = await sweepInterrupted(ctx.db);
    expect(swept).toEqual({ reservations: 1, messages: 1, jobs: 1 });
    expect(await balance(user.userId)).toBe(start - 2); // only the live reservation is still held
    expect(await ledgerSum(user.userId)).toBe(await balance(user.userId));
    const statusOf = async (id: string) => (await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0];
    expect(await statusOf(old.id)).toMatchObject({ status: 'incomplete', content: 'Half an' });
    expect((await statusOf(fresh.id)).status).toBe('streaming');
    const [after] = await ctx.db.select().from(documentJobs).where(eq(documentJobs.id, job.id));
    expect(after.status).toBe('partial');
    expect(after.finishedAt).not.toBeNull();
    expect(after.documents.map((d) => [d.status, d.error])).toEqual([
      ['completed', null],
      ['error', INTERRUPTED],
      ['error', INTERRUPTED],
    ]);
    expect((await ctx.db.select().from(documentJobs).where(eq(documentJobs.id, liveJob.id)))[0].status).toBe('running');

    // Running it again changes nothing; a sweep with no age limit (a single instance at start) takes the rest.
    expect(await sweepInterrupted(ctx.db)).toEqual({ reservations: 0, messages: 0, jobs: 0 });
    expect(await sweepInterrupted(ctx.db, { olderThanMs: -1000 })).toEqual({ reservations: 1, messages: 1, jobs: 1 });
    expect(await balance(user.userId)).toBe(start);
    expect(await ledgerSum(user.userId)).toBe(start);
  });

  it('leaves a reservation alone, however old, while a generation of this process still holds it', async () => {
    const user = await signUp(ctx);
    const start = await balance(user.userId);
    const running = await reserve(ctx.db, { userId: user.userId, feature: 'chat_message', credits: 6 });
    await ctx.db.update(creditLedger).set({ createdAt: tenMinutesAgo() }).where(eq(creditLedger.idempotencyKey, `reserve:${running.id}`));
    expect(heldReservationIds().has(running.id)).toBe(true);
    expect((await sweepInterrupted(ctx.db, { held: heldReservationIds() })).reservations).toBe(0);
    expect(await balance(user.userId)).toBe(start - 6);
    await settle(ctx.db, running, 6);
    expect(heldReservationIds().has(running.id)).toBe(false);
  });
});
