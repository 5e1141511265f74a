import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { dataroomFileVersions, dataroomUsage } from '../../db/schema';
import { multipart } from './test-files';

const MB = 1024 * 1024;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { dataroom: { quotaBytes: 5 * MB, outdatedDays: 90 } } });
});

describe('storage quota under parallel uploads', () => {
  it('twenty parallel 1 MB uploads against a 5 MB quota store at most 5 MB; the rest get 413', async () => {
    const user = await signUp(ctx);
    const send = (i: number, raw: boolean) => {
      const content = Buffer.alloc(MB - 100, `row ${i},`);
      if (raw) return ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files?filename=r${i}.csv`, headers: { ...user.auth, 'content-type': 'application/octet-stream' }, payload: content });
      const body = multipart(`m${i}.csv`, content);
      return ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...user.auth, ...body.headers }, payload: body.payload });
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i, i % 2 === 0)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 413)).toBe(true);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThan(0);
    const stored = (await ctx.db.select({ size: dataroomFileVersions.size }).from(dataroomFileVersions).where(eq(dataroomFileVersions.userId, user.userId))).reduce((n, v) => n + v.size, 0);
    expect(stored).toBeLessThanOrEqual(5 * MB);
    // Reservations of refused uploads were given back: the counter is exactly what is stored.
    const [usage] = await ctx.db.select().from(dataroomUsage).where(eq(dataroomUsage.userId, user.userId));
    expect(usage.bytes).toBe(stored);
  });
});
