#!/usr/bin/env -S npx tsx
/**
 * Issue 23: measures the document suites of the five fixture startups (five archetypes).
 *  1. Consistency: the key figures read back from the four files of each suite (slides, PDF text,
 *     the spreadsheet's Key figures) against the model's; disagreements are listed.
 *  2. Template share: the share of sentences shared between startups once every profile string is
 *     masked, on the files' extracted text (four suite files) and on the 11 report kinds' content.
 *  3. Spreadsheet: every formula recomputed from the inputs against its stored value.
 *  4. Speed: a full offline suite (four files) through the API on an in-memory PGlite, median of
 *     BENCH_SUITE_RUNS (default 10) runs, from the request to the last file filed.
 * Run: cd apps/server && npx tsx ../../scripts/measure-documents.ts   (prints JSON; exit 1 on a failed target)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { contentText, documentContent, DOCUMENT_FIXTURES, DOCUMENT_KINDS, figureLines, profileStrings, templateShare, buildDocView, modelFromProfile, type DocumentKind } from '@uc/offline-engine';
import { DOCUMENT_TYPE_LABELS } from '@uc/contract';
import { checkSuite, pdfText, pptxText } from '../apps/server/src/modules/documents/consistency';
import { recomputeAll } from '../apps/server/src/modules/documents/formula-eval';
import { renderOfflineSuite } from '../apps/server/src/modules/documents/suite-files';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const REPORTS = DOCUMENT_KINDS.filter((k) => !['pitch_deck', 'business_plan', 'business_model_canvas', 'financial_model'].includes(k)) as DocumentKind[];

async function sheetText(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const lines: string[] = [];
  wb.eachSheet((ws) => ws.eachRow((row) => lines.push((row.values as unknown[]).filter((v) => typeof v === 'string').join(' '))));
  return { wb, text: lines.join('\n') };
}

export async function measureFiles() {
  const suites = [];
  for (const f of DOCUMENT_FIXTURES) {
    const t = performance.now();
    const { view, files } = await renderOfflineSuite(f);
    const renderMs = performance.now() - t;
    const by = (type: string) => files.find((x) => x.type === type)!.buffer;
    const sheet = await sheetText(by('financial_model'));
    const cells = recomputeAll(sheet.wb);
    const worst = Math.max(...cells.map((c) => Math.abs(c.stored - c.recomputed)));
    const disagreements = await checkSuite(view, files, figureLines(view));
    const text = [await pptxText(by('pitch_deck')), await pdfText(by('business_plan')), await pdfText(by('business_model_canvas')), sheet.text].join('\n');
    suites.push({ name: f.company, archetype: view.model.archetype, currency: view.model.currency, renderMs: Math.round(renderMs), formulas: cells.length, worstFormulaGap: Number(worst.toFixed(4)), disagreements, text, strings: profileStrings(f) });
  }
  const files = templateShare(suites.map((s) => ({ text: s.text, profileStrings: s.strings })));
  const reports = templateShare(DOCUMENT_FIXTURES.map((f) => ({ text: REPORTS.map((k) => contentText(documentContent(k, buildDocView(modelFromProfile(f), f), DOCUMENT_TYPE_LABELS[k]))).join('\n'), profileStrings: profileStrings(f) })));
  return {
    suites: suites.map(({ text: _t, strings: _s, ...s }) => ({ ...s, disagreements: s.disagreements.length })),
    templateShare: { suiteFiles: Number(files.share.toFixed(3)), suiteSentences: files.sentences, reports: Number(reports.share.toFixed(3)), reportSentences: reports.sentences, sharedExamples: files.examples.slice(0, 5) },
  };
}

/** A full suite through the API on an in-memory PGlite: request → four files filed. */
export async function measureSuiteSpeed(runs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uc-measure-docs-'));
  const { loadConfig } = await import('../apps/server/src/config');
  const { createPGlite, openDatabase } = await import('../apps/server/src/db/client');
  const { buildApp } = await import('../apps/server/src/app');
  const { mailOutbox } = await import('../apps/server/src/db/schema');
  const { desc, eq } = await import('drizzle-orm');
  const migrationsFolder = fileURLToPath(new URL('../apps/server/drizzle', import.meta.url));
  const database = await openDatabase({ pglite: await createPGlite(undefined), migrationsFolder });
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'measure-secret-that-is-long-enough-0123456789', LOG_LEVEL: 'silent', DATA_DIR: dataDir, APP_URL: 'http://app.test', JOB_FIRST_TICK_MS: '0' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const f = DOCUMENT_FIXTURES[i % DOCUMENT_FIXTURES.length];
      const email = `measure-${i}-${Date.now()}@example.com`;
      await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: 'correct-horse-42', name: 'Measure' } });
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
      const token = /token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1];
      const auth = { authorization: `Bearer ${(await app.inject({ method: 'POST', url: `/api/v1/auth/verify-email?token=${token}` })).json().access_token}` };
      await app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: auth, payload: { startup_name: f.company, idea: f.idea, industry: f.industry, target_customers: f.targetMarket, business_model: f.businessModel, stage: f.stage, team_size: f.teamSize } });
      const t = performance.now();
      const start = await app.inject({ method: 'POST', url: '/api/v1/documents/generate-suite', headers: auth, payload: { startup_idea: f.idea } });
      let job = start.json();
      while (job.status === 'running') {
        await new Promise((r) => setTimeout(r, 20));
        job = (await app.inject({ url: `/api/v1/documents/jobs/${job.job_id}`, headers: auth })).json();
      }
      if (job.status !== 'completed') throw new Error(`suite ${f.company}: ${JSON.stringify(job.documents.map((d: { error: string }) => d.error))}`);
      times.push(performance.now() - t);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { runs, medianMs: Math.round(median(times)), firstMs: Math.round(times[0]), maxMs: Math.round(Math.max(...times)), target: '< 3000 ms median' };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = await measureFiles();
  const speed = await measureSuiteSpeed(Number(process.env.BENCH_SUITE_RUNS ?? 10));
  const ok = files.templateShare.suiteFiles <= 0.4 && files.templateShare.reports <= 0.4 && files.suites.every((s) => s.disagreements === 0) && speed.medianMs < 3000;
  console.log(JSON.stringify({ ...files, speed, ok }, null, 2));
  process.exit(ok ? 0 : 1);
}
