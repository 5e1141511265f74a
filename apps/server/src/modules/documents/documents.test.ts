import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { creditLedger, dataroomFiles, users } from '../../db/schema';
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

describe('document suite (offline engine)', () => {
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
    expect(Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f))).toHaveLength(3);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsxBytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Assumptions', 'Projections', 'Summary']);
    const proj = wb.getWorksheet('Projections')!;
    expect(proj.rowCount).toBe(37); // header + 36 months
    for (const cell of ['C3', 'D20', 'J37', 'K37']) expect(proj.getCell(cell).formula, cell).toMatch(/Assumptions!\$B\$|[A-K]\d+/);
    expect(proj.getCell('D20').formula).toContain('Assumptions!$B$6');

    expect(await pdfPages(await download(s, byType.business_plan.download_url))).toBeGreaterThanOrEqual(18);
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
    expect(await pdfPages(await download(s, report.download_url))).toBeGreaterThanOrEqual(4);
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
  const sections = ['Problem', 'Solution', 'Market', 'Product', 'Business Model', 'Traction', 'Competition', 'Go-to-Market', 'Team', 'Financials', 'Milestones', 'The Ask', 'Contact'];
  const model = (text: string | Error): LlmProvider => ({
    kind: 'openai',
    model: 'stand-in-model',
    generateText: async () => {
      if (text instanceof Error) throw text;
      return { text, tokensUsed: 10, model: 'stand-in-model', finishReason: 'stop' };
    },
    streamText: () => {
      throw new Error('not used');
    },
  });

  it('uses the model JSON when it parses and falls back to offline content when it does not', async () => {
    const json = JSON.stringify({ sections: sections.map((h) => ({ heading: h, body: `Model text for ${h}`, bullets: ['one', 'two'] })) });
    const good = await createTestApp({ storage, llm: model(json) });
    const s = await signUp(good);
    const res = (await good.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: s.auth, payload: { document_type: 'pitch_deck', startup_idea: IDEA } })).json();
    expect(res.engine).toBe('stand-in-model');
    expect(res.content).toContain('Model text for Traction');

    const bad = await createTestApp({ storage, llm: model('Sure! Here is your deck…') });
    const t = await signUp(bad);
    const fallback = (await bad.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: t.auth, payload: { document_type: 'pitch_deck', startup_idea: IDEA } })).json();
    expect(fallback.engine).toBe('offline');
    expect(fallback.content).toContain('## Traction');
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
