import { DOCUMENT_TYPE_LABELS, SUITE_DOCUMENT_TYPES, type DocumentType, type SuiteJob } from '@uc/contract';
import { eq } from 'drizzle-orm';
import { documentJobs, type DocumentJobEntry } from '../../db/schema';
import { HttpError } from '../../errors';
import { getBalance, INSUFFICIENT_CREDITS, release, settle } from '../billing/ledger';
import type { JobQueue } from '../jobs/queue';
import { isDraining } from '../recovery/drain';
import { SUITE_JOB, type SuiteJobData } from './job-names';
import { figureLines } from '@uc/offline-engine';
import { checkSuite, disagreementText } from './consistency';
import { loadDocView } from './model-source';
import { jobDto, prepare, PRICE, produce, type DocumentDeps, type FactsInput, type Prepared } from './service';

export { SUITE_JOB };
/** Thrown between documents when the instance is stopping: the job is resumed elsewhere. */
const STOPPING = 'The instance running this suite is stopping; another one resumes it.';

/**
 * Starts a suite: the job row is written and returned at once, and a background job produces
 * the documents one after another, each step saved so the UI can poll and so another instance
 * can finish the suite when this one dies. 402 up front when the balance cannot pay for it all.
 */
export async function startSuite(deps: DocumentDeps & { jobs: JobQueue }, userId: string, input: FactsInput & { document_types?: DocumentType[] }): Promise<SuiteJob> {
  const types = input.document_types ?? [...SUITE_DOCUMENT_TYPES];
  // The whole suite is checked up front (issue 11): never a partial suite charged piecemeal.
  const needed = PRICE * types.length;
  const balance = await getBalance(deps.db, userId);
  if (balance < needed) throw new HttpError(402, `${INSUFFICIENT_CREDITS}: this needs ${needed} credits; you have ${balance}.`);
  const entries: DocumentJobEntry[] = types.map((type) => ({ type, title: DOCUMENT_TYPE_LABELS[type], status: 'pending', fileId: null, filename: null, size: null, error: null, finishedAt: null }));
  const [job] = await deps.db.insert(documentJobs).values({ userId, startupIdea: input.startup_idea, documents: entries }).returning();
  const data: SuiteJobData = { suiteId: job.id, input: { startup_idea: input.startup_idea, company_name: input.company_name, industry: input.industry, target_market: input.target_market, stage: input.stage, context: input.context, business_model: input.business_model } };
  await deps.jobs.send(SUITE_JOB, data, { singletonKey: job.id });
  return jobDto(deps.db, job);
}

/**
 * Produces the documents not finished yet. Idempotent: a run taken over from a dead instance
 * keeps what was done, settles the step it left open exactly once (a filed document is charged,
 * one not filed is released and written again) and goes on.
 */
export async function runSuite(deps: DocumentDeps, data: SuiteJobData, signal?: AbortSignal) {
  const [job] = await deps.db.select().from(documentJobs).where(eq(documentJobs.id, data.suiteId));
  if (!job || job.status !== 'running') return; // finished, or failed by the crash sweep, or the account is gone
  const docs = job.documents.map((d) => ({ ...d }));
  let charged = job.creditsCharged;
  const save = (extra: Partial<typeof documentJobs.$inferInsert> = {}) =>
    deps.db.update(documentJobs).set({ documents: docs, creditsCharged: charged, ...extra }).where(eq(documentJobs.id, job.id));
  const view = await loadDocView(deps.db, job.userId, data.input, docs.map((d) => d.type));
  // Every document still to file is written and rendered first, and the files are read back and
  // compared: a suite that disagrees with the model is refused before anything is filed or charged.
  const ready = new Map<string, Prepared>();
  const todo = docs.filter((d) => d.status === 'pending' || (d.status === 'generating' && !d.fileId));
  for (const doc of todo) {
    if (isDraining() || signal?.aborted) throw new Error(STOPPING);
    try {
      ready.set(doc.type, await prepare(deps, job.userId, doc.type as DocumentType, view));
    } catch {
      // Not prepared: produce() tries it again below and records the error on this document alone.
    }
  }
  const disagreements = await checkSuite(view, [...ready].map(([type, p]) => ({ type: type as DocumentType, buffer: p.file.buffer })), figureLines(view));
  if (disagreements.length) {
    const detail = disagreementText(disagreements);
    for (const doc of todo) {
      if (doc.reservation) await release(deps.db, doc.reservation);
      Object.assign(doc, { status: 'error', error: detail, reservation: null, finishedAt: new Date().toISOString() });
    }
    ready.clear();
  }
  for (const doc of docs) {
    if (doc.status === 'completed' || doc.status === 'error') continue;
    // Stopping: the rest stays pending for the instance that resumes the job (harden, issue 10; issue 18).
    if (isDraining() || signal?.aborted) throw new Error(STOPPING);
    if (doc.status === 'generating') {
      // A run that died mid-document left this step open.
      if (doc.fileId) {
        if (doc.reservation) await settle(deps.db, doc.reservation, doc.charge ?? PRICE);
        charged += doc.charge ?? PRICE;
        Object.assign(doc, { status: 'completed', reservation: null, finishedAt: new Date().toISOString() });
        await save();
        continue;
      }
      if (doc.reservation) await release(deps.db, doc.reservation);
      doc.reservation = null;
    }
    doc.status = 'generating';
    await save();
    try {
      const r = await produce(deps, job.userId, doc.type as DocumentType, view, undefined, {
        reserved: async (reservation) => {
          doc.reservation = { ...reservation, feature: 'document' };
          await save();
        },
        filed: async (file, charge) => {
          Object.assign(doc, { fileId: file.id, filename: file.name, size: file.size, charge });
          await save();
        },
      }, ready.get(doc.type));
      Object.assign(doc, { status: 'completed', fileId: r.saved.id, filename: r.saved.name, size: r.saved.size, title: r.content.title, engine: r.engine, reservation: null });
      charged += r.charged;
    } catch (err) {
      if (isDraining() || signal?.aborted) throw err; // cut short by the stop: resumed elsewhere
      Object.assign(doc, { status: 'error', error: err instanceof HttpError ? err.detail : 'Failed to generate document', reservation: null });
    }
    doc.finishedAt = new Date().toISOString();
    await save();
  }
  const ok = docs.filter((d) => d.status === 'completed').length;
  await save({ status: ok === docs.length ? 'completed' : ok === 0 ? 'error' : 'partial', finishedAt: new Date() });
}
