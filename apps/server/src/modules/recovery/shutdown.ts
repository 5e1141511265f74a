import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { releaseOpenReservations } from '../billing/ledger';
import { beginDrain, drainWork, isDraining } from './drain';
import { STALE_AFTER_MS, sweepInterrupted } from './sweep';

export const RESTARTING = 'The server is restarting. Please try again in a moment.';

/** While draining, new requests (health checks too, so load balancers move on) get 503. */
export function refuseWhileDraining(app: FastifyInstance) {
  app.addHook('onRequest', async (_req, reply) => {
    if (isDraining()) return reply.code(503).header('connection', 'close').header('retry-after', '5').send({ detail: RESTARTING });
  });
}

/**
 * SIGTERM: stop admitting requests, let in-flight generations and suites finish for up to
 * `drainMs`, then stop the rest (their answers end incomplete and uncharged), release any
 * reservation this process still holds, and close the app.
 */
export async function gracefulShutdown(app: FastifyInstance, db: Db, opts: { drainMs: number; graceMs?: number }): Promise<'drained' | 'aborted'> {
  beginDrain();
  const outcome = await drainWork(opts.drainMs, opts.graceMs);
  const released = await releaseOpenReservations(db);
  if (released > 0) app.log.warn({ released }, 'shutdown: released reservations of unfinished work');
  await app.close();
  return outcome;
}

/** Runs the crash sweep now and then every few minutes (it only touches work older than any live generation). */
export function startInterruptedWorkSweeper(db: Db, log: FastifyInstance['log'], everyMs = STALE_AFTER_MS) {
  const run = async () => {
    try {
      const swept = await sweepInterrupted(db);
      if (swept.reservations + swept.messages + swept.jobs > 0) log.warn({ swept }, 'released work left by an interrupted server');
    } catch (err) {
      log.error({ err }, 'sweep of interrupted work failed');
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), everyMs).unref();
  return { first, stop: () => clearInterval(timer) };
}
