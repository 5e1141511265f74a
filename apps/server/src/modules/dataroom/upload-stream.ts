import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { DATAROOM_MAX_FILE_BYTES, type FileKind } from '@uc/contract';
import { HttpError } from '../../errors';
import { detectKind } from './file-types';

const SNIFF_BYTES = 4096;
export const TOO_LARGE = 'File too large. The maximum size is 50 MB.';
export const QUOTA_EXCEEDED = 'Storage quota exceeded. Delete files or old versions to make room.';

/**
 * Sits between the upload and the storage driver: holds back the first 4 KB until the type is
 * confirmed by content, then passes bytes through while hashing and counting. Errors (415, 413)
 * end the pipeline, so the driver discards what it wrote. Memory stays at about 1 MB per upload.
 */
export class InspectingStream extends Transform {
  size = 0;
  kind: FileKind | null = null;
  mimeType = '';
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly fileName: string,
    private readonly quotaLeft: number,
  ) {
    super({ highWaterMark: 1024 * 1024 }); // whole 64 KB socket chunks pass without backpressure at each one
  }

  get sha256() {
    return this.hash.digest('hex');
  }

  private confirmType() {
    const head = Buffer.concat(this.head);
    ({ kind: this.kind, mimeType: this.mimeType } = detectKind(this.fileName, head));
    this.push(head);
    this.head = [];
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.size += chunk.length;
    if (this.size > DATAROOM_MAX_FILE_BYTES) return cb(new HttpError(413, TOO_LARGE));
    if (this.size > this.quotaLeft) return cb(new HttpError(413, QUOTA_EXCEEDED));
    this.hash.update(chunk);
    if (this.kind) return cb(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength >= SNIFF_BYTES) {
      try {
        this.confirmType();
      } catch (err) {
        return cb(err as Error);
      }
    }
    cb();
  }

  override _flush(cb: TransformCallback) {
    try {
      if (!this.kind) this.confirmType();
      cb();
    } catch (err) {
      cb(err as Error);
    }
  }
}
