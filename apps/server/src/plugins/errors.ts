import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';
import { isRedisUnavailable, REDIS_RETRY_AFTER_SECONDS, REDIS_UNAVAILABLE_DETAIL } from '../providers/redis-unavailable';
import { isMalformedMultipart } from './request-hygiene';

/** Texts for Fastify's own client errors, so clients never see internal codes. */
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

/** One error handler: `{ detail }` for every failure, validation details in `errors`, no stack traces. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, req, reply) => {
      // Refused before its body was read to the end (an upload past a limit): the connection closes with
      // the answer, so a client still sending cannot hold the socket (or a shutdown) open.
      if (!req.raw.complete) reply.header('connection', 'close');
      if (error instanceof HttpError) return reply.status(error.statusCode).send({ detail: error.detail });
      if (isRedisUnavailable(error)) {
        req.log.warn({ err: error }, 'redis unavailable: answered 503');
        return reply.status(503).header('retry-after', String(REDIS_RETRY_AFTER_SECONDS)).send({ detail: REDIS_UNAVAILABLE_DETAIL });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          path: [error.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)].join('.'),
          message: v.message ?? 'Invalid value',
        }));
        const first = errors[0];
        return reply.status(422).send({ detail: first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request', errors });
      }
      if (isResponseSerializationError(error)) {
        req.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ detail: 'Internal server error' });
      }
      // A truncated upload or a wrong boundary is the client's fault, not a 500 (harden, issue 10).
      if (isMalformedMultipart(error)) return reply.status(400).send({ detail: 'The upload is malformed: the multipart body ended early or its boundary is wrong' });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const detail = (error.code && FASTIFY_DETAILS[error.code]) || error.message || 'Bad request';
        return reply.status(status).send({ detail });
      }
      req.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'Internal server error' });
    });
    app.setNotFoundHandler((req, reply) => {
      // /apps/ holds deployed user apps (app builder): a missing one is a 404, never the SPA shell.
      const isApi = req.url.startsWith('/api/') || req.url.startsWith('/dev/') || req.url.startsWith('/apps/') || req.url === '/health';
      if (req.method === 'GET' && !isApi && app.sendSpaShell) return app.sendSpaShell(reply);
      return reply.status(404).send({ detail: 'Not Found' });
    });
  },
  { name: 'errors' },
);
