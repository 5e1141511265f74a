import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { withDatabase } from '../../../test/global-setup';
import { openDatabase, type Db } from '../../db/client';
import { appInstances, chatMessages, chatThreads, creditLedger, dataroomUsage, uploadReservations, users } from '../../db/schema';
import { reserve } from '../billing/ledger';
import type { DataRoomDeps } from '../dataroom/deps';
import { reserveQuota } from '../dataroom/quota';
import { sweepInterrupted } from '../recovery/sweep';
import { registerInstance } from './registry';

const MB = 1024 * 1024;
const ctx: TestContext = await createTestApp({ config: { dataroom: { quotaBytes: 20 * MB, outdatedDays: 90 } } });
const silent = { warn: () => undefined, error: () => undefined };
const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000);

const balance = async (userId: string) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0].b;
const usage = async (userId: string) => Number((await ctx.db.select({ b: dataroomUsage.bytes }).from(dataroomUsage).where(eq(dataroomUsage.userId, userId)))[0]?.b ?? 0);
const isOpen = async (reservationId: string) => (await ctx.db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, `close:${reservationId}`))).length === 0;
const statusOf = async (messageId: string) => (await ctx.db.select({ s: chatMessages.status }).from(chatMessages).where(eq(chatMessages.id, messageId)))[0].s;

/** What an instance holds mid-work: a credit reservation, a "streaming" answer and an upload's quota. */
async function holdWork(db: Db, userId: string) {
  const reservation = await reserve(db, { userId, feature: 'chat_message', credits: 3 });
  const [thread] = await db.insert(chatThreads).values({ userId, title: 'Mid-answer' }).returning();
  const [message] = await db.insert(chatMessages).values({ threadId: thread.id, role: 'assistant', agentId: 'strategic', status: 'streaming', content: 'Half an' }).returning();
  const upload = await reserveQuota({ db, config: ctx.config } as unknown as DataRoomDeps, userId, 8 * MB);
  return { reservation, message, upload };
}

/** Marks the holds as written by `instanceId` (what each of its connections does on PostgreSQL) and makes them old. */
async function ownedBy(instanceId: string, held: Awaited<ReturnType<typeof holdWork>>) {
  await ctx.db.update(creditLedger).set({ instanceId, createdAt: tenMinutesAgo() }).where(eq(creditLedger.idempotencyKey, `reserve:${held.reservation.id}`));
  await ctx.db.update(chatMessages).set({ instanceId, createdAt: tenMinutesAgo() }).where(eq(chatMessages.id, held.message.id));
  await ctx.db.update(uploadReservations).set({ instanceId, createdAt: tenMinutesAgo() }).where(eq(uploadReservations.id, held.upload.id));
}

describe('holds of an instance whose heartbeat lapsed', () => {
  it('are released by the next heartbeat of another instance; a live instance keeps its holds however old', async () => {
    const user = await signUp(ctx);
    const start = await balance(user.userId);
    await ctx.db.insert(appInstances).values([
      { id: 'dead:1:aaaa', hostname: 'dead', pid: 1, storageDriver: 's3', seenAt: sql`now() - interval '2 minutes'` },
      { id: 'alive:2:bbbb', hostname: 'alive', pid: 2, storageDriver: 's3' },
    ]);
    const dead = await holdWork(ctx.db, user.userId);
    await ownedBy('dead:1:aaaa', dead);
    const alive = await holdWork(ctx.db, user.userId);
    await ownedBy('alive:2:bbbb', alive);
    expect(await balance(user.userId)).toBe(start - 6);
    expect(await usage(user.userId)).toBe(16 * MB);

    // The age-based sweep never takes a live instance's holds (a long team turn), nor a lapsed one's: that is the heartbeat's.
    await sweepInterrupted(ctx.db);
    expect(await isOpen(alive.reservation.id)).toBe(true);
    expect(await statusOf(alive.message.id)).toBe('streaming');

    const me = await registerInstance(ctx.db, { storageDriver: 's3', log: silent, heartbeatMs: 3_600_000 });
    expect(await isOpen(dead.reservation.id)).toBe(false);
    expect(await statusOf(dead.message.id)).toBe('incomplete');
    expect(await ctx.db.select().from(uploadReservations).where(eq(uploadReservations.id, dead.upload.id))).toEqual([]);
    expect(await balance(user.userId)).toBe(start - 3); // only the live instance's reservation is still held
    expect(await usage(user.userId)).toBe(8 * MB); // and its upload in flight

    expect(await isOpen(alive.reservation.id)).toBe(true);
    expect(await statusOf(alive.message.id)).toBe('streaming');
    expect((await ctx.db.select({ id: appInstances.id }).from(appInstances)).map((r) => r.id).sort()).toEqual(['alive:2:bbbb', me.id].sort());
    await me.stop();
    await ctx.db.delete(appInstances);
  });
});

// Each PostgreSQL connection of an instance names it (`uc.instance`): two instances in one process, on one database.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on PostgreSQL', () => {
  it('an instance killed mid-work has its reservations, streaming answers and uploads released by the other within a heartbeat of the lapse', async () => {
    const name = (await ctx.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0].name;
    const url = withDatabase(process.env.TEST_DATABASE_URL!, name);
    const b = await openDatabase({ url, instanceId: 'node-b:7:cafe' });
    try {
      const user = await signUp(ctx);
      const start = await balance(user.userId);
      const regB = await registerInstance(b.db, { id: 'node-b:7:cafe', storageDriver: 's3', log: silent, heartbeatMs: 3_600_000 });
      const held = await holdWork(b.db, user.userId);
      // Every hold B wrote names B, without any code passing it.
      const [row] = await ctx.db.select({ instanceId: creditLedger.instanceId }).from(creditLedger).where(eq(creditLedger.idempotencyKey, `reserve:${held.reservation.id}`));
      expect(row.instanceId).toBe(regB.id);
      expect((await ctx.db.select({ i: chatMessages.instanceId }).from(chatMessages).where(eq(chatMessages.id, held.message.id)))[0].i).toBe(regB.id);
      expect((await ctx.db.select({ i: uploadReservations.instanceId }).from(uploadReservations).where(eq(uploadReservations.id, held.upload.id)))[0].i).toBe(regB.id);
      // Rows A writes (no instance set here) name nobody.
      const mine = await reserve(ctx.db, { userId: user.userId, feature: 'document', credits: 2 });
      expect((await ctx.db.select({ i: creditLedger.instanceId }).from(creditLedger).where(eq(creditLedger.idempotencyKey, `reserve:${mine.id}`)))[0].i).toBeNull();

      // A is alive and B is too: A's heartbeat leaves B's fresh holds alone.
      const regA = await registerInstance(ctx.db, { storageDriver: 's3', log: silent, heartbeatMs: 3_600_000 });
      expect(regA.others()).toBe(1);
      expect(await isOpen(held.reservation.id)).toBe(true);
      await regA.stop();

      // B dies (kill -9: no stop, its heartbeat ends); 40 s later its row has lapsed.
      await b.close();
      await ctx.db.update(appInstances).set({ seenAt: sql`now() - interval '40 seconds'` }).where(eq(appInstances.id, regB.id));
      const regA2 = await registerInstance(ctx.db, { storageDriver: 's3', log: silent, heartbeatMs: 3_600_000 });
      expect(await isOpen(held.reservation.id)).toBe(false);
      expect(await statusOf(held.message.id)).toBe('incomplete');
      expect(await ctx.db.select().from(uploadReservations).where(eq(uploadReservations.userId, user.userId))).toEqual([]);
      expect(await balance(user.userId)).toBe(start - 2); // A's own reservation is still held
      expect(await usage(user.userId)).toBe(0);
      expect(regA2.others()).toBe(0);
      await regA2.stop();
    } finally {
      await b.close().catch(() => undefined);
    }
  });
});
