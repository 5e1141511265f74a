import { describe, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createSqlJobQueue } from './sql-queue';

/**
 * Figures, not a timed test: BENCH_JOBS=1 npx vitest run src/modules/jobs/queue.bench.test.ts
 * (add TEST_DATABASE_URL for PostgreSQL). Throughput of 200 trivial jobs with one and two queue
 * instances on one database, and the delay from send to handler on a started queue.
 */
describe.skipIf(!process.env.BENCH_JOBS)('job queue figures', () => {
  it('prints throughput and latency', async () => {
    const database = await createTestDatabase();
    const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    for (const instances of [1, 2]) {
      const name = `bench.${instances}`;
      const queues = Array.from({ length: instances }, () => createSqlJobQueue({ db: database.db, pollMs: 50 }));
      let done = 0;
      for (const q of queues) q.work(name, { concurrency: 4 }, async () => void done++);
      const N = 200;
      for (let i = 0; i < N; i++) await queues[0].send(name, { i });
      const t0 = performance.now();
      await Promise.all(queues.map((q) => q.start()));
      while (done < N) await new Promise((r) => setTimeout(r, 5));
      const ms = performance.now() - t0;
      const lat: number[] = [];
      for (let i = 0; i < 21; i++) {
        const before = done;
        const s = performance.now();
        await queues[0].send(name, {});
        while (done === before) await new Promise((r) => setImmediate(r));
        lat.push(performance.now() - s);
      }
      lat.sort((a, b) => a - b);
      console.log(`[jobs] ${engine} instances=${instances}: ${N} jobs in ${ms.toFixed(0)} ms (${((N / ms) * 1000).toFixed(0)}/s); send→handler p50 ${lat[10].toFixed(1)} ms, p95 ${lat[19].toFixed(1)} ms`);
      for (const q of queues) await q.stop();
    }
    await database.close();
  }, 120_000);
});
