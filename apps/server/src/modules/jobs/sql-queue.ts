import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, count, desc, eq, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgroundJobs, type BackgroundJobRow } from '../../db/schema';
import type { JobHandler, JobListQuery, JobQueue, SendOptions, WorkOptions } from './queue';

type Log = { error: (o: object, m: string) => void; warn: (o: object, m: string) => void };
type Worker = { handler: JobHandler<unknown>; options: Required<WorkOptions> };
type Running = { promise: Promise<void>; controller: AbortController; name: string };

const DEFAULTS: Required<WorkOptions> = { maxAttempts: 3, backoffMs: 1000, leaseMs: 60_000, concurrency: 2 };
/** How often due schedules are checked (a slot starts at most this late). */
const SCHEDULE_TICK_MS = 60_000;
export const WORKER_STOPPED = 'The instance running this job stopped before it finished.';

export type SqlJobQueueOptions = {
  db: Db;
  log?: Log;
  /** How often this instance looks for due jobs queued elsewhere (default 1 s). */
  pollMs?: number;
  /** The lease of handlers that do not set their own (default 60 s). */
  leaseMs?: number;
  /** Delay before recurring jobs get their first slot (default 0: at start). */
  firstTickMs?: number;
};

/**
 * The job queue on a table of our own schema, for PGlite and PostgreSQL alike: claims use
 * `FOR UPDATE SKIP LOCKED`, so two instances never take the same job; a claim is a lease the
 * worker renews while it runs, and a lapsed lease (the instance died) lets another one claim
 * the job again as its next attempt. Every time comparison uses the database clock.
 */
export function createSqlJobQueue(opts: SqlJobQueueOptions): JobQueue {
  const { db } = opts;
  const pollMs = opts.pollMs ?? 1000;
  const defaults = { ...DEFAULTS, leaseMs: opts.leaseMs ?? DEFAULTS.leaseMs };
  const me = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const workers = new Map<string, Worker>();
  const schedules: { name: string; everyMs: number; data: unknown }[] = [];
  const running = new Map<string, Running>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopped = false;
  let stopping: Promise<void> | null = null;
  let pumping: Promise<number> | null = null;
  let again = false;

  const inMs = (ms: number | SQL) => sql`now() + ${ms} * interval '1 millisecond'`;

  const isDue = () =>
    or(
      and(inArray(backgroundJobs.state, ['created', 'retry']), lte(backgroundJobs.runAfter, sql`now()`)),
      // Its worker died (never our own: a stalled event loop here must not run a job twice).
      and(eq(backgroundJobs.state, 'active'), lt(backgroundJobs.lockedUntil, sql`now()`), ne(backgroundJobs.lockedBy, me)),
    );

  /** One cheap query per poll when idle, rather than a claim per job name. */
  async function dueNames(names: string[]): Promise<Set<string>> {
    if (!names.length) return new Set();
    const rows = await db.selectDistinct({ name: backgroundJobs.name }).from(backgroundJobs).where(and(inArray(backgroundJobs.name, names), isDue()));
    return new Set(rows.map((r) => r.name));
  }

  async function claim(name: string, limit: number): Promise<BackgroundJobRow[]> {
    const due = db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.name, name), isDue()))
      .orderBy(backgroundJobs.runAfter)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(backgroundJobs)
      .set({ state: 'active', attempts: sql`${backgroundJobs.attempts} + 1`, lockedBy: me, lockedUntil: inMs(sql`${backgroundJobs.leaseMs}`), startedAt: sql`now()` })
      .where(inArray(backgroundJobs.id, due))
      .returning();
  }

  const mine = (id: string) => and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, me), eq(backgroundJobs.state, 'active'));

  async function finish(row: BackgroundJobRow, error: string | null) {
    if (error === null) {
      await db.update(backgroundJobs).set({ state: 'completed', completedAt: sql`now()`, lockedBy: null, lockedUntil: null }).where(mine(row.id));
      return;
    }
    const retry = row.attempts < row.maxAttempts;
    const backoff = row.backoffMs * 2 ** (row.attempts - 1);
    await db
      .update(backgroundJobs)
      .set({
        state: retry ? 'retry' : 'failed',
        attempts: row.attempts, // a takeover claim of a job out of attempts is not a run
        lastError: error.slice(0, 2000),
        runAfter: retry ? inMs(backoff) : row.runAfter,
        completedAt: retry ? null : sql`now()`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(mine(row.id));
    if (retry) kickIn(backoff);
  }

  function run(row: BackgroundJobRow, worker: Worker) {
    const controller = new AbortController();
    const promise = (async () => {
      // A job taken over after its worker died has already used this attempt.
      if (row.attempts > row.maxAttempts) return finish({ ...row, attempts: row.maxAttempts }, WORKER_STOPPED);
      try {
        await worker.handler({ id: row.id, name: row.name, data: row.data, attempt: row.attempts, signal: controller.signal });
        if (!controller.signal.aborted) await finish(row, null);
      } catch (err) {
        if (controller.signal.aborted) return; // stopped: the lease hands it to the next instance
        opts.log?.warn({ err, job: row.name, id: row.id, attempt: row.attempts }, 'background job failed');
        await finish(row, err instanceof Error ? err.message : String(err));
      }
    })()
      .catch((err) => opts.log?.error({ err, job: row.name }, 'background job bookkeeping failed'))
      .finally(() => {
        running.delete(row.id);
        if (!stopped) kick();
      });
    running.set(row.id, { promise, controller, name: row.name });
  }

  /** Claims what this instance has room for; returns how many jobs it started. */
  function pump(): Promise<number> {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      let total = 0;
      do {
        again = false;
        const room = (name: string) => workers.get(name)!.options.concurrency - [...running.values()].filter((r) => r.name === name).length;
        const due = await dueNames([...workers.keys()].filter((name) => room(name) > 0));
        for (const name of due) {
          if (stopped) break;
          const worker = workers.get(name)!;
          const rows = await claim(name, room(name));
          for (const row of rows) run(row, worker);
          total += rows.length;
        }
      } while (again && !stopped);
      return total;
    })()
      .catch((err) => {
        opts.log?.error({ err }, 'claiming background jobs failed');
        return 0;
      })
      .finally(() => (pumping = null));
    return pumping;
  }

  const kick = () => {
    if (started && !stopped) void pump();
  };
  /** Work due sooner than the next poll (a short backoff, a near start-after) is claimed on time. */
  const kickIn = (ms: number) => {
    if (ms < pollMs) setTimeout(kick, Math.max(0, ms) + 5).unref();
  };

  async function heartbeat() {
    const ids = [...running.keys()];
    if (!ids.length) return;
    await db
      .update(backgroundJobs)
      .set({ lockedUntil: inMs(sql`${backgroundJobs.leaseMs}`) })
      .where(and(inArray(backgroundJobs.id, ids), eq(backgroundJobs.lockedBy, me), eq(backgroundJobs.state, 'active')))
      .catch((err) => opts.log?.error({ err }, 'renewing background job leases failed'));
  }

  async function insert(name: string, data: unknown, options: SendOptions = {}): Promise<string | null> {
    const o = workers.get(name)?.options ?? defaults;
    const [row] = await db
      .insert(backgroundJobs)
      .values({ name, data: data ?? {}, singletonKey: options.singletonKey, maxAttempts: o.maxAttempts, backoffMs: o.backoffMs, leaseMs: o.leaseMs, runAfter: options.startAfter ?? sql`now()` })
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    return row?.id ?? null;
  }

  /** One job per period across instances: the period's start is its singleton key. */
  async function tickSchedules() {
    for (const s of schedules) {
      const slot = new Date(Math.floor(Date.now() / s.everyMs) * s.everyMs).toISOString();
      await insert(s.name, s.data, { singletonKey: `every:${s.everyMs}:${slot}` }).catch((err) => opts.log?.error({ err, job: s.name }, 'scheduling a recurring job failed'));
    }
    kick();
  }

  return {
    work(name, options, handler) {
      workers.set(name, { handler: handler as JobHandler<unknown>, options: { ...defaults, ...options } });
    },
    async send(name, data, options) {
      const id = await insert(name, data, options);
      if (id && workers.has(name)) kickIn(options?.startAfter ? options.startAfter.getTime() - Date.now() : 0);
      return id;
    },
    schedule(name, everyMs, data) {
      schedules.push({ name, everyMs, data });
      if (started) void tickSchedules();
    },
    async start() {
      if (started) return;
      started = true;
      const minLease = Math.min(...[...workers.values()].map((w) => w.options.leaseMs), defaults.leaseMs);
      timers.push(setInterval(kick, pollMs), setInterval(() => void heartbeat(), Math.max(50, minLease / 3)));
      timers.push(setInterval(() => void tickSchedules(), Math.min(SCHEDULE_TICK_MS, ...schedules.map((s) => s.everyMs))));
      for (const t of timers) t.unref();
      // The first slot of each schedule: at once in tests, a moment after start in a server, so the
      // sweeps do not hold the (single, on PGlite) database connection while the first requests arrive.
      const firstTickMs = opts.firstTickMs ?? 0;
      if (firstTickMs > 0) timers.push(setTimeout(() => void tickSchedules(), firstTickMs).unref());
      else await tickSchedules();
    },
    stop({ graceful = true, timeoutMs = 10_000 } = {}) {
      stopping ??= (async () => {
        stopped = true;
        for (const t of timers) clearInterval(t);
        await pumping;
        const all = () => Promise.allSettled([...running.values()].map((r) => r.promise));
        const within = (ms: number) => Promise.race([all(), new Promise((r) => setTimeout(r, ms).unref())]);
        if (graceful) await within(timeoutMs);
        // What is still running is abandoned: no completion is recorded, the lease lapses, another instance resumes it.
        for (const r of running.values()) r.controller.abort(new Error(WORKER_STOPPED));
        if (graceful) await within(1_000);
      })();
      return stopping;
    },
    async list(q: JobListQuery) {
      const where = and(q.state ? eq(backgroundJobs.state, q.state) : undefined, q.name ? eq(backgroundJobs.name, q.name) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(backgroundJobs).where(where).orderBy(desc(backgroundJobs.createdAt), desc(backgroundJobs.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
        db.select({ total: count() }).from(backgroundJobs).where(where),
      ]);
      return { items: rows, total };
    },
    async idle() {
      for (;;) {
        await Promise.allSettled([...running.values()].map((r) => r.promise));
        const claimed = started && !stopped ? await pump() : 0;
        if (claimed === 0 && running.size === 0) return;
      }
    },
  };
}

/** Finished jobs are kept this long for the admin list, then deleted. */
export const JOB_RETENTION_MS = 14 * 24 * 3_600_000;

export async function purgeFinishedJobs(db: Db, olderThanMs = JOB_RETENTION_MS): Promise<number> {
  const gone = await db
    .delete(backgroundJobs)
    .where(and(inArray(backgroundJobs.state, ['completed', 'failed']), lt(backgroundJobs.completedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`)))
    .returning({ id: backgroundJobs.id });
  return gone.length;
}
