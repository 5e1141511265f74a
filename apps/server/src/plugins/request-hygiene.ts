import type { Socket } from 'node:net';
import { findTextProblem, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@uc/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify raises before a route runs (a URL that does not decode, a path parameter
 * longer than the router allows): answered with the usual `{ detail }` body.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ detail: 'The request path is too long' });
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ detail: 'The request path is not valid URL encoding' });
  return reply.status(error.statusCode ?? 400).send({ detail: 'Bad request' });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'The request path is too long'],
};

/** Errors Node's HTTP parser raises on the socket (headers too large, garbage): a `{ detail }` body, then close. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, reason, detail] = (err.code && CLIENT_ERRORS[err.code]) || [400, 'Bad Request', 'The request could not be read'];
  const body = JSON.stringify({ detail });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** Upload bodies that end early or carry a broken boundary (busboy, @fastify/multipart). */
const MALFORMED_MULTIPART = /^(Unexpected end of (form|multipart data)|Part terminated early|Malformed part header|Multipart: Boundary not found|Boundary not found|Malformed urlencoded form)/i;

export const isMalformedMultipart = (err: { message?: string; code?: string }) =>
  MALFORMED_MULTIPART.test(err.message ?? '') || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE';

/** Nothing in it that findTextProblem could refuse: no value, or an object without own keys. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/**
 * The safe-text rule of the contract, applied once to every request's body, query and path
 * parameters; a body nested deeper than the contract allows is 400 before any schema walks it.
 */
export function rejectUnsafeText(app: FastifyInstance) {
  // Callback style, not async: it runs on every request and rarely answers (no promise per request).
  app.addHook('preValidation', (req, reply, done) => {
    // Most requests (a GET without query or path parameters) have nothing to walk: no arrays, no frames.
    if (isEmpty(req.body) && isEmpty(req.query) && isEmpty(req.params)) return done();
    for (const [context, value] of [
      ['body', req.body],
      ['querystring', req.query],
      ['params', req.params],
    ] as const) {
      const problem = findTextProblem(value);
      if (problem?.kind === 'too_deep') return void reply.status(400).send({ detail: TOO_DEEP_MESSAGE });
      const path = problem?.path;
      if (path) {
        const where = [context, ...path].join('.');
        return void reply.status(422).send({ detail: `Invalid ${where}: ${UNSAFE_TEXT_MESSAGE}`, errors: [{ path: where, message: UNSAFE_TEXT_MESSAGE }] });
      }
    }
    done();
  });
}

/** Every 429 and 503 tells the client when to come back (the limiters that know say exactly; others a minute, or 30 s for a dependency that is down). */
export function alwaysRetryAfter(app: FastifyInstance) {
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    // A dependency that is down (file storage…): a client may try again soon.
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '30');
    done(null, payload);
  });
}
