import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestMail, signUp, uniqueEmail, type TestContext } from '../../../test/helpers';
import { dataroomShareNdaAcceptances, dataroomShares, dataroomShareVisits } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { multipart, pngFile } from './test-files';
import { extractText } from './text-extract';

let ctx: TestContext;
let storageRoot: string;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let deckId: string;
let deckBytes: Buffer;
let otherFileId: string;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function pdfOfPages(pages: number, title: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let i = 1; i <= pages; i++) doc.addPage().fontSize(30).text(`${title} page ${i}`);
    doc.end();
  });
}

async function upload(auth: Record<string, string>, name: string, content: Buffer) {
  const body = multipart(name, content);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const createShare = (payload: object, auth = owner.auth) => ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/shares', headers: auth, payload });
const tokenOf = (url: string) => url.split('/s/')[1]!;
const open = (token: string, visit?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/open`, headers: visit ? { 'x-visit-token': visit } : {} });
const viewer = (method: 'GET' | 'POST', token: string, visit: string, sub: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/s/${token}/${sub}`, headers: { 'x-visit-token': visit }, ...(payload && { payload }) });

/** Creates a link and opens it: the token, the visit and the first state. */
async function shareAndOpen(payload: object) {
  const res = await createShare(payload);
  expect(res.statusCode, res.body).toBe(201);
  const token = tokenOf(res.json().url);
  const opened = await open(token);
  expect(opened.statusCode, opened.body).toBe(200);
  return { share: res.json(), token, visit: opened.json().visit_token as string, state: opened.json() };
}

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-shares-'));
  ctx = await createTestApp({
    storage: createLocalStorage(storageRoot),
    config: { dataroom: { quotaBytes: 200 * 1024 * 1024, outdatedDays: 90 }, rateLimits: { shareViewer: { eventsPerMinute: 15, attemptsPer10Minutes: 50 } } },
  });
  owner = await signUp(ctx);
  other = await signUp(ctx);
  deckBytes = await pdfOfPages(12, 'Deck');
  deckId = await upload(owner.auth, 'deck.pdf', deckBytes);
  otherFileId = await upload(other.auth, 'secret.pdf', await pdfOfPages(2, 'Secret'));
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

describe('share links (founder)', () => {
  it('creates a link with an unguessable token and its public url; lists, updates and revokes it', async () => {
    const res = await createShare({ file_ids: [deckId], label: 'Acme Ventures', password: 'open sesame', watermark: true });
    expect(res.statusCode, res.body).toBe(201);
    const share = res.json();
    const token = tokenOf(share.url);
    expect(share.url).toBe(`http://app.test/s/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits of base64url, not a UUID
    expect(share).toMatchObject({ scope: 'files', file_ids: [deckId], has_password: true, allow_download: false, status: 'active' });
    const [row] = await ctx.db.select().from(dataroomShares).where(eq(dataroomShares.id, share.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/shares', headers: owner.auth });
    expect(list.json().items.map((s: { id: string }) => s.id)).toContain(share.id);
    const othersList = await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/shares', headers: other.auth });
    expect(othersList.json().items.map((s: { id: string }) => s.id)).not.toContain(share.id);

    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/shares/${share.id}`, headers: owner.auth, payload: { password: null, allow_download: true } });
    expect(patched.json()).toMatchObject({ has_password: false, allow_download: true });
    const foreign = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/shares/${share.id}`, headers: other.auth, payload: { label: 'x' } });
    expect(foreign.statusCode).toBe(404);

    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/shares/${share.id}`, headers: owner.auth });
    expect(revoke.statusCode).toBe(204);
    expect((await open(token)).statusCode).toBe(404);
  });

  it('refuses another founder\'s file, an empty scope and a past expiry', async () => {
    expect((await createShare({ file_ids: [otherFileId] })).statusCode).toBe(404);
    expect((await createShare({ label: 'nothing' })).statusCode).toBe(422);
    expect((await createShare({ whole_room: true, expires_at: new Date(Date.now() - 1000).toISOString() })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/shares', payload: { whole_room: true } })).statusCode).toBe(401);
  });
});

describe('the public viewer', () => {
  it('answers the same for a wrong token, a revoked link and an expired one', async () => {
    const wrong = await open('A'.repeat(43));
    const { share, token } = await shareAndOpen({ whole_room: true });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/shares/${share.id}`, headers: owner.auth });
    const revoked = await open(token);
    const soon = await createShare({ whole_room: true, expires_at: new Date(Date.now() + 1500).toISOString() });
    expect(soon.statusCode).toBe(201);
    expect((await open(tokenOf(soon.json().url))).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    const expired = await open(tokenOf(soon.json().url));
    for (const res of [wrong, revoked, expired]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(wrong.json());
    }
  });

  it('passes the password, the e-mail code and the NDA in order, then lists only the covered files', async () => {
    const { share, token, visit, state } = await shareAndOpen({
      file_ids: [deckId],
      password: 'hunter22',
      email_gate: true,
      deny_list: ['rival.com'],
      nda_text: 'Keep this confidential.',
    });
    expect(state.remaining).toEqual(['password', 'email', 'nda']);
    expect((await viewer('GET', token, visit, 'files')).statusCode).toBe(403);
    // The code cannot skip the password; a wrong password is refused.
    expect((await viewer('POST', token, visit, 'email', { email: 'vc@fund.com' })).statusCode).toBe(403);
    expect((await viewer('POST', token, visit, 'password', { password: 'wrong-one' })).statusCode).toBe(401);
    const pw = await viewer('POST', token, visit, 'password', { password: 'hunter22' });
    expect(pw.json().remaining).toEqual(['email', 'nda']);

    expect((await viewer('POST', token, visit, 'email', { email: 'spy@rival.com' })).statusCode).toBe(403);
    const address = uniqueEmail('investor');
    expect((await viewer('POST', token, visit, 'email', { email: address })).statusCode).toBe(200);
    const mail = await latestMail(ctx.db, address);
    const code = mail!.text.match(/Your code: (\d{6})/)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await viewer('POST', token, visit, 'email/verify', { code: wrongCode })).statusCode).toBe(401);
    const verified = await viewer('POST', token, visit, 'email/verify', { code });
    expect(verified.json()).toMatchObject({ remaining: ['nda'], viewer_email: address });

    const nda = await viewer('POST', token, visit, 'nda', { accept: true });
    expect(nda.json().remaining).toEqual([]);
    const [acceptance] = await ctx.db.select().from(dataroomShareNdaAcceptances).where(eq(dataroomShareNdaAcceptances.shareId, share.id));
    expect(acceptance).toMatchObject({ email: address, emailVerified: true, ndaText: 'Keep this confidential.', ip: '127.0.0.1' });
    expect(acceptance!.acceptedAt).toBeInstanceOf(Date);

    const files = await viewer('GET', token, visit, 'files');
    expect(files.json().files.map((f: { id: string }) => f.id)).toEqual([deckId]);
    expect(files.json().files[0].download_url).toBeNull();
    // Another founder's file is unreachable through this link, and downloads are refused by the server.
    expect((await viewer('GET', token, visit, `files/${otherFileId}/view`)).statusCode).toBe(404);
    expect((await viewer('GET', token, visit, `files/${deckId}/download`)).statusCode).toBe(403);
  });

  it('a code expires after a few wrong tries', async () => {
    const { token, visit } = await shareAndOpen({ whole_room: true, allow_list: ['fund.com'] });
    expect((await viewer('POST', token, visit, 'email', { email: 'someone@other.com' })).statusCode).toBe(403);
    expect((await viewer('POST', token, visit, 'email', { email: 'partner@fund.com' })).statusCode).toBe(200);
    const code = (await latestMail(ctx.db, 'partner@fund.com'))!.text.match(/Your code: (\d{6})/)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await viewer('POST', token, visit, 'email/verify', { code: wrong })).statusCode).toBe(401);
    expect((await viewer('POST', token, visit, 'email/verify', { code })).statusCode).toBe(401);
  });

  it('serves a watermarked PDF while the stored original stays unchanged', async () => {
    const { token, visit } = await shareAndOpen({ file_ids: [deckId], nda_text: 'NDA', allow_download: true });
    await viewer('POST', token, visit, 'nda', { accept: true, email: 'reader@fund.com' });
    const view = await viewer('GET', token, visit, `files/${deckId}/view`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    const text = (await extractText('pdf', view.rawPayload)).text;
    expect(text).toContain('reader@fund.com');
    expect(text).toContain('Deck page 12');
    const download = await viewer('GET', token, visit, `files/${deckId}/download`);
    expect(download.statusCode).toBe(200);
    expect((await extractText('pdf', download.rawPayload)).text).toContain('reader@fund.com');
    const original = await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/files/${deckId}/download`, headers: owner.auth });
    expect(sha(original.rawPayload)).toBe(sha(deckBytes));
  });

  it('records page time and shows it in the analytics; refuses forged or excessive events', async () => {
    const { share, token, visit } = await shareAndOpen({ file_ids: [deckId], watermark: false });
    const beacon = (body: object, t = token) => ctx.app.inject({ method: 'POST', url: `/api/v1/s/${t}/events`, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
    // Not served yet: no page of it may be reported.
    expect((await beacon({ visit_token: visit, events: [{ file_id: deckId, page: 1, ms: 10 }] })).statusCode).toBe(422);
    expect((await viewer('GET', token, visit, `files/${deckId}/view`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1200));
    const ok = await beacon({ visit_token: visit, events: [{ file_id: deckId, page: 1, ms: 500 }, { file_id: deckId, page: 2, ms: 300 }, { file_id: deckId, page: 3, ms: 200 }] });
    expect(ok.statusCode, ok.body).toBe(204);
    // Beyond the file's 12 pages, more time than the visit has lasted, another link's visit, a made-up visit.
    expect((await beacon({ visit_token: visit, events: [{ file_id: deckId, page: 13, ms: 1 }] })).statusCode).toBe(422);
    expect((await beacon({ visit_token: visit, events: [{ file_id: deckId, page: 4, ms: 600_000 }] })).statusCode).toBe(422);
    const another = await shareAndOpen({ file_ids: [deckId] });
    expect((await beacon({ visit_token: visit, events: [{ file_id: deckId, page: 1, ms: 1 }] }, another.token)).statusCode).toBe(403);
    expect((await beacon({ visit_token: 'x'.repeat(32), events: [{ file_id: deckId, page: 1, ms: 1 }] })).statusCode).toBe(403);

    const analytics = await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/shares/${share.id}/analytics`, headers: owner.auth });
    expect(analytics.statusCode).toBe(200);
    const a = analytics.json();
    expect(a.visit_count).toBe(1);
    expect(a.visits[0].pages).toEqual([
      { file_id: deckId, page: 1, ms: 500 },
      { file_id: deckId, page: 2, ms: 300 },
      { file_id: deckId, page: 3, ms: 200 },
    ]);
    expect(a.visits[0]).toMatchObject({ last_page: { file_id: deckId, page: 3 }, max_page: 3, total_ms: 1000, downloads: 0 });
    expect(a.files[0]).toMatchObject({ file_id: deckId, name: 'deck.pdf', page_count: 12 });
    const [v] = await ctx.db.select().from(dataroomShareVisits).where(eq(dataroomShareVisits.shareId, share.id));
    expect(v!.eventCount).toBe(3);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/shares/${share.id}/analytics`, headers: other.auth })).statusCode).toBe(404);
  });

  it('rate-limits a flood of page events', async () => {
    const { token, visit } = await shareAndOpen({ file_ids: [deckId] });
    await viewer('GET', token, visit, `files/${deckId}/view`);
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/events`, payload: { visit_token: visit, events: [{ file_id: deckId, page: 1, ms: 0 }] } });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 204).length).toBe(15);
    expect(codes.slice(15).every((c) => c === 429)).toBe(true);
  });

  it('covers a folder with its sub-folders, and shows images', async () => {
    const folder = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: owner.auth, payload: { name: 'Shared' } });
    const sub = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: owner.auth, payload: { name: 'Inner', parent_id: folder.json().id } });
    const body = multipart('logo.png', pngFile());
    const img = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files?folder_id=${sub.json().id}`, headers: { ...owner.auth, ...body.headers }, payload: body.payload });
    const { token, visit } = await shareAndOpen({ folder_id: folder.json().id, watermark: false });
    const files = (await viewer('GET', token, visit, 'files')).json().files;
    expect(files.map((f: { id: string }) => f.id)).toEqual([img.json().id]);
    const view = await viewer('GET', token, visit, `files/${img.json().id}/view`);
    expect(view.headers['content-type']).toBe('image/png');
    expect((await viewer('GET', token, visit, `files/${deckId}/view`)).statusCode).toBe(404);
  });

  it('mails the founder on the first open only', async () => {
    const { share, token } = await shareAndOpen({ file_ids: [deckId], label: 'Seed fund' });
    await new Promise((r) => setTimeout(r, 100));
    const first = await latestMail(ctx.db, owner.email);
    expect(first!.subject).toBe('Opened: Seed fund');
    expect(first!.text).toContain(share.id);
    await open(token);
    await new Promise((r) => setTimeout(r, 100));
    expect((await latestMail(ctx.db, owner.email))!.id).toBe(first!.id);
  });
});

describe('account data export', () => {
  it('includes the links, their visits and the NDA acceptances', async () => {
    const { share, token, visit } = await shareAndOpen({ file_ids: [deckId], nda_text: 'Export NDA' });
    await viewer('POST', token, visit, 'nda', { accept: true, email: 'exported@fund.com' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/export', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const exported = JSON.parse(await zip.file('data-room-shares.json')!.async('string')) as { id: string; visits: unknown[]; nda_acceptances: { email: string }[] }[];
    const entry = exported.find((s) => s.id === share.id)!;
    expect(entry.visits).toHaveLength(1);
    expect(entry.nda_acceptances.map((n) => n.email)).toEqual(['exported@fund.com']);
    expect(JSON.stringify(exported)).not.toContain(token);
  });
});
