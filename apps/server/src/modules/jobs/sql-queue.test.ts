import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { backgroundJobs } from '../../db/schema';
import type { JobQueue } from './queue';
import { createSqlJobQueue, WORKER_STOPPED } from './sql-queue';

let database: Database;
const queues: JobQueue[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop({ timeoutMs: 100 });
  await database.close();
});

const queue = (pollMs = 20) => {
  const q = createSqlJobQueue({ db: database.db, pollMs });
  queues.push(q);
  return q;
};
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not met');
};
const row = async (id: string) => (await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0];

describe('SQL job queue', () => {
  it('runs each job once across two instances on one database, and a schedule once per period', async () => {
    const [a, b] = [queue(), queue()];
    const seen: string[] = [];
    const ticks: string[] = [];
    for (const [q, who] of [[a, 'a'], [b, 'b']] as const) {
      q.work<{ n: number }>('once.test', { concurrency: 3 }, async (job) => {
        seen.push(`${job.data.n}`);
        await new Promise((r) => setTimeout(r, 5));
      });
      q.work('once.tick', {}, async () => void ticks.push(who));
      q.schedule('once.tick', 3_600_000);
    }
    for (let n = 0; n < 12; n++) await a.send('once.test', { n });
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.idle(), b.idle()]);
    expect(seen.sort()).toEqual(Array.from({ length: 12 }, (_, n) => `${n}`).sort());
    expect(ticks).toHaveLength(1);
    // A singleton key queues at most one job.
    expect(await a.send('once.test', { n: 99 }, { singletonKey: 'k' })).toEqual(expect.any(String));
    expect(await b.send('once.test', { n: 100 }, { singletonKey: 'k' })).toBeNull();
  });

  it('retries with backoff and records the last error; a job out of attempts fails', async () => {
    const q = queue();
    const runs: { attempt: number; at: number }[] = [];
    q.work<{ failTimes: number }>('retry.test', { maxAttempts: 3, backoffMs: 40 }, async (job) => {
      runs.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt <= job.data.failTimes) throw new Error(`boom ${job.attempt}`);
    });
    await q.start();
    const ok = (await q.send('retry.test', { failTimes: 2 }))!;
    await until(async () => (await row(ok)).state === 'completed');
    expect(await row(ok)).toMatchObject({ state: 'completed', attempts: 3, lastError: 'boom 2' });
    const mine = runs.splice(0);
    expect(mine.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(mine[1].at - mine[0].at).toBeGreaterThanOrEqual(35); // 40 ms, then 80 ms (database clock vs ours: a small margin)
    expect(mine[2].at - mine[1].at).toBeGreaterThanOrEqual(75);

    const bad = (await q.send('retry.test', { failTimes: 9 }))!;
    await until(async () => (await row(bad)).state === 'failed');
    expect(await row(bad)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
    expect((await row(bad)).completedAt).toBeInstanceOf(Date);
  });

  it('a job whose worker dies is taken over by another instance once its lease lapses', async () => {
    const [a, b] = [queue(), queue()];
    const started: number[] = [];
    let aborted = false;
    a.work('takeover.test', { leaseMs: 150 }, (job) => {
      started.push(job.attempt);
      return new Promise((_, reject) => job.signal.addEventListener('abort', () => ((aborted = true), reject(job.signal.reason))));
    });
    const done: number[] = [];
    b.work('takeover.test', { leaseMs: 150 }, async (job) => void done.push(job.attempt));
    const id = (await a.send('takeover.test', {}))!;
    await a.start();
    await until(() => started.length === 1);
    await a.stop({ graceful: false });
    expect(aborted).toBe(true);
    expect(await row(id)).toMatchObject({ state: 'active' }); // nothing recorded by the dead worker
    await b.start();
    await until(async () => (await row(id)).state === 'completed');
    expect(done).toEqual([2]);
    expect(await row(id)).toMatchObject({ attempts: 2 });
  });

  it('a job out of attempts when its worker dies is failed by the next instance, not run again', async () => {
    const [a, b] = [queue(), queue()];
    let started = 0;
    a.work('dies.test', { leaseMs: 150, maxAttempts: 1 }, (job) => {
      started++;
      return new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason)));
    });
    let ranOnB = false;
    b.work('dies.test', { leaseMs: 150, maxAttempts: 1 }, async () => void (ranOnB = true));
    const id = (await a.send('dies.test', {}))!;
    await a.start();
    await until(() => started === 1);
    await a.stop({ graceful: false });
    await b.start();
    await until(async () => (await row(id)).state === 'failed');
    expect(await row(id)).toMatchObject({ attempts: 1, lastError: WORKER_STOPPED });
    expect(ranOnB).toBe(false);
  });

  it('lists jobs newest first with a state filter', async () => {
    const q = queue();
    const failed = await q.list({ state: 'failed', page: 1, pageSize: 10 });
    expect(failed.total).toBe(2);
    expect(failed.items.map((j) => j.name).sort()).toEqual(['dies.test', 'retry.test']);
    expect(failed.items.find((j) => j.name === 'retry.test')).toMatchObject({ lastError: 'boom 3' });
    const all = await q.list({ page: 1, pageSize: 5 });
    expect(all.total).toBeGreaterThan(5);
    expect(all.items).toHaveLength(5);
    expect(all.items[0].createdAt.getTime()).toBeGreaterThanOrEqual(all.items[4].createdAt.getTime());
  });
});
