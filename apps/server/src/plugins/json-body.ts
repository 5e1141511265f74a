import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '@uc/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * JSON bodies are read through a byte-level scan before `JSON.parse` ever sees them: a body nested
 * deeper than the contract allows is refused at the first byte too deep, while it is still arriving
 * (a 16 MB body of `[[[[…` once held the event loop for seconds inside the parse), and the route's
 * body limit is enforced as the bytes arrive (a chunked body has no Content-Length to check first).
 */

const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Nesting of the bytes seen so far, across chunks; strings (and escaped quotes in them) are skipped. */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** False as soon as the nesting passes `maxDepth` (the rest of the body need not be read). */
  scan(chunk: Uint8Array): boolean {
    let { depth, inString, escaped } = this;
    const max = this.maxDepth;
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) inString = false;
      } else if (b === QUOTE) inString = true;
      else if (b === OPEN_SQUARE || b === OPEN_CURLY) {
        depth += 1;
        if (depth > max) return false;
      } else if (b === CLOSE_SQUARE || b === CLOSE_CURLY) depth -= 1;
    }
    Object.assign(this, { depth, inString, escaped });
    return true;
  }
}

/**
 * The scan allows one level more than the contract's walk counts (it counts the outer brackets
 * too); the walk after the parse is exact.
 */
const SCAN_DEPTH = MAX_JSON_DEPTH + 1;
const TOO_LARGE = 'Request body is too large';

/** Replaces Fastify's JSON parser with the scanning one; the parse stays Fastify's (prototype poisoning refused). */
export function boundedJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (req, payload, done) => {
    const limit = req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    const declared = Number(req.headers['content-length']);
    if (declared > limit) return done(new HttpError(413, TOO_LARGE), undefined);
    const scanner = new JsonDepthScanner(SCAN_DEPTH);
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit) {
        stop();
        return done(new HttpError(413, TOO_LARGE), undefined);
      }
      if (!scanner.scan(bytes)) {
        stop();
        return done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      }
      chunks.push(bytes);
    }
    function onEnd() {
      stop();
      if (!Number.isNaN(declared) && received !== declared) {
        return done(new HttpError(400, 'Request body length does not match its Content-Length'), undefined);
      }
      // A client that labels an empty POST as JSON (a bare "test" call) sends no body to a route that takes none.
      if (received === 0 && !req.routeOptions.schema?.body) return done(null, undefined);
      parse(req, Buffer.concat(chunks, received).toString('utf8'), done);
    }
    function onError(err: Error) {
      stop();
      done(Object.assign(err, { statusCode: 400 }), undefined);
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
