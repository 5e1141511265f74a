import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { SUITE_DOCUMENT_TYPES } from '@uc/contract';
import { creditLedger, dataroomFiles, documentJobs, users } from '../../db/schema';
import { createOfflineProvider } from '@uc/offline-engine';
import { runSuite as runSuiteJob } from './suite';
import { renderFile } from './writer';
import type { LlmProvider } from '../../providers/llm';
import { createLocalStorage } from '../../providers/storage/local';
import type { StorageDriver } from '../../providers/storage';

let ctx: TestContext;
let storage: StorageDriver;
let storageRoot: string;
const IDEA = 'A marketplace that matches independent physiotherapists with patients for home visits';

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-docs-'));
  storage = createLocalStorage(storageRoot);
  ctx = await createTestApp({ storage });
});
// Every suite started here is polled to its end inside its test, so no job still writes files.
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

type Session = Awaited<ReturnType<typeof signUp>>;
const download = async (s: Session, url: string) => {
  const res = await ctx.app.inject({ url, headers: s.auth });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const balance = async (s: Session) => (await ctx.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, s.userId)))[0].b;
const pdfPages = async (bytes: Buffer) => (await getDocumentProxy(new Uint8Array(bytes))).numPages;

async function runSuite(s: Session) {
  const start = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate-suite', headers: s.auth, payload: { startup_idea: IDEA, context_engineering: true, use_groq: true, use_suna: true } });
  expect(start.statusCode, start.body).toBe(202);
  const jobId = start.json().job_id;
  for (let i = 0; i < 200; i++) {
    const job = (await ctx.app.inject({ url: `/api/v1/documents/jobs/${jobId}`, headers: s.auth })).json();
    if (job.status !== 'running') return { job, jobId };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('suite did not finish');
}

describe('document suite (offline engine)', { timeout: 120_000 }, () => {
  it('produces four real files in the data room and charges 8 credits each', async () => {
    const s = await signUp(ctx);
    const before = await balance(s);
    const { job, jobId } = await runSuite(s);
    expect(job.status).toBe('completed');
    expect(job.credits_charged).toBe(32);
    expect(await balance(s)).toBe(before - 32);
    const byType = Object.fromEntries(job.documents.map((d: { type: string }) => [d.type, d]));
    expect(Object.keys(byType)).toEqual(['pitch_deck', 'business_plan', 'business_model_canvas', 'financial_model']);

    const deck = await JSZip.loadAsync(await download(s, byType.pitch_deck.download_url));
    const slides = Object.keys(deck.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    expect(slides.length).toBeGreaterThanOrEqual(12);
    expect(slides.length).toBeLessThanOrEqual(15);
    expect(byType.pitch_deck.filename).toMatch(/\.pptx$/);

    const xlsxBytes = await download(s, byType.financial_model.download_url);
    const zip = await JSZip.loadAsync(xlsxBytes);
    expect(Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f))).toHaveLength(10);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsxBytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Assumptions', 'Revenue build', 'P&L', 'Cash flow', 'Unit economics', 'Scenarios', 'Market sizing', 'Key figures', 'Bear case', 'Bull case']);
    const pnl = wb.getWorksheet('P&L')!;
    expect(pnl.getCell('B20').formula).toBe("'Revenue build'!" + pnl.getCell('B20').formula!.split('!')[1]);
    expect(pnl.getCell('H37').formula).toBe('D37-E37-F37-G37');
    expect(wb.getWorksheet('Cash flow')!.getCell('F37').formula).toBe('F36+E37');
    expect(String(wb.getWorksheet('Assumptions')!.getCell('A1').value)).toContain('computed from your assumptions');
    expect(wb.creator).toBe('Ultimate Co-founder (computed from your assumptions)');
    expect(byType.financial_model.engine).toBe('computed');

    // A continuous plan: a few full pages, not one page per short section.
    const planPages = await pdfPages(await download(s, byType.business_plan.download_url));
    expect(planPages).toBeGreaterThanOrEqual(3);
    expect(planPages).toBeLessThanOrEqual(8);
    expect(await pdfPages(await download(s, byType.business_model_canvas.download_url))).toBe(1);

    const files = await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.userId, s.userId));
    expect(files.map((f) => f.checklistItem).sort()).toEqual(['business_model_canvas', 'business_plan', 'pitch_deck', 'three_year_model']);
    expect(files.every((f) => f.createdBy.endsWith('Co-founder'))).toBe(true);
    const listed = (await ctx.app.inject({ url: '/api/v1/documents', headers: s.auth })).json();
    expect(listed.documents).toHaveLength(4);

    const other = await signUp(ctx);
    expect((await ctx.app.inject({ url: `/api/v1/documents/jobs/${jobId}`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: byType.pitch_deck.download_url, headers: other.auth })).statusCode).toBe(404);
  });

  it('generates one document with markdown for the chat, and a second one becomes version 2', async () => {
    const s = await signUp(ctx);
    const first = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: s.auth, payload: { document_type: 'business_canvas', startup_idea: IDEA, company_name: 'PhysioGo' } });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ type: 'business_model_canvas', engine: 'offline', filename: 'physiogo-business-model-canvas.pdf', remaining_credits: (await balance(s)) });
    expect(body.content).toContain('## Value Propositions');
    const second = (await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: s.auth, payload: { document_type: 'business_model_canvas', startup_idea: IDEA } })).json();
    expect(second.document_id).toBe(body.document_id);
    const [row] = await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.id, body.document_id));
    expect(row.version).toBe(2);

    // Other kinds the agents route to are written as a sectioned PDF report in their folder.
    const report = (await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: s.auth, payload: { document_type: 'market_analysis', startup_idea: IDEA } })).json();
    expect(report.filename).toMatch(/market-analysis\.pdf$/);
    expect(await pdfPages(await download(s, report.download_url))).toBeGreaterThanOrEqual(1);
    expect(report.content).toContain('## TAM, SAM and SOM');
    const [marketFile] = await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.id, report.document_id));
    expect(marketFile).toMatchObject({ checklistItem: 'market_analysis', createdBy: 'Marketing Co-founder' });
  });

  it('rejects an empty idea with the spec text and a caller without credits with 402', async () => {
    const s = await signUp(ctx);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate-suite', headers: s.auth, payload: { startup_idea: '   ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toContain('Please enter your startup idea first');
    await ctx.db.update(users).set({ creditBalance: 0 }).where(eq(users.id, s.userId));
    const broke = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: s.auth, payload: { document_type: 'pitch_deck', startup_idea: IDEA } });
    expect(broke.statusCode).toBe(402);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate-suite', headers: s.auth, payload: { startup_idea: IDEA } })).statusCode).toBe(402);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', payload: { document_type: 'pitch_deck', startup_idea: IDEA } })).statusCode).toBe(401);
  });
});

describe('document generator with a model and failures', () => {
  /** A model that answers with the headings it was given; `text` replaces the answer when set. */
  const model = (text: string | Error | null): LlmProvider => ({
    kind: 'openai',
    model: 'stand-in-model',
    generateText: async (req) => {
      if (text instanceof Error) throw text;
      const headings = /Headings: (.*)$/m.exec(String(req.messages.at(-1)?.content))![1].split(' | ');
      const json = JSON.stringify({
        sections: headings.map((h) => ({ heading: h, paragraphs: [`Model text for ${h}.`, 'It will win 4,321 customers next year.'], bullets: ['one', 'two'] })),
      });
      return { text: text ?? json, tokensUsed: 10, model: 'stand-in-model', finishReason: 'stop' };
    },
    streamText: () => {
      throw new Error('not used');
    },
  });

  it('uses the model JSON when it parses and falls back to offline content when it does not', async () => {
    const good = await createTestApp({ storage, llm: model(null) });
    const s = await signUp(good);
    const res = (await good.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: s.auth, payload: { document_type: 'pitch_deck', startup_idea: IDEA } })).json();
    expect(res.engine).toBe('stand-in-model');
    expect(res.content).toContain('Model text for Competition.');
    // A figure the startup model did not compute is dropped; the model's figures stay in their tables.
    expect(res.content).not.toContain('4,321');
    expect(res.content).toContain('| Revenue Y1 |');

    const bad = await createTestApp({ storage, llm: model('Sure! Here is your deck…') });
    const t = await signUp(bad);
    const fallback = (await bad.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: t.auth, payload: { document_type: 'pitch_deck', startup_idea: IDEA } })).json();
    expect(fallback.engine).toBe('offline');
    expect(fallback.content).toContain('## Competition');
  });

  it("gives the model the founder's matching data-room files, by name, as context for the prose", async () => {
    const prompts: string[] = [];
    const base = model(null);
    const recording: LlmProvider = { ...base, generateText: async (req) => (prompts.push(String(req.messages.at(-1)?.content)), base.generateText(req)) };
    const app = await createTestApp({ storage, llm: recording });
    const s = await signUp(app);
    const notes = 'Interviews: twelve physiotherapists said home visits lose them two hours a day in travel.';
    const up = await app.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=physio-interviews.txt', headers: { ...s.auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from(notes) });
    expect(up.statusCode).toBe(201);
    const res = await app.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: s.auth, payload: { document_type: 'market_analysis', startup_idea: IDEA } });
    expect(res.statusCode).toBe(201);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain("From the founder's data room");
    expect(prompts[0]).toContain('physio-interviews.txt');
    expect(prompts[0]).toContain('lose them two hours a day');
    // Another founder's files never reach the prompt.
    const other = await signUp(app);
    prompts.length = 0;
    await app.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: other.auth, payload: { document_type: 'market_analysis', startup_idea: IDEA } });
    expect(prompts[0]).not.toContain('physio-interviews.txt');
  });

  it("a business plan reflecting interview findings quotes the founder's file by name and lists it under Sources", async () => {
    const prompts: string[] = [];
    // The model quotes the interviews (figures as the file writes them) and invents one figure.
    const quoting: LlmProvider = {
      ...model(null),
      generateText: async (req) => {
        const prompt = String(req.messages.at(-1)?.content);
        prompts.push(prompt);
        const headings = /Headings: (.*)$/m.exec(prompt)![1].split(' | ');
        const paragraphs = ['In designer-interviews.txt, 5 of 8 designers said they would pay £8–10 a month.', 'We will sign 7,777 studios.'];
        const json = JSON.stringify({ sections: headings.map((h) => ({ heading: h, paragraphs, bullets: [] })) });
        return { text: json, tokensUsed: 10, model: 'stand-in-model', finishReason: 'stop' };
      },
    };
    const app = await createTestApp({ storage, llm: quoting });
    const s = await signUp(app);
    const notes = `${'Background notes on the studio market. '.repeat(20)}Interview findings: 5 of 8 designers would pay £8–10 a month for the asset library; 3 of 8 use Dropbox today.`;
    const file = 'designer-interviews.txt';
    const up = await app.app.inject({ method: 'POST', url: `/api/v1/data-room/files?filename=${file}`, headers: { ...s.auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from(notes) });
    expect(up.statusCode).toBe(201);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/documents/generate',
      headers: s.auth,
      payload: { document_type: 'business_plan', startup_idea: 'An asset library for freelance designers', context: 'Write a business plan that reflects our interview findings' },
    });
    expect(res.statusCode).toBe(201);
    // The writer got the interview passage whole, with the file's name.
    expect(prompts[0]).toContain(`- ${file}: `);
    expect(prompts[0]).toContain('5 of 8 designers would pay £8–10 a month');
    const content = res.json().content as string;
    expect(content).toContain('In designer-interviews.txt, 5 of 8 designers said they would pay £8–10 a month.');
    expect(content).not.toContain('7,777');
    const sources = content.slice(content.lastIndexOf('## Sources'));
    expect(sources).toContain(`${file} — from your data room`);
  });

  it('refuses to file a suite whose files disagree with the model: nothing filed, nothing charged', async () => {
    const s = await signUp(ctx);
    const before = await balance(s);
    // A renderer that prints one figure of the canvas wrong (as a layout bug or a font without the glyph would).
    const render: typeof renderFile = async (type, content, v, engine) =>
      renderFile(type, type === 'business_model_canvas' ? { ...content, sections: content.sections.map((sec) => (sec.figures ? { ...sec, figures: sec.figures.map(([l, x]) => [l, l === 'Headcount Y3' ? '99' : x] as [string, string]) } : sec)) } : content, v, engine);
    const [suite] = await ctx.db
      .insert(documentJobs)
      .values({ userId: s.userId, startupIdea: IDEA, documents: SUITE_DOCUMENT_TYPES.map((type) => ({ type, title: type, status: 'pending' as const, fileId: null, filename: null, size: null, error: null, finishedAt: null })) })
      .returning();
    await runSuiteJob({ db: ctx.db, storage, config: ctx.config, llm: createOfflineProvider(), render }, { suiteId: suite.id, input: { startup_idea: IDEA } });
    const job = (await ctx.app.inject({ url: `/api/v1/documents/jobs/${suite.id}`, headers: s.auth })).json();
    expect(job.status).toBe('error');
    expect(job.credits_charged).toBe(0);
    for (const d of job.documents) {
      expect(d.status).toBe('error');
      expect(d.error).toMatch(/^The documents disagree with the startup model, so the suite was not filed: business model canvas prints Headcount Y3 as 99 instead of \d+\.$/);
    }
    expect(await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.userId, s.userId))).toEqual([]);
    expect(await balance(s)).toBe(before);
  });

  it('marks a document whose file cannot be stored as error and does not charge it', async () => {
    const failing: StorageDriver = { ...storage, kind: 'local', put: async () => Promise.reject(new Error('disk full')) };
    const broken = await createTestApp({ storage: failing });
    const s = await signUp(broken);
    const before = (await broken.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, s.userId)))[0].b;
    const start = (await broken.app.inject({ method: 'POST', url: '/api/v1/documents/generate-suite', headers: s.auth, payload: { startup_idea: IDEA, document_types: ['business_model_canvas'] } })).json();
    let job = start;
    for (let i = 0; i < 100 && job.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await broken.app.inject({ url: `/api/v1/documents/jobs/${start.job_id}`, headers: s.auth })).json();
    }
    expect(job).toMatchObject({ status: 'error', credits_charged: 0 });
    expect(job.documents[0]).toMatchObject({ status: 'error', error: 'Failed to generate document', download_url: null });
    expect((await broken.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, s.userId)))[0].b).toBe(before);
    const reasons = (await broken.db.select().from(creditLedger).where(eq(creditLedger.userId, s.userId))).map((r) => r.reason);
    expect(reasons).toContain('release:document');
  });
});
