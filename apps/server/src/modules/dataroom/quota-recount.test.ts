import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataroomUsage } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';
import { recountStorageUsage } from '../recovery/blob-sweep';
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
    expect(await used(user.userId)).toBe(16 * MB);
    await recountStorageUsage(ctx.db);
    expect(await used(user.userId)).toBe(16 * MB);
    await expect(reserveQuota(deps, user.userId, 16 * MB)).resolves.toBe(4 * MB); // only what is left
    await expect(reserveQuota(deps, user.userId, 1 * MB)).rejects.toMatchObject({ statusCode: 413 });
    await releaseQuota(deps, user.userId, reserved);
    await releaseQuota(deps, user.userId, 4 * MB);
    await recountStorageUsage(ctx.db);
    expect(await used(user.userId)).toBe(0);
  });
});
