import { deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { docxWith, multipart } from './test-files';
import { zipUnpackedBytes } from './zip-size';

// Building the bombs is CPU work; on a busy machine it takes a while.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ctx = await createTestApp({ config: { dataroom: { quotaBytes: 200 * 1024 * 1024, outdatedDays: 90, extractTimeoutMs: 4000 } } });
  owner = await signUp(ctx);
});

/** A DOCX whose document.xml unpacks to `mb` MB of one repeated run (a few hundred KB packed). */
async function docxBomb(mb: number): Promise<Buffer> {
  const zip = new JSZip();
  const run = '<w:r><w:t>bomb</w:t></w:r>';
  const body = run.repeat(Math.ceil((mb * 1024 * 1024) / run.length));
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>');
  zip.file('word/document.xml', `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>${body}</w:p></w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** The same bomb, but its headers claim every part unpacks to 100 bytes. */
function lyingAboutSize(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i < out.length - 4; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50) out.writeUInt32LE(100, i + 22); // local header
    if (sig === 0x02014b50) out.writeUInt32LE(100, i + 24); // central directory
  }
  return out;
}

/** A one-page PDF whose content stream inflates to `mb` MB of drawing operators. */
function pdfBomb(mb: number): Buffer {
  const ops = Buffer.alloc(mb * 1024 * 1024, '0 0 m 1 1 l S\n');
  const stream = deflateSync(ops, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((o, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`));
  });
  offsets.push(length);
  push(Buffer.concat([Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream\nendobj\n')]));
  const xref = length;
  push(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

async function uploadWhileCheckingHealth(name: string, content: Buffer) {
  const body = multipart(name, content);
  const upload = ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...owner.auth, ...body.headers }, payload: body.payload });
  // The server keeps answering while the file is being read.
  const health = await ctx.app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(200);
  return upload;
}

describe('text extraction of hostile files (the bench, scripts/bench-upload-bomb.mjs, measures /health latency)', () => {
  it('stores a DOCX bomb without unpacking it; the file is not searchable', async () => {
    const bomb = await docxBomb(100);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipUnpackedBytes(bomb)).toBeGreaterThan(100 * 1024 * 1024);
    const res = await uploadWhileCheckingHealth('bomb.docx', bomb);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'bomb.docx', size: bomb.length, searchable: false });
  });

  it('survives a DOCX bomb that lies about its size (the worker runs out of memory, not the server)', async () => {
    const liar = lyingAboutSize(await docxBomb(100));
    expect(zipUnpackedBytes(liar)).toBeLessThan(1000);
    const res = await uploadWhileCheckingHealth('liar.docx', liar);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().searchable).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('gives up on a pathological PDF at the deadline and keeps the file', async () => {
    const pdf = pdfBomb(200);
    const res = await uploadWhileCheckingHealth('slow.pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file.searchable).toBe(false);
    const dl = await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/files/${file.id}/download`, headers: owner.auth });
    expect(dl.rawPayload.equals(pdf)).toBe(true);
  });

  it('still indexes an ordinary DOCX', async () => {
    const body = multipart('memo.docx', await docxWith('quarterly runway memo'));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...owner.auth, ...body.headers }, payload: body.payload });
    expect(res.json().searchable).toBe(true);
    const found = await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files?q=runway', headers: owner.auth });
    expect(found.json().files.map((f: { name: string }) => f.name)).toEqual(['memo.docx']);
  });
});
