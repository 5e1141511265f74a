import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Progress of one model download: bytes so far, the total when known, speed and time left. */
export interface DownloadProgress {
  downloadedBytes: number;
  totalBytes: number | null;
  bytesPerSecond: number;
  secondsLeft: number | null;
}

export interface DownloadOptions {
  url: string;
  /** Final path of the model; the transfer goes to `<dest>.part` so an interrupted one resumes. */
  dest: string;
  /** Expected SHA-256 (hex). Without it the file is never marked ready unless acceptUnverified. */
  sha256?: string;
  acceptUnverified?: boolean;
  /** Expected size in bytes: a server announcing another size is refused before any byte is written. */
  sizeBytes?: number;
  onProgress?: (p: DownloadProgress) => void;
  signal?: AbortSignal;
}

export class ModelDownloadError extends Error {
  constructor(
    readonly code: 'unverified' | 'checksum' | 'http' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Total size from a 206's `Content-Range: bytes a-b/total` or a 200's Content-Length. */
function totalOf(res: Response, offset: number): number | null {
  const range = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
  if (range) return Number(range[1]);
  const len = Number(res.headers.get('content-length') ?? NaN);
  return Number.isFinite(len) ? len + offset : null;
}

/**
 * Downloads a model file, resuming a previous `.part` with a Range request, then verifies its
 * SHA-256 before it is moved into place: a mismatch deletes the file (it is never used).
 */
export async function downloadModel(o: DownloadOptions): Promise<{ path: string; sha256: string }> {
  const expected = o.sha256?.trim().toLowerCase();
  if (expected !== undefined && !/^[0-9a-f]{64}$/.test(expected)) {
    throw new ModelDownloadError('unverified', 'The model checksum must be 64 hexadecimal characters (SHA-256).');
  }
  if (!expected && !o.acceptUnverified) {
    // Refused before any byte is fetched: a multi-GB file that could never be used is not worth the wait.
    throw new ModelDownloadError(
      'unverified',
      'No verified SHA-256 for this model: set LLM_LOCAL_MODEL_SHA256 or accept an unverified file explicitly.',
    );
  }
  const part = `${o.dest}.part`;
  await mkdir(path.dirname(o.dest), { recursive: true });
  let offset = await sizeOf(part);
  let res: Response;
  try {
    res = await fetch(o.url, { headers: offset > 0 ? { range: `bytes=${offset}-` } : {}, signal: o.signal });
  } catch (err) {
    if (o.signal?.aborted) throw new ModelDownloadError('aborted', 'The download was cancelled.');
    throw new ModelDownloadError('http', `The model server is unreachable (${(err as Error).message}).`);
  }
  if (res.status === 416 && offset > 0) {
    // The part file already holds every byte: go straight to the checksum.
    await res.body?.cancel();
  } else if (res.status !== 200 && res.status !== 206) {
    await res.body?.cancel();
    throw new ModelDownloadError('http', `The model server answered ${res.status}.`);
  } else {
    if (res.status === 200) offset = 0; // the server ignored the range: start over
    const total = totalOf(res, offset);
    if (o.sizeBytes !== undefined && total !== null && total !== o.sizeBytes) {
      await res.body?.cancel();
      throw new ModelDownloadError('checksum', `The model file's size does not match (${total} bytes, expected ${o.sizeBytes}).`);
    }
    const started = Date.now();
    let done = offset;
    const report = () => {
      const secs = Math.max((Date.now() - started) / 1000, 0.001);
      const speed = (done - offset) / secs;
      const left = total !== null && speed > 0 ? (total - done) / speed : null;
      o.onProgress?.({ downloadedBytes: done, totalBytes: total, bytesPerSecond: speed, secondsLeft: left });
    };
    const counted = Readable.fromWeb(res.body as never).on('data', (chunk: Buffer) => {
      done += chunk.length;
      report();
    });
    try {
      await pipeline(counted, createWriteStream(part, { flags: offset > 0 ? 'a' : 'w' }));
    } catch (err) {
      if (o.signal?.aborted) throw new ModelDownloadError('aborted', 'The download was cancelled.');
      throw new ModelDownloadError('http', `The download was interrupted (${(err as Error).message}).`);
    }
    if (total !== null && done !== total) {
      throw new ModelDownloadError('http', `The download stopped at ${done} of ${total} bytes.`);
    }
  }
  const size = await sizeOf(part);
  if (o.sizeBytes !== undefined && size !== o.sizeBytes) {
    await rm(part, { force: true });
    throw new ModelDownloadError('checksum', `The model file's size does not match (${size} bytes, expected ${o.sizeBytes}); it was deleted.`);
  }
  const actual = await sha256File(part);
  if (expected && actual !== expected) {
    await rm(part, { force: true });
    throw new ModelDownloadError('checksum', `The model file's checksum does not match (got ${actual}); it was deleted.`);
  }
  await rename(part, o.dest);
  return { path: o.dest, sha256: actual };
}
