import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { dataroomFiles, dataroomFolders } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { DATAROOM_FILE_KINDS, TYPE_FILTERS } from '@uc/contract';
import { docxWith, jpgFile, multipart, pdfWith, pngFile, pptxFile, xlsxFile } from './test-files';

let ctx: TestContext;
let storageRoot: string;
type Session = Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ctx = await createTestApp({
    storage: createLocalStorage((storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-listing-')))),
    config: { dataroom: { quotaBytes: 64 * 1024, outdatedDays: 90 } },
  });
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

const upload = (s: Session, name: string, content: Buffer, query = '') => {
  const body = multipart(name, content);
  return ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files${query}`, headers: { ...s.auth, ...body.headers }, payload: body.payload });
};
const list = async (s: Session, query = '') => {
  const res = await ctx.app.inject({ url: `/api/v1/data-room/files${query}`, headers: s.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('data room listing', () => {
  it('starts with the six default folders and a readiness checklist', async () => {
    const s = await signUp(ctx);
    const page = await list(s);
    expect(page.folders.map((f: { name: string }) => f.name)).toEqual([
      'Executive Summary',
      'Financial Projections',
      'Legal Documents',
      'Technical Documentation',
      'Market Research',
      'Team Information',
    ]);
    expect(page.folders[0]).toMatchObject({ icon: 'briefcase', color: 'blue', file_count: 0 });
    expect(page.readiness).toMatchObject({ present: 0, outdated: 0, completion_percent: 0 });
    expect(page.readiness.missing).toBe(page.readiness.total);
    expect(page.stats).toMatchObject({ total_files: 0, folders: 6, storage_used_bytes: 0, confidential: 0 });
    // Lazily created once: a second listing does not duplicate them.
    await list(s);
    expect(await ctx.db.select().from(dataroomFolders).where(eq(dataroomFolders.userId, s.userId))).toHaveLength(6);
  });

  it('fills a missing checklist item on upload and marks old files outdated', async () => {
    const s = await signUp(ctx);
    const root = await list(s);
    const exec = root.folders.find((f: { name: string }) => f.name === 'Executive Summary');
    const before = root.readiness;
    const res = await upload(s, 'deck.pdf', await pdfWith('Our deck'), `?folder_id=${exec.id}&checklist_item=pitch_deck`);
    expect(res.statusCode).toBe(201);
    const after = (await list(s)).readiness;
    expect(after).toMatchObject({ present: before.present + 1, missing: before.missing - 1, total: before.total });
    expect(after.completion_percent).toBe(Math.round((1 / after.total) * 100));
    expect((await list(s, `?folder_id=${exec.id}`)).missing.map((m: { key: string }) => m.key)).not.toContain('pitch_deck');
    expect((await list(s, `?folder_id=${exec.id}`)).files).toMatchObject([{ name: 'deck.pdf', folder_name: 'Executive Summary' }]);

    const unknown = await upload(s, 'x.pdf', await pdfWith('x'), '?checklist_item=not_a_thing');
    expect(unknown.statusCode).toBe(400);
    // Without a folder, a checklist upload lands in the item's own folder.
    const capTable = await upload(s, 'cap.csv', Buffer.from('holder,shares\n'), '?checklist_item=cap_table');
    expect(capTable.json().folder_name).toBe('Financial Projections');

    await ctx.db.update(dataroomFiles).set({ updatedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(dataroomFiles.id, res.json().id));
    const aged = await list(s);
    expect(aged.readiness).toMatchObject({ present: 1, outdated: 1, attention_needed: aged.readiness.missing + 1 });
    expect((await list(s, '?status=outdated')).files).toHaveLength(1);
    expect((await list(s, '?status=present')).files.map((f: { name: string }) => f.name)).toEqual(['cap.csv']);
  });

  it('finds files by a word inside a PDF or DOCX, by name and by tag', async () => {
    const s = await signUp(ctx);
    await upload(s, 'terms.pdf', await pdfWith('The liquidation preference is non-participating'));
    const memo = (await upload(s, 'memo.docx', await docxWith('Quarterly burn multiple improved'))).json();
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/files/${memo.id}`, headers: s.auth, payload: { tags: ['board'] } });
    expect((await list(s, '?q=liquidation')).files.map((f: { name: string }) => f.name)).toEqual(['terms.pdf']);
    expect((await list(s, '?q=burn%20multiple')).files.map((f: { name: string }) => f.name)).toEqual(['memo.docx']);
    expect((await list(s, '?q=board')).files).toHaveLength(1);
    expect((await list(s, '?q=term')).files).toHaveLength(1); // prefix of the name
    expect((await list(s, '?q=nothing-like-this')).files).toHaveLength(0);
    expect((await list(s, '?type=documents')).files.map((f: { name: string }) => f.name)).toEqual(['memo.docx']);
    expect((await list(s, '?q=%27%3A*%20%26%20!')).files).toHaveLength(2); // punctuation only: no filter, no error
    // A rename re-indexes from the stored text: found by its new name and still by its content.
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/files/${memo.id}`, headers: s.auth, payload: { name: 'runway-note.docx' } });
    expect((await list(s, '?q=runway%20burn')).files.map((f: { name: string }) => f.name)).toEqual(['runway-note.docx']);
  });

  it('offers only type filters that can match: each covers an uploadable kind, every kind has one', async () => {
    const s = await signUp(ctx);
    const files: Record<string, Buffer> = {
      'a.pdf': await pdfWith('a'), 'b.docx': await docxWith('b'), 'c.xlsx': await xlsxFile(), 'd.pptx': await pptxFile(),
      'e.jpg': jpgFile(), 'f.png': pngFile(), 'g.txt': Buffer.from('g'), 'h.md': Buffer.from('# h'), 'i.csv': Buffer.from('x,y\n'),
    };
    for (const [name, content] of Object.entries(files)) expect((await upload(s, name, content)).statusCode).toBe(201);
    const matched = new Set<string>();
    for (const type of TYPE_FILTERS) {
      const names = (await list(s, `?type=${type}`)).files.map((f: { name: string }) => f.name);
      expect(names.length, `filter ${type} matches nothing that can be uploaded`).toBeGreaterThan(0);
      for (const n of names) matched.add(n.split('.').pop()!);
    }
    expect([...matched].sort()).toEqual([...DATAROOM_FILE_KINDS].sort());
    // Filters for refused uploads are gone.
    for (const type of ['videos', 'archives']) expect((await ctx.app.inject({ url: `/api/v1/data-room/files?type=${type}`, headers: s.auth })).statusCode).toBe(422);
  });

  it('sorts, paginates and rejects bad query values', async () => {
    const s = await signUp(ctx);
    for (const [name, size] of [['b.txt', 3], ['a.txt', 1], ['c.txt', 2]] as const) await upload(s, name, Buffer.alloc(size, 'x'));
    const names = (page: { files: { name: string }[] }) => page.files.map((f) => f.name);
    expect(names(await list(s, '?sort=name&order=asc'))).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(names(await list(s, '?sort=size&order=desc'))).toEqual(['b.txt', 'c.txt', 'a.txt']);
    expect(names(await list(s))).toEqual(['c.txt', 'a.txt', 'b.txt']); // default: date, newest first
    const page2 = await list(s, '?sort=name&order=asc&page=2&page_size=2');
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(names(page2)).toEqual(['c.txt']);
    // A filtered page counts every match, on the last page and past it too.
    expect(await list(s, '?q=txt&sort=name&order=asc&page=2&page_size=2')).toMatchObject({ total: 3, files: [{ name: 'c.txt' }] });
    expect(await list(s, '?q=txt&page=3&page_size=2')).toMatchObject({ total: 3, files: [] });
    expect(await list(s, '?q=nothing-like-this&page=2')).toMatchObject({ total: 0, files: [] });
    expect((await list(s, '?type=documents')).files.map((f: { folder_name: string | null }) => f.folder_name)).toEqual([null, null, null]);
    expect((await ctx.app.inject({ url: '/api/v1/data-room/files?sort=colour', headers: s.auth })).statusCode).toBe(422);
  });

  it('enforces the storage quota with 413', async () => {
    const s = await signUp(ctx);
    expect((await upload(s, 'one.txt', Buffer.alloc(40 * 1024, 'a'))).statusCode).toBe(201);
    const res = await upload(s, 'two.txt', Buffer.alloc(40 * 1024, 'b'));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/quota/);
    expect((await list(s)).stats.storage_used_bytes).toBe(40 * 1024);
  });
});

describe('data room folders', () => {
  it('creates nested folders with a breadcrumb, renames, and deletes only with confirm when not empty', async () => {
    const s = await signUp(ctx);
    const other = await signUp(ctx);
    const parent = (await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: s.auth, payload: { name: 'Board', description: 'Minutes' } })).json();
    const child = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: s.auth, payload: { name: '2026', parent_id: parent.id } });
    expect(child.statusCode).toBe(201);
    const inChild = await list(s, `?folder_id=${child.json().id}`);
    expect(inChild.breadcrumb.map((b: { name: string }) => b.name)).toEqual(['Board', '2026']);
    expect((await list(s, `?folder_id=${parent.id}`)).folders.map((f: { name: string }) => f.name)).toEqual(['2026']);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: s.auth, payload: { name: '   ' } })).statusCode).toBe(422);
    const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/folders/${parent.id}`, headers: s.auth, payload: { name: 'Board Minutes' } });
    expect(renamed.json().name).toBe('Board Minutes');

    await upload(s, 'minutes.txt', Buffer.from('minutes'), `?folder_id=${child.json().id}`);
    for (const c of [
      { method: 'PATCH' as const, url: `/api/v1/data-room/folders/${parent.id}`, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `/api/v1/data-room/folders/${parent.id}?confirm=true` },
      { method: 'GET' as const, url: `/api/v1/data-room/files?folder_id=${parent.id}` },
      { method: 'POST' as const, url: '/api/v1/data-room/folders', payload: { name: 'sneaky', parent_id: parent.id } },
    ]) {
      expect((await ctx.app.inject({ ...c, headers: other.auth })).statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/folders/${parent.id}`, headers: s.auth });
    expect(refused.statusCode).toBe(409);
    const done = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/folders/${parent.id}?confirm=true`, headers: s.auth });
    expect(done.statusCode).toBe(204);
    expect(await ctx.db.select().from(dataroomFiles).where(and(eq(dataroomFiles.userId, s.userId), eq(dataroomFiles.name, 'minutes.txt')))).toHaveLength(0);
    expect(await ctx.db.select().from(dataroomFolders).where(eq(dataroomFolders.id, child.json().id))).toHaveLength(0);
  });
});
