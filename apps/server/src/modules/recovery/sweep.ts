import { and, eq, inArray, lt, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CreditFeature } from '@uc/contract';
import type { Db } from '../../db/client';
import { appInstances, backgroundJobs, chatMessages, creditLedger, documentJobs, uploadReservations } from '../../db/schema';
import { dropUploadHolds } from '../dataroom/quota';
import { settle } from '../billing/ledger';
import { SUITE_JOB } from '../documents/job-names';

/** chat/stream.ts and document generation stop a model call after this long. */
export const GENERATION_TIMEOUT_MS = 180_000;
/** Work older than the timeout plus a margin cannot still be running in any instance. */
export const STALE_AFTER_MS = GENERATION_TIMEOUT_MS + 60_000;
export const INTERRUPTED = 'Interrupted by a server restart. No credits were charged for it.';

export type SweepResult = { reservations: number; messages: number; jobs: number };

/**
 * Repairs what a crash (kill -9, out of memory, a lost machine) left behind: open credit
 * reservations are released, answers still "streaming" become incomplete, suites still
 * "running" fail the documents they had not finished (their reservations are released too,
 * so nothing is charged for them). Only work older than `olderThanMs` and held by no running
 * instance is touched, so other instances' live generations are left alone, and a suite whose job is still queued or running
 * is left to the job queue, which resumes it elsewhere when its instance died (issue 18).
 * Safe to run at any time and repeatedly.
 */
export async function sweepInterrupted(db: Db, opts: { olderThanMs?: number; now?: Date; held?: ReadonlySet<string> } = {}): Promise<SweepResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.olderThanMs ?? STALE_AFTER_MS));
  // A live instance's holds are never taken by age (a long team turn); a dead one's are released when its heartbeat lapses.
  const { reservations, messages } = await releaseHolds(db, { before: cutoff, owner: heldByNoInstance, held: opts.held });

  let jobs = 0;
  const queued = db
    .select({ one: sql`1` })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.name, SUITE_JOB), eq(backgroundJobs.singletonKey, sql`${documentJobs.id}::text`), inArray(backgroundJobs.state, ['created', 'retry', 'active'])));
  const running = await db.select().from(documentJobs).where(and(eq(documentJobs.status, 'running'), notExists(queued)));
  for (const job of running) {
    const progress = Math.max(job.createdAt.getTime(), ...job.documents.map((d) => (d.finishedAt ? Date.parse(d.finishedAt) : 0)));
    if (progress >= cutoff.getTime()) continue;
    const now = new Date();
    const docs = job.documents.map((d) => (d.status === 'completed' || d.status === 'error' ? d : { ...d, status: 'error' as const, error: INTERRUPTED, finishedAt: now.toISOString() }));
    const ok = docs.filter((d) => d.status === 'completed').length;
    const updated = await db
      .update(documentJobs)
      .set({ documents: docs, status: ok === 0 ? 'error' : 'partial', finishedAt: now })
      .where(and(eq(documentJobs.id, job.id), eq(documentJobs.status, 'running')))
      .returning({ id: documentJobs.id });
    jobs += updated.length;
  }
  return { reservations, messages, jobs };
}

/** Held by no running instance: PGlite's and older rows (no instance), or an instance without a heartbeat row. */
export const heldByNoInstance = (instance: AnyColumn) => sql`(${instance} is null or ${instance} not in (select ${appInstances.id} from ${appInstances}))`;

/**
 * Everything instances that died held, however recent: open credit reservations, "streaming"
 * answers and the quota of uploads in flight. (Their suites' jobs are taken over when the job
 * lease lapses, and the suites resume.) Idempotent.
 */
export type HoldsReleased = { reservations: number; messages: number; uploads: number };
export async function releaseHoldsOf(db: Db, instanceIds: string[]): Promise<HoldsReleased> {
  if (!instanceIds.length) return { reservations: 0, messages: 0, uploads: 0 };
  const released = await releaseHolds(db, { before: new Date(Date.now() + 1_000), owner: (instance) => inArray(instance, instanceIds) });
  const uploads = await dropUploadHolds(db, inArray(uploadReservations.instanceId, instanceIds));
  return { ...released, uploads };
}

async function releaseHolds(db: Db, opts: { before: Date; owner: (instance: AnyColumn) => SQL; held?: ReadonlySet<string> }): Promise<{ reservations: number; messages: number }> {
  const open = await db
    .select({ key: creditLedger.idempotencyKey, userId: creditLedger.userId, delta: creditLedger.delta, reason: creditLedger.reason })
    .from(creditLedger)
    .where(
      and(
        sql`${creditLedger.idempotencyKey} like 'reserve:%'`,
        lt(creditLedger.createdAt, opts.before),
        opts.owner(creditLedger.instanceId),
        sql`not exists (select 1 from ${creditLedger} c where c.idempotency_key = 'close:' || substr(${creditLedger.idempotencyKey}, 9))`,
      ),
    );
  // Still held by a generation running in this process (a long team turn): not interrupted.
  const interrupted = open.filter((r) => !opts.held?.has(r.key.slice('reserve:'.length)));
  for (const r of interrupted) {
    const reservation = { id: r.key.slice('reserve:'.length), userId: r.userId, feature: r.reason.slice('reserve:'.length) as CreditFeature, amount: -r.delta };
    await settle(db, reservation, 0); // at most once: the close key is unique
  }
  const messages = await db
    .update(chatMessages)
    .set({ status: 'incomplete' })
    .where(and(eq(chatMessages.status, 'streaming'), lt(chatMessages.createdAt, opts.before), opts.owner(chatMessages.instanceId)))
    .returning({ id: chatMessages.id });
  return { reservations: interrupted.length, messages: messages.length };
}
