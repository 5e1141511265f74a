import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { CreditFeature } from '@uc/contract';
import type { Db } from '../../db/client';
import { backgroundJobs, chatMessages, creditLedger, documentJobs } from '../../db/schema';
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
 * so nothing is charged for them). Only work older than `olderThanMs` is touched, so other
 * instances' live generations are left alone, and a suite whose job is still queued or running
 * is left to the job queue, which resumes it elsewhere when its instance died (issue 18).
 * Safe to run at any time and repeatedly.
 */
export async function sweepInterrupted(db: Db, opts: { olderThanMs?: number; now?: Date; held?: ReadonlySet<string> } = {}): Promise<SweepResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.olderThanMs ?? STALE_AFTER_MS));
  const open = await db
    .select({ key: creditLedger.idempotencyKey, userId: creditLedger.userId, delta: creditLedger.delta, reason: creditLedger.reason })
    .from(creditLedger)
    .where(
      and(
        sql`${creditLedger.idempotencyKey} like 'reserve:%'`,
        lt(creditLedger.createdAt, cutoff),
        sql`not exists (select 1 from ${creditLedger} c where c.idempotency_key = 'close:' || substr(${creditLedger.idempotencyKey}, 9))`,
      ),
    );
  for (const r of open) {
    // Still held by a generation running in this process (a long team turn): not interrupted.
    if (opts.held?.has(r.key.slice('reserve:'.length))) continue;
    const reservation = { id: r.key.slice('reserve:'.length), userId: r.userId, feature: r.reason.slice('reserve:'.length) as CreditFeature, amount: -r.delta };
    await settle(db, reservation, 0); // at most once: the close key is unique
  }

  const messages = await db
    .update(chatMessages)
    .set({ status: 'incomplete' })
    .where(and(eq(chatMessages.status, 'streaming'), lt(chatMessages.createdAt, cutoff)))
    .returning({ id: chatMessages.id });

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
  return { reservations: open.filter((r) => !opts.held?.has(r.key.slice('reserve:'.length))).length, messages: messages.length, jobs };
}
