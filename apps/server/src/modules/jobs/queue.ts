import type { JobState } from '../../db/schema';

/**
 * Background work that outlives the request and the instance that queued it (issue 18): a job
 * runs once across instances, is retried with backoff, and is taken over by another instance
 * when its worker dies. Handlers must be idempotent: a job whose worker died runs again.
 */
export type Job<T> = { id: string; name: string; data: T; attempt: number; signal: AbortSignal };
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export type WorkOptions = {
  /** Runs in total, the first included (default 3). */
  maxAttempts?: number;
  /** Delay before the first retry, doubled for each later one (default 1 s). */
  backoffMs?: number;
  /** How long a claim holds without a heartbeat: after it lapses another instance may take the job (default 60 s). */
  leaseMs?: number;
  /** Jobs of this name run at once in one instance (default 2). */
  concurrency?: number;
};

export type SendOptions = {
  /** At most one job of this name with this key is ever queued (an idempotency key). */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
};

export type JobSummary = {
  id: string;
  name: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  singletonKey: string | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  runAfter: Date;
};

export type JobListQuery = { state?: JobState; name?: string; page: number; pageSize: number };

export interface JobQueue {
  /** Handles jobs of `name` in this instance (register before `start`). */
  work<T>(name: string, options: WorkOptions, handler: JobHandler<T>): void;
  /** Queues a job; null when a job with the same singleton key already exists. */
  send<T>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Recurring work: one job per period across every instance (a registered handler runs it). */
  schedule(name: string, everyMs: number, data?: unknown): void;
  start(): Promise<void>;
  /**
   * Stops claiming. Graceful: waits up to `timeoutMs` for running handlers, then aborts them
   * and leaves their jobs to the lease. Not graceful (a worker that dies): abandons them now.
   */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
  /** Superuser visibility: newest first. */
  list(query: JobListQuery): Promise<{ items: JobSummary[]; total: number }>;
  /** Tests: resolves when no handler of this instance is running and nothing due is waiting. */
  idle(): Promise<void>;
}
