import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { dataroomFiles } from '../../db/schema';
import type { StorageDriver } from '../../providers/storage';
import { createLocalStorage } from '../../providers/storage/local';

let ctx: TestContext;
let storage: StorageDriver;
let storageRoot: string;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
const IDEA = 'A marketplace that matches independent physiotherapists with patients for home visits';
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
const squash = (s: string) => s.replace(/\s+/g, '');

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-deck-'));
  storage = createLocalStorage(storageRoot);
  ctx = await createTestApp({ storage, config: { dataroom: { quotaBytes: 200 * 1024 * 1024, outdatedDays: 90 } } });
  owner = await signUp(ctx);
  other = await signUp(ctx);
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

async function generateDeck(auth: Record<string, string>, type = 'pitch_deck') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/documents/generate', headers: auth, payload: { document_type: type, startup_idea: IDEA, company_name: 'PhysioNow' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { document_id: string; download_url: string };
}

/** Each slide's texts, in order (the first is its title), and the table cells that carry a figure. */
async function slidesOf(pptx: Buffer) {
  const zip = await JSZip.loadAsync(pptx);
  const names = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  names.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  const texts = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'"));
  const xmls = await Promise.all(names.map((n) => zip.file(n)!.async('string')));
  const titles = xmls.map((x) => texts(x)[0]);
  const figures = xmls.flatMap((x) => [...x.matchAll(/<a:tbl>[\s\S]*?<\/a:tbl>/g)].flatMap((t) => texts(t[0]))).filter((t) => /\d/.test(t));
  return { titles, figures };
}

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  const outline = ((await pdf.getOutline()) ?? []).map((o) => o.title);
  return { pages, outline };
}

const createShare = (payload: object, auth = owner.auth) => ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/shares', headers: auth, payload });
async function shareAndOpen(payload: object) {
  const res = await createShare(payload);
  expect(res.statusCode, res.body).toBe(201);
  const token = (res.json().url as string).split('/s/')[1]!;
  const opened = await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/open` });
  expect(opened.statusCode, opened.body).toBe(200);
  return { token, visit: opened.json().visit_token as string };
}
const viewer = (token: string, visit: string, sub: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/s/${token}/${sub}`, headers: { 'x-visit-token': visit } });
const beacon = (token: string, visit: string, fileId: string, page: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/events`, payload: { visit_token: visit, events: [{ file_id: fileId, page, ms: 1 }] } });
const renditionOf = async (fileId: string) => (await ctx.db.select({ key: dataroomFiles.pdfRenditionKey }).from(dataroomFiles).where(eq(dataroomFiles.id, fileId)))[0]?.key;
const stored = async (key: string) => storage.get(key).then((s) => (s.destroy(), true), () => false);

describe('generated pitch deck in the share viewer', { timeout: 120_000 }, () => {
  let deckId: string;
  let pptx: Buffer;

  it('files a PDF rendition with the deck; the founder still sees one .pptx file', async () => {
    const deck = await generateDeck(owner.auth);
    deckId = deck.document_id;
    pptx = (await ctx.app.inject({ url: deck.download_url, headers: owner.auth })).rawPayload;
    expect(pptx.subarray(0, 2).toString()).toBe('PK');
    const key = await renditionOf(deckId);
    expect(key).toBeTruthy();
    expect(await stored(key!)).toBe(true);
    const list = (await ctx.app.inject({ url: '/api/v1/data-room/files', headers: owner.auth })).json();
    const files = (list.files ?? list.items ?? list) as { id: string; name: string }[];
    expect(files.filter((f) => /pitch-deck/.test(f.name)).map((f) => f.name)).toEqual([expect.stringMatching(/\.pptx$/)]);
  });

  it('serves the rendition as the view: a page per slide, the titles as bookmarks, the same figures, watermarked', async () => {
    const { titles, figures } = await slidesOf(pptx);
    expect(titles.length).toBeGreaterThan(5);
    expect(figures.length).toBeGreaterThan(3);
    const { token, visit } = await shareAndOpen({ file_ids: [deckId], watermark: true, allow_download: true });
    const [file] = (await viewer(token, visit, 'files')).json().files;
    expect(file).toMatchObject({ id: deckId, type: 'pptx', viewable: true });
    expect(file.view_url).toBe(`/api/v1/s/${token}/files/${deckId}/view`);
    const view = await viewer(token, visit, `files/${deckId}/view`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['content-type']).toMatch(/application\/pdf/);
    const pdf = await readPdf(view.rawPayload);
    expect(pdf.pages.length).toBe(titles.length);
    expect(pdf.outline).toEqual(titles);
    titles.forEach((t, i) => expect(squash(pdf.pages[i])).toContain(squash(t)));
    // The deck's page titles (for "stopped at page 5 of 12 (Market)") are its slides' titles.
    const [row] = await ctx.db.select({ titles: dataroomFiles.pageTitles }).from(dataroomFiles).where(eq(dataroomFiles.id, deckId));
    expect(row?.titles).toEqual(titles);
    const all = squash(pdf.pages.join(' '));
    for (const f of figures) expect(all).toContain(squash(f));
    expect(all).toContain(squash('Shared viewer'));
    // Page events are bound by the rendition's pages.
    expect((await beacon(token, visit, deckId, titles.length)).statusCode).toBe(204);
    expect((await beacon(token, visit, deckId, titles.length + 1)).statusCode).toBe(422);
    // The download is the original deck, and it does not shrink the page bound.
    const download = await viewer(token, visit, `files/${deckId}/download`);
    expect(download.statusCode).toBe(200);
    expect(sha(download.rawPayload)).toBe(sha(pptx));
    expect((await beacon(token, visit, deckId, titles.length)).statusCode).toBe(204);
  });

  it('without a watermark the view is the rendition as filed; downloads off are refused', async () => {
    const { token, visit } = await shareAndOpen({ file_ids: [deckId], watermark: false });
    const view = await viewer(token, visit, `files/${deckId}/view`);
    expect(view.statusCode).toBe(200);
    expect(squash((await readPdf(view.rawPayload)).pages.join(' '))).not.toContain(squash('Shared viewer'));
    expect((await viewer(token, visit, `files/${deckId}/download`)).statusCode).toBe(403);
  });

  it('another founder cannot reach the deck or its rendition', async () => {
    expect((await createShare({ file_ids: [deckId] }, other.auth)).statusCode).toBe(404);
    const mine = await generateDeck(other.auth);
    const res = await createShare({ file_ids: [mine.document_id] }, other.auth);
    const token = (res.json().url as string).split('/s/')[1]!;
    const visit = (await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/open` })).json().visit_token;
    expect((await viewer(token, visit, `files/${deckId}/view`)).statusCode).toBe(404);
  });

  it('re-generating replaces the rendition; deleting the file deletes it', async () => {
    const before = (await renditionOf(deckId))!;
    const again = await generateDeck(owner.auth);
    expect(again.document_id).toBe(deckId); // a new version of the same checklist file
    const after = (await renditionOf(deckId))!;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await stored(before)).toBe(false);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/files/${deckId}`, headers: owner.auth });
    expect(del.statusCode).toBe(204);
    expect(await stored(after)).toBe(false);
  });

  it('shows the financial model through a PDF of its Key figures sheet, the values the workbook computed', async () => {
    const model = await generateDeck(owner.auth, 'financial_model');
    const xlsx = (await ctx.app.inject({ url: model.download_url, headers: owner.auth })).rawPayload;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.getWorksheet('Key figures')!.eachRow((row, n) => n > 1 && cells.push(String(row.getCell(1).value)));
    expect(cells).toContain('Revenue Y1');
    const { token, visit } = await shareAndOpen({ file_ids: [model.document_id], watermark: false, allow_download: true });
    const [file] = (await viewer(token, visit, 'files')).json().files;
    expect(file).toMatchObject({ type: 'xlsx', viewable: true });
    const view = await viewer(token, visit, `files/${model.document_id}/view`);
    expect(view.statusCode, view.body).toBe(200);
    const text = squash((await readPdf(view.rawPayload)).pages.join(' '));
    for (const label of cells) expect(text).toContain(squash(label));
    // Revenue Y1 as the deck above prints it (the same idea, offline): one source of figures.
    expect(text).toContain(squash('$13.2K'));
    expect(sha((await viewer(token, visit, `files/${model.document_id}/download`)).rawPayload)).toBe(sha(xlsx));
  });
});
