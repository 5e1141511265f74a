import type { JobQueue } from '../jobs/queue';
import { trackWork } from '../recovery/drain';
import type { DocumentDeps, FactsInput } from './service';

/** The suite job's name, apart from suite.ts so the crash sweep can name it without loading the renderers. */
export const SUITE_JOB = 'documents.suite';
export const SUITE_JOB_OPTIONS = { maxAttempts: 5, backoffMs: 2_000, concurrency: 2 };
export type SuiteJobData = { suiteId: string; input: FactsInput };

/**
 * The suite worker, registered at start; the suite (renderers, the engine) loads with its first job
 * (issue 42). A SIGTERM drain waits for the suite in progress (trackWork).
 */
export function registerLazySuiteJob(jobs: JobQueue, deps: DocumentDeps) {
  const run = async (data: SuiteJobData, signal?: AbortSignal) =>
    (await import('./suite')).runSuite(deps, data, signal);
  jobs.work<SuiteJobData>(SUITE_JOB, SUITE_JOB_OPTIONS, (job) => trackWork(run(job.data, job.signal)));
}
