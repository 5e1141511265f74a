import fp from 'fastify-plugin';
import type { JobQueue } from '../modules/jobs/queue';
import { createSqlJobQueue } from '../modules/jobs/sql-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (issue 18): modules register handlers while the app is built; the queue starts when it is ready. */
    jobs: JobQueue;
  }
}

/** How long closing the app waits for running jobs before leaving them to another instance. */
const STOP_TIMEOUT_MS = 10_000;

export const jobsPlugin = fp(
  async (app, opts: { queue?: JobQueue; pollMs?: number; leaseMs?: number; firstTickMs?: number }) => {
    const queue = opts.queue ?? createSqlJobQueue({ db: app.db, log: app.log, pollMs: opts.pollMs, leaseMs: opts.leaseMs, firstTickMs: opts.firstTickMs });
    app.decorate('jobs', queue);
    app.addHook('onReady', () => queue.start());
    // Before the database closes (onClose): running jobs finish or are left to their lease.
    app.addHook('preClose', () => queue.stop({ timeoutMs: STOP_TIMEOUT_MS }));
  },
  { name: 'jobs', dependencies: ['db'] },
);
