import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { dataroomFiles, dataroomFileVersions } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { docxWith, jpgFile, multipart, pdfWith, pngFile, pptxFile, xlsxFile } from './test-files';

let ctx: TestContext;
let storageRoot: string;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-dataroom-'));
  ctx = await createTestApp({ storage: createLocalStorage(storageRoot), config: { dataroom: { quotaBytes: 200 * 1024 * 1024, outdatedDays: 90 } } });
  owner = await signUp(ctx);
  other = await signUp(ctx);
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

async function upload(auth: Record<string, string>, name: string, content: Buffer, query = '') {
  const body = multipart(name, content);
  return ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files${query}`, headers: { ...auth, ...body.headers }, payload: body.payload });
}

describe('data room files', () => {
  it('round-trips every allowed type byte for byte', async () => {
    const samples: [string, Buffer][] = [
      ['report.pdf', await pdfWith('Quarterly report')],
      ['memo.docx', await docxWith('Board memo')],
      ['model.xlsx', await xlsxFile()],
      ['deck.pptx', await pptxFile()],
      ['photo.jpg', jpgFile()],
      ['logo.png', pngFile()],
      ['notes.txt', Buffer.from('plain notes ✓')],
      ['readme.md', Buffer.from('# Heading\n')],
      ['table.csv', Buffer.from('a,b\n1,2\n')],
    ];
    for (const [name, content] of samples) {
      const res = await upload(owner.auth, name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const file = res.json();
      expect(file).toMatchObject({ name, size: content.length, sha256: sha(content), version: 1, created_by: 'You', status: 'present' });
      const dl = await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/files/${file.id}/download`, headers: owner.auth });
      expect(dl.statusCode).toBe(200);
      expect(sha(dl.rawPayload)).toBe(sha(content));
      expect(dl.headers['content-disposition']).toContain(`filename="${name}"`);
    }
  });

  it('accepts the raw file as the body (no multipart) with the name in the query', async () => {
    const content = await pdfWith('Raw body upload');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/data-room/files?filename=raw%20deck.pdf',
      headers: { ...owner.auth, 'content-type': 'application/octet-stream' },
      payload: content,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'raw deck.pdf', sha256: sha(content), type: 'pdf' });
    const unnamed = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...owner.auth, 'content-type': 'application/octet-stream' }, payload: content });
    expect(unnamed.statusCode).toBe(400);
    const big = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=big.csv', headers: { ...owner.auth, 'content-type': 'application/octet-stream' }, payload: Buffer.alloc(51 * 1024 * 1024, 'a') });
    expect(big.statusCode).toBe(413);
  });

  it('rejects a file over 50 MB with 413 and keeps nothing', async () => {
    const before = (await readdir(storageRoot, { recursive: true })).length;
    const res = await upload(owner.auth, 'big.txt', Buffer.alloc(51 * 1024 * 1024, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/50 MB/);
    expect((await readdir(storageRoot, { recursive: true })).length).toBe(before);
  });

  it('rejects an executable renamed .pdf with 415, and unknown extensions', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0x90)]);
    const res = await upload(owner.auth, 'invoice.pdf', exe);
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/does not match/);
    expect((await upload(owner.auth, 'tool.exe', exe)).statusCode).toBe(415);
  });

  it('stores a path-like name safely under a generated key', async () => {
    const res = await upload(owner.auth, '../../etc/passwd.txt', Buffer.from('root:x:0:0'));
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('passwd.txt');
    const [row] = await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.id, res.json().id));
    expect(row.storageKey).toMatch(new RegExp(`^users/${owner.userId}/[0-9a-f-]{36}$`));
  });

  it('keeps versions on re-upload and counts views and downloads', async () => {
    const first = (await upload(owner.auth, 'plan.md', Buffer.from('v1'))).json();
    const body = multipart('plan.md', Buffer.from('version two'));
    const second = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files/${first.id}/versions`, headers: { ...owner.auth, ...body.headers }, payload: body.payload });
    expect(second.statusCode).toBe(201);
    expect(second.json().version).toBe(2);
    const versions = (await ctx.app.inject({ url: `/api/v1/data-room/files/${first.id}/versions`, headers: owner.auth })).json().versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const old = await ctx.app.inject({ url: versions[1].download_url, headers: owner.auth });
    expect(old.body).toBe('v1');
    await ctx.app.inject({ url: `/api/v1/data-room/files/${first.id}/download`, headers: owner.auth });
    const details = (await ctx.app.inject({ url: `/api/v1/data-room/files/${first.id}`, headers: owner.auth })).json();
    expect(details.view_count).toBe(1);
    expect(details.download_count).toBe(2);
    expect(await ctx.db.select().from(dataroomFileVersions).where(eq(dataroomFileVersions.fileId, first.id))).toHaveLength(2);
  });

  it('answers 404 to another user on every file endpoint', async () => {
    const file = (await upload(owner.auth, 'secret.txt', Buffer.from('mine'))).json();
    const base = `/api/v1/data-room/files/${file.id}`;
    const body = multipart('x.txt', Buffer.from('x'));
    const calls = [
      { method: 'GET', url: base },
      { method: 'GET', url: `${base}/download` },
      { method: 'GET', url: `${base}/versions` },
      { method: 'GET', url: `${base}/versions/1/download` },
      { method: 'PATCH', url: base, payload: { description: 'hijack' } },
      { method: 'DELETE', url: base },
      { method: 'POST', url: `${base}/versions`, payload: body.payload, headers: body.headers },
    ] as const;
    for (const c of calls) {
      const res = await ctx.app.inject({ ...c, headers: { ...other.auth, ...('headers' in c ? c.headers : {}) } });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    const bulk = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files/bulk-delete', headers: other.auth, payload: { ids: [file.id] } });
    expect(bulk.json().deleted).toBe(0);
    const listing = (await ctx.app.inject({ url: '/api/v1/data-room/files', headers: other.auth })).json();
    expect(listing.files).toHaveLength(0);
    expect((await ctx.app.inject({ url: base, headers: owner.auth })).statusCode).toBe(200);
  });

  it('requires a signed-in caller', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/data-room/files' })).statusCode).toBe(401);
  });

  it('updates metadata and bulk-deletes with the stored bytes', async () => {
    const a = (await upload(owner.auth, 'a.txt', Buffer.from('alpha'))).json();
    const b = (await upload(owner.auth, 'b.txt', Buffer.from('beta'))).json();
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/data-room/files/${a.id}`,
      headers: owner.auth,
      payload: { description: 'Signed term sheet', tags: ['legal', 'seed'], is_confidential: true, shared_with: ['Investors'] },
    });
    expect(patched.json()).toMatchObject({ description: 'Signed term sheet', tags: ['legal', 'seed'], is_confidential: true, shared_with: ['Investors'] });
    const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/files/${a.id}`, headers: owner.auth, payload: { shared_with: ['Everyone'] } });
    expect(bad.statusCode).toBe(422);
    const [row] = await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.id, b.id));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files/bulk-delete', headers: owner.auth, payload: { ids: [a.id, b.id] } });
    expect(res.json().deleted).toBe(2);
    expect(await ctx.db.select().from(dataroomFiles).where(eq(dataroomFiles.id, b.id))).toHaveLength(0);
    await expect(readdir(path.join(storageRoot, path.dirname(row.storageKey)))).resolves.not.toContain(path.basename(row.storageKey));
  });
});
