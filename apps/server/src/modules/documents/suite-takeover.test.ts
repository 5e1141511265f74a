import type { LlmProvider, TextRequest } from '@uc/offline-engine';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, testConfig, type TestContext } from '../../../test/helpers';
import { buildApp, type App } from '../../app';
import { backgroundJobs, creditLedger, documentJobs, users } from '../../db/schema';
import { sweepInterrupted } from '../recovery/sweep';
import { PRICE } from './service';
import { runSuite, SUITE_JOB } from './suite';

/**
 * Issue 18: an instance that dies in the middle of a suite leaves it to another instance, which
 * finishes it; every document is charged exactly once. Two apps share one database here; the
 * first one's model hangs on the business plan (the second document) and its queue then stops without finishing.
 */
let ctx: TestContext;
let other: App;
let hung = 0;
const hangingModel: LlmProvider = {
  kind: 'openai-compatible',
  model: 'gate-model',
  async generateText(req: TextRequest) {
    if (req.purpose?.kind === 'document' && req.purpose.documentType === 'business_plan') {
      hung++;
      return new Promise(() => {}); // the instance "dies" while this call is in flight
    }
    const headings = /Headings: (.*)$/m.exec(String(req.messages.at(-1)?.content))![1].split(' | ');
    return { text: JSON.stringify({ sections: headings.map((heading) => ({ heading, body: `About ${heading}.`, bullets: ['One point'] })) }) } as never;
  },
  streamText: () => {
    throw new Error('not used');
  },
};

const jobsConfig = { jobs: { leaseMs: 200, pollMs: 25, firstTickMs: 0 } };
beforeAll(async () => {
  ctx = await createTestApp({ llm: hangingModel, config: jobsConfig });
});
afterAll(() => other?.close());

const TYPES = ['business_model_canvas', 'business_plan', 'pitch_deck'];

describe('a document suite whose instance stops mid-way', () => {
  it('is finished by another instance, each document charged once, and the crash sweep leaves it alone meanwhile', async () => {
    const user = await signUp(ctx);
    const start = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate-suite', headers: user.auth, payload: { startup_idea: 'PawPal, dog walks on demand', document_types: TYPES } });
    expect(start.statusCode, start.body).toBe(202);
    const suiteId = start.json().job_id as string;
    for (let i = 0; i < 1000 && hung === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(hung).toBe(1);
    await ctx.app.jobs.stop({ graceful: false }); // the worker dies: nothing more is recorded by it

    const [mid] = await ctx.db.select().from(documentJobs).where(eq(documentJobs.id, suiteId));
    // Every file of a suite is written and checked against the others before any is filed (issue 23): nothing filed yet.
    expect(mid.documents.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
    // The crash sweep sees the suite's job still queued, so it does not fail the suite.
    expect((await sweepInterrupted(ctx.db, { olderThanMs: -1000 })).jobs).toBe(0);

    other = await buildApp({ config: testConfig(jobsConfig), database: ctx.database, closeDatabase: false, logger: false });
    await other.ready();
    let suite = mid;
    for (let i = 0; i < 1000 && suite.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      [suite] = await ctx.db.select().from(documentJobs).where(eq(documentJobs.id, suiteId));
    }
    expect(suite.status).toBe('completed');
    expect(suite.documents.map((d) => [d.status, d.fileId !== null])).toEqual(TYPES.map(() => ['completed', true]));
    expect(suite.creditsCharged).toBe(PRICE * TYPES.length);

    // The job is marked done just after the suite's last save.
    const suiteJob = async () => (await ctx.db.select().from(backgroundJobs).where(and(eq(backgroundJobs.name, SUITE_JOB), eq(backgroundJobs.singletonKey, suiteId))))[0];
    let job = await suiteJob();
    for (let i = 0; i < 200 && job.state === 'active'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      job = await suiteJob();
    }
    expect(job).toMatchObject({ state: 'completed', attempts: 2 });
    const [{ balance }] = await ctx.db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, user.userId));
    expect(balance).toBe(ctx.config.signupCredits - PRICE * TYPES.length);
    const [{ sum }] = await ctx.db.select({ sum: sql<string>`sum(${creditLedger.delta})` }).from(creditLedger).where(eq(creditLedger.userId, user.userId));
    expect(Number(sum)).toBe(balance);
    // The reservation the dead run left open was released, not kept: exactly three documents paid for.
    const settled = await ctx.db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.userId), eq(creditLedger.reason, 'settle:document')));
    expect(settled).toHaveLength(TYPES.length);
  });

  it('a run told to stop leaves the documents it has not started pending, for the next run', async () => {
    const user = await signUp(ctx);
    const [suite] = await ctx.db
      .insert(documentJobs)
      .values({ userId: user.userId, startupIdea: 'x', documents: TYPES.map((type) => ({ type, title: type, status: 'pending' as const, fileId: null, filename: null, size: null, error: null, finishedAt: null })) })
      .returning();
    await expect(runSuite({ db: ctx.db, storage: undefined as never, config: ctx.config, llm: hangingModel }, { suiteId: suite.id, input: { startup_idea: 'x' } }, AbortSignal.abort())).rejects.toThrow(/stopping/);
    const [after] = await ctx.db.select().from(documentJobs).where(eq(documentJobs.id, suite.id));
    expect(after).toMatchObject({ status: 'running', creditsCharged: 0 });
    expect(after.documents.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
  });
});
