import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { users } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /admin/jobs', () => {
  it('shows superusers the jobs with state, attempts and last error, filtered and paginated; others are refused', async () => {
    const admin = await signUp(ctx);
    await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    ctx.app.jobs.work('test.flaky', { maxAttempts: 1 }, async () => {
      throw new Error('remote refused');
    });
    await ctx.app.jobs.send('test.flaky', {});
    await ctx.app.jobs.idle();

    const list = async (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/jobs${query}`, headers: admin.auth });
    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.map((j: { name: string }) => j.name)).toEqual(expect.arrayContaining(['test.flaky', 'billing.renewals']));
    const failed = (await list('?state=failed')).json();
    expect(failed).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(failed.items[0]).toMatchObject({ name: 'test.flaky', state: 'failed', attempts: 1, max_attempts: 1, last_error: 'remote refused', started_at: expect.any(String), completed_at: expect.any(String) });
    const paged = (await list('?page=2&page_size=1')).json();
    expect(paged).toMatchObject({ page: 2, page_size: 1, total: all.json().total });
    expect(paged.items).toHaveLength(1);
    expect((await list('?state=broken')).statusCode).toBe(422);

    const user = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: user.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/jobs' })).statusCode).toBe(401);
  });
});
