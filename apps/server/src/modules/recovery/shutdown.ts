import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { releaseOpenReservations } from '../billing/ledger';
import { beginDrain, drainWork, isDraining } from './drain';

export const RESTARTING = 'The server is restarting. Please try again in a moment.';

/** While draining, new requests (health checks too, so load balancers move on) get 503. */
export function refuseWhileDraining(app: FastifyInstance) {
  // Callback style: it runs on every request and almost never answers (no promise per request).
  app.addHook('onRequest', (_req, reply, done) => {
    if (isDraining()) return void reply.code(503).header('connection', 'close').header('retry-after', '5').send({ detail: RESTARTING });
    done();
  });
}

/**
 * SIGTERM: stop admitting requests and claiming jobs, let in-flight generations and suites finish for up to
 * `drainMs`, then stop the rest (their answers end incomplete and uncharged), release any
 * reservation this process still holds, and close the app.
 */
export async function gracefulShutdown(app: FastifyInstance, db: Db, opts: { drainMs: number; graceMs?: number }): Promise<'drained' | 'aborted'> {
  beginDrain();
  // The job queue stops claiming now; a suite in progress stops at its next document and is resumed by another instance.
  const jobsStopped = app.jobs.stop({ timeoutMs: opts.drainMs });
  const outcome = await drainWork(opts.drainMs, opts.graceMs);
  await jobsStopped;
  const released = await releaseOpenReservations(db);
  if (released > 0) app.log.warn({ released }, 'shutdown: released reservations of unfinished work');
  await app.close();
  return outcome;
}
