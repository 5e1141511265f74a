import { HttpError } from './errors';
import type { ByteRange } from './providers/storage/types';

/** 416: the range starts past the end; the response names the size (`Content-Range: bytes *\/size`). */
export class RangeNotSatisfiableError extends HttpError {
  constructor(readonly size: number) {
    super(416, `The requested range is outside the file (${size} bytes).`);
  }
}

/**
 * The one byte range of a `Range` header (RFC 9110 §14.1.2), clamped to `size`: `bytes=a-b`,
 * `bytes=a-` or `bytes=-n`. Null means "send the whole file": no header, another unit, several
 * ranges or a malformed one (a server may ignore those). Throws RangeNotSatisfiableError when
 * the range starts beyond the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) throw new RangeNotSatisfiableError(size);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return null;
  }
  if (start >= size) throw new RangeNotSatisfiableError(size);
  return { start, end };
}
