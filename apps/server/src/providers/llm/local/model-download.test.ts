import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadModel, ModelDownloadError, type DownloadProgress } from './model-download';

const body = randomBytes(256 * 1024);
const sha = createHash('sha256').update(body).digest('hex');
let server: Server;
let base: string;
/** Requests whose answer is cut after this many bytes (simulates a dropped connection). */
let cutAfter: number | null = null;
const ranges: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    ranges.push(req.headers.range);
    const m = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const start = m ? Number(m[1]) : 0;
    if (start >= body.length) {
      res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
      return;
    }
    const slice = body.subarray(start);
    const headers: Record<string, string | number> = { 'content-length': slice.length };
    if (m) headers['content-range'] = `bytes ${start}-${body.length - 1}/${body.length}`;
    res.writeHead(m ? 206 : 200, headers);
    if (cutAfter !== null) {
      // Let the client receive the first bytes before the connection drops.
      res.write(slice.subarray(0, cutAfter), () => setTimeout(() => res.destroy(), 100));
      cutAfter = null;
      return;
    }
    res.end(slice);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const tmp = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'uc-model-')), 'models', 'm.gguf');

describe('downloadModel', () => {
  it('downloads to the final path with progress and the verified checksum', async () => {
    const dest = tmp();
    const seen: DownloadProgress[] = [];
    const out = await downloadModel({ url: `${base}/m.gguf`, dest, sha256: sha, onProgress: (p) => seen.push(p) });
    expect(out.sha256).toBe(sha);
    expect(readFileSync(dest).equals(body)).toBe(true);
    expect(existsSync(`${dest}.part`)).toBe(false);
    const last = seen.at(-1)!;
    expect(last.downloadedBytes).toBe(body.length);
    expect(last.totalBytes).toBe(body.length);
    expect(last.secondsLeft).toBe(0);
  });

  it('refuses and deletes a file whose checksum does not match', async () => {
    const dest = tmp();
    const wrong = 'a'.repeat(64);
    const err = await downloadModel({ url: `${base}/m.gguf`, dest, sha256: wrong }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelDownloadError);
    expect((err as ModelDownloadError).code).toBe('checksum');
    expect(existsSync(dest)).toBe(false);
    expect(existsSync(`${dest}.part`)).toBe(false);
  });

  it('resumes an interrupted download with a Range request', async () => {
    const dest = tmp();
    cutAfter = 100_000;
    const first = await downloadModel({ url: `${base}/m.gguf`, dest, sha256: sha }).catch((e: unknown) => e);
    expect((first as ModelDownloadError).code).toBe('http');
    expect(existsSync(dest)).toBe(false);
    const partial = readFileSync(`${dest}.part`).length;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(body.length);
    ranges.length = 0;
    await downloadModel({ url: `${base}/m.gguf`, dest, sha256: sha });
    expect(ranges).toEqual([`bytes=${partial}-`]);
    expect(readFileSync(dest).equals(body)).toBe(true);
  });

  it('finishes a complete part file the server answers 416 for', async () => {
    const dest = tmp();
    await downloadModel({ url: `${base}/m.gguf`, dest: `${dest}.tmp`, sha256: sha });
    writeFileSync(`${dest}.part`, body);
    await downloadModel({ url: `${base}/m.gguf`, dest, sha256: sha });
    expect(readFileSync(dest).equals(body)).toBe(true);
  });

  it('refuses to start without a verified checksum unless the operator accepts it', async () => {
    const dest = tmp();
    ranges.length = 0;
    const err = await downloadModel({ url: `${base}/m.gguf`, dest }).catch((e: unknown) => e);
    expect((err as ModelDownloadError).code).toBe('unverified');
    expect(ranges).toEqual([]);
    const out = await downloadModel({ url: `${base}/m.gguf`, dest, acceptUnverified: true });
    expect(out.sha256).toBe(sha);
  });

  it('refuses a file of another size than expected before writing a byte', async () => {
    const dest = tmp();
    const err = await downloadModel({ url: `${base}/m.gguf`, dest, sha256: sha, sizeBytes: body.length + 1 }).catch((e: unknown) => e);
    expect((err as ModelDownloadError).code).toBe('checksum');
    expect((err as ModelDownloadError).message).toMatch(/size does not match/);
    expect(existsSync(dest)).toBe(false);
    expect(existsSync(`${dest}.part`)).toBe(false);
    const ok = await downloadModel({ url: `${base}/m.gguf`, dest, sha256: sha, sizeBytes: body.length });
    expect(ok.sha256).toBe(sha);
  });

  it('rejects a malformed checksum and a failing server in plain words', async () => {
    const bad = await downloadModel({ url: `${base}/m.gguf`, dest: tmp(), sha256: 'xyz' }).catch((e: unknown) => e);
    expect((bad as ModelDownloadError).code).toBe('unverified');
    const down = await downloadModel({ url: 'http://127.0.0.1:1/m.gguf', dest: tmp(), sha256: sha }).catch(
      (e: unknown) => e,
    );
    expect((down as ModelDownloadError).message).toMatch(/unreachable/);
  });
});
