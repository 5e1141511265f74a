import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs, dataroomUsage, uploadReservations } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';
import { recountStorageUsage } from '../recovery/blob-sweep';
import { registerMaintenanceJobs } from '../recovery/maintenance-jobs';
import type { StorageDriver } from '../../providers/storage';
import type { DataRoomDeps } from './deps';
import { releaseQuota, reserveQuota } from './quota';

const MB = 1024 * 1024;
const ctx = await createTestApp({ config: { dataroom: { quotaBytes: 20 * MB, outdatedDays: 90 } } });
const deps = { db: ctx.db, config: ctx.config } as unknown as DataRoomDeps;
const used = async (userId: string) => Number((await ctx.db.select({ bytes: dataroomUsage.bytes }).from(dataroomUsage).where(eq(dataroomUsage.userId, userId)))[0].bytes);

describe('the storage recount', () => {
  it('keeps what uploads in flight have reserved, so a second upload cannot pass the quota meanwhile', async () => {
    const user = await signUp(ctx);
    const reserved = await reserveQuota(deps, user.userId, 16 * MB);
    expect(reserved.bytes).toBe(16 * MB);
    expect(await used(user.userId)).toBe(16 * MB);
    await recountStorageUsage(ctx.db);
    expect(await used(user.userId)).toBe(16 * MB);
    const rest = await reserveQuota(deps, user.userId, 16 * MB);
    expect(rest.bytes).toBe(4 * MB); // only what is left
    await expect(reserveQuota(deps, user.userId, 1 * MB)).rejects.toMatchObject({ statusCode: 413 });
    await releaseQuota(deps, user.userId, reserved);
    await releaseQuota(deps, user.userId, rest);
    await recountStorageUsage(ctx.db);
    expect(await used(user.userId)).toBe(0);
  });

  it('keeps the uploads in flight of every instance (held in the database, not in one process)', async () => {
    const user = await signUp(ctx);
    // Another instance admitted a 16 MB upload: its hold is a row, and the counter moved there.
    await ctx.db.insert(uploadReservations).values({ userId: user.userId, bytes: 16 * MB, instanceId: 'other:1:abcd' });
    await ctx.db.insert(dataroomUsage).values({ userId: user.userId, bytes: 16 * MB }).onConflictDoUpdate({ target: dataroomUsage.userId, set: { bytes: 16 * MB } });
    await recountStorageUsage(ctx.db);
    expect(await used(user.userId)).toBe(16 * MB);
    expect((await reserveQuota(deps, user.userId, 16 * MB)).bytes).toBe(4 * MB);
    await expect(reserveQuota(deps, user.userId, 1 * MB)).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('the storage sweep', () => {
  it('runs at every start, even when this 6-hour slot already ran', async () => {
    const user = await signUp(ctx);
    // A killed 40 MB upload left the counter high; the slot's sweep had run before the restart.
    await ctx.db.insert(dataroomUsage).values({ userId: user.userId, bytes: 40 * MB }).onConflictDoUpdate({ target: dataroomUsage.userId, set: { bytes: 40 * MB } });
    const slot = new Date(Math.floor(Date.now() / 21_600_000) * 21_600_000).toISOString();
    await ctx.db.insert(backgroundJobs).values({ name: 'storage.sweep', data: {}, singletonKey: `every:21600000:${slot}`, state: 'completed', completedAt: sql`now()` });
    registerMaintenanceJobs(ctx.app.jobs, { db: ctx.db, storage: {} as StorageDriver /* lists nothing: no blob sweep */, log: ctx.app.log });
    await expect.poll(() => used(user.userId), { timeout: 30_000, interval: 200 }).toBe(0);
  }, 60_000);
});
