import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { users } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { agentTools } from '../agents/tools';
import { readiness as mcpReadiness } from '../mcp/read-tools';
import { engagementOf } from './share-engagement';
import { multipart, pngFile } from './test-files';
import { extractText } from './text-extract';

let ctx: TestContext;
let storageRoot: string;
let owner: Awaited<ReturnType<typeof signUp>>;
let deckId: string;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const DECK_TITLES = ['Acme', 'Problem', 'Solution', 'Product', 'Market', 'Competition', 'Model', 'Traction', 'Team', 'Financials', 'Ask', 'Contact'];

/** A PDF of `pages` pages; with `titles`, a bookmark per page (as a deck exported from slides has). */
function pdfOfPages(pages: number, titles?: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let i = 1; i <= pages; i++) {
      doc.addPage().fontSize(30).text(`Deck page ${i}`);
      if (titles?.[i - 1]) doc.outline.addItem(titles[i - 1]!);
    }
    doc.end();
  });
}

async function upload(auth: Record<string, string>, name: string, content: Buffer, query = '') {
  const body = multipart(name, content);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files${query}`, headers: { ...auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const get = (url: string, auth: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers: auth });
const viewer = (method: 'GET' | 'POST', token: string, visit: string, sub: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/s/${token}/${sub}`, headers: { 'x-visit-token': visit }, ...(payload && { payload }) });

async function shareAndOpen(payload: object, auth = owner.auth) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/shares', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  const token = (res.json().url as string).split('/s/')[1]!;
  const opened = await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/open` });
  expect(opened.statusCode, opened.body).toBe(200);
  return { share: res.json(), token, visit: opened.json().visit_token as string };
}

/** One investor's visit: passes the NDA as `email`, opens the deck and reads `pages` in order. */
async function read(token: string, email: string, pages: number[]) {
  const opened = await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/open` });
  const visit = opened.json().visit_token as string;
  expect((await viewer('POST', token, visit, 'nda', { accept: true, email })).statusCode).toBe(200);
  expect((await viewer('GET', token, visit, `files/${deckId}/view`)).statusCode).toBe(200);
  const events = pages.map((page) => ({ file_id: deckId, page, ms: 400 }));
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/events`, payload: { visit_token: visit, events } });
  expect(res.statusCode, res.body).toBe(204);
}

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-share-eng-'));
  ctx = await createTestApp({
    storage: createLocalStorage(storageRoot),
    config: { dataroom: { quotaBytes: 200 * 1024 * 1024, outdatedDays: 90 }, rateLimits: { shareViewer: { eventsPerMinute: 1000, attemptsPer10Minutes: 1000 } } },
  });
  owner = await signUp(ctx);
  deckId = await upload(owner.auth, 'deck.pdf', await pdfOfPages(12, DECK_TITLES), '?checklist_item=pitch_deck');
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

describe('readiness that learns', () => {
  it('computes viewers, median time and the page most stopped at', () => {
    const opened = ['a', 'b', 'c'].map((v) => ({ visitId: v, viewer: v, pages: 10 }));
    const pages = [
      { visitId: 'a', ms: 400, lastPage: 4 },
      { visitId: 'b', ms: 1000, lastPage: 4 },
      { visitId: 'c', ms: 50, lastPage: 10 },
    ];
    expect(engagementOf(opened, pages)).toEqual({
      page_count: 10,
      viewers: 3,
      timed_visits: 3,
      median_ms: 400,
      drop_off: { page: 4, visits: 2, title: null },
      suggestion: '2 of 3 viewers stopped at page 4 of 10: look at page 4 and the one after it first.',
    });
    // With the page's title known, the suggestion names it; an unknown title keeps the number alone.
    const titled = engagementOf(opened, pages, ['Cover', null, null, 'Market']);
    expect(titled.drop_off).toEqual({ page: 4, visits: 2, title: 'Market' });
    expect(titled.suggestion).toBe('2 of 3 viewers stopped at page 4 of 10 (Market): look at page 4 and the one after it first.');
    expect(engagementOf(opened, pages, ['Cover', 'Problem', null, null]).suggestion).toBe(
      '2 of 3 viewers stopped at page 4 of 10: look at page 4 and the one after it first.',
    );
    // One visit is not a pattern; none that stopped early, no drop-off.
    expect(engagementOf(opened.slice(0, 1), pages.slice(0, 1)).suggestion).toBeNull();
    expect(engagementOf(opened.slice(2), pages.slice(2)).drop_off).toBeNull();
  });

  it('shows, from recorded visits and page events, how investors read a checklist document; agents and MCP read it', async () => {
    const before = (await get('/api/v1/data-room/readiness/engagement', owner.auth)).json();
    expect(before.items).toEqual([
      { key: 'pitch_deck', label: expect.any(String), file_id: deckId, file_name: 'deck.pdf', page_count: 0, viewers: 0, timed_visits: 0, median_ms: null, drop_off: null, suggestion: null },
    ]);
    const { token } = await shareAndOpen({ file_ids: [deckId], nda_text: 'NDA', watermark: false });
    await new Promise((r) => setTimeout(r, 200));
    await read(token, 'a@fund.com', [1, 2, 3, 4, 5]);
    await read(token, 'b@fund.com', [1, 2, 3, 4, 5]);
    await read(token, 'c@fund.com', [1, 2, 5]);
    await read(token, 'd@fund.com', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    const res = await get('/api/v1/data-room/readiness/engagement', owner.auth);
    expect(res.statusCode).toBe(200);
    const [deck] = res.json().items;
    expect(deck).toMatchObject({ key: 'pitch_deck', file_id: deckId, page_count: 12, viewers: 4, timed_visits: 4, drop_off: { page: 5, visits: 3, title: 'Market' } });
    expect(deck.median_ms).toBe(2000); // visits of 1200, 2000, 2000 and 4800 ms
    // The title comes from the deck's bookmarks, read at upload.
    expect(deck.suggestion).toBe('3 of 4 viewers stopped at page 5 of 12 (Market): look at page 5 and the one after it first.');
    // Another founder sees nothing of it.
    const other = await signUp(ctx);
    expect((await get('/api/v1/data-room/readiness/engagement', other.auth)).json().items).toEqual([]);

    const tools = agentTools({ db: ctx.db, userId: owner.userId, research: {}, card: () => undefined });
    const out = (await tools.get_share_engagement!.execute!({}, { toolCallId: 't', messages: [] })) as { summary: string; items: unknown[] };
    expect(out.items).toEqual(res.json().items);
    expect(out.summary).toContain('opened by 4 viewers, median 2 s per timed visit; most stopped at page 5 of 12, "Market" (3 of 4)');
    const mcp = await mcpReadiness({ db: ctx.db, dataroom: { db: ctx.db, storage: createLocalStorage(storageRoot), config: ctx.config }, userId: owner.userId });
    expect(mcp.text).toContain('How investors read them:');
    expect(mcp.data.engagement).toEqual(res.json().items);
  });
});

describe('page events in one batch', () => {
  it('sums a page reported twice and keeps the page shown last', async () => {
    const { share, token, visit } = await shareAndOpen({ file_ids: [deckId], watermark: false });
    expect((await viewer('GET', token, visit, `files/${deckId}/view`)).statusCode).toBe(200);
    const events = [{ file_id: deckId, page: 1, ms: 100 }, { file_id: deckId, page: 2, ms: 100 }, { file_id: deckId, page: 1, ms: 50 }];
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/events`, payload: { visit_token: visit, events } })).statusCode).toBe(204);
    const second = [{ file_id: deckId, page: 2, ms: 30 }];
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/events`, payload: { visit_token: visit, events: second } })).statusCode).toBe(204);
    const [v] = (await get(`/api/v1/data-room/shares/${share.id}/analytics`, owner.auth)).json().visits;
    expect(v.pages).toEqual([{ file_id: deckId, page: 1, ms: 150 }, { file_id: deckId, page: 2, ms: 130 }]);
    expect(v.last_page).toEqual({ file_id: deckId, page: 2 });
  });
});

describe('first-open notice in the app', () => {
  it('shows "opened by" in the Shares list until seen, and not at all with in-app notifications off', async () => {
    const { share, token, visit } = await shareAndOpen({ file_ids: [deckId], nda_text: 'NDA', label: 'Notice fund' });
    await viewer('POST', token, visit, 'nda', { accept: true, email: 'first@fund.com' });
    const listed = async () => ((await get('/api/v1/data-room/shares', owner.auth)).json().items as { id: string; new_open: unknown; first_opened_at: string }[]).find((s) => s.id === share.id)!;
    const item = await listed();
    expect(item.new_open).toEqual({ at: item.first_opened_at, viewer_email: 'first@fund.com' });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/shares/${share.id}/seen`, headers: owner.auth })).statusCode).toBe(204);
    expect((await listed()).new_open).toBeNull();
    const stranger = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/shares/${share.id}/seen`, headers: stranger.auth })).statusCode).toBe(404);

    const quiet = await signUp(ctx);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/notifications',
      headers: quiet.auth,
      payload: { emailNotifications: true, pushNotifications: false, marketingEmails: false, securityAlerts: true, inAppNotifications: false },
    });
    expect(put.statusCode).toBe(200);
    const quietFile = await upload(quiet.auth, 'q.pdf', await pdfOfPages(1));
    const q = await shareAndOpen({ file_ids: [quietFile] }, quiet.auth);
    const [quietShare] = (await get('/api/v1/data-room/shares', quiet.auth)).json().items;
    expect(quietShare).toMatchObject({ id: q.share.id, new_open: null, first_opened_at: expect.any(String) });
  });
});

describe('superuser counts', () => {
  it('answers 403 to a founder and counts only (no address, file or link) to a superuser', async () => {
    const founder = await signUp(ctx);
    expect((await get('/api/v1/admin/data-room/shares', founder.auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/data-room/shares' })).statusCode).toBe(401);
    const admin = await signUp(ctx);
    await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    const res = await get('/api/v1/admin/data-room/shares', admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json();
    expect(Object.keys(counts).sort()).toEqual(['active_links', 'founders_sharing', 'links', 'nda_acceptances', 'visits']);
    expect(Object.values(counts).every((v) => Number.isInteger(v))).toBe(true);
    expect(counts.links).toBeGreaterThanOrEqual(3);
    expect(counts.nda_acceptances).toBeGreaterThanOrEqual(5);
    expect(counts.visits).toBeGreaterThan(counts.nda_acceptances);
    expect(res.body).not.toMatch(/@|deck|\/s\//);
  });
});

describe('watermarked images', () => {
  it('serves a PNG as a one-page PDF carrying the watermark; without it, the image as stored; the original unchanged', async () => {
    const png = pngFile();
    const imageId = await upload(owner.auth, 'logo.png', png);
    const marked = await shareAndOpen({ file_ids: [imageId], nda_text: 'NDA', allow_download: true });
    await viewer('POST', marked.token, marked.visit, 'nda', { accept: true, email: 'img@fund.com' });
    const view = await viewer('GET', marked.token, marked.visit, `files/${imageId}/view`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect((await extractText('pdf', view.rawPayload)).text).toContain('img@fund.com');
    const download = await viewer('GET', marked.token, marked.visit, `files/${imageId}/download`);
    expect(download.headers['content-disposition']).toContain('logo.pdf');
    expect((await extractText('pdf', download.rawPayload)).text).toContain('img@fund.com');
    const plain = await shareAndOpen({ file_ids: [imageId], watermark: false });
    const raw = await viewer('GET', plain.token, plain.visit, `files/${imageId}/view`);
    expect(raw.headers['content-type']).toBe('image/png');
    expect(sha(raw.rawPayload)).toBe(sha(png));
    const original = await get(`/api/v1/data-room/files/${imageId}/download`, owner.auth);
    expect(sha(original.rawPayload)).toBe(sha(png));
  });
});
