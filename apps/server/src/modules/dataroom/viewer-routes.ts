import {
  ErrorBodySchema,
  ShareFileParamsSchema,
  ShareTokenParamsSchema,
  ViewerCodeBodySchema,
  ViewerEmailBodySchema,
  ViewerEmailSentSchema,
  ViewerEventsBodySchema,
  ViewerFileListSchema,
  ViewerNdaBodySchema,
  ViewerPasswordBodySchema,
  ViewerStateSchema,
  VISIT_TOKEN_HEADER,
} from '@uc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { readLogo } from '../profile/logo';
import type { Mailer } from '../../providers/mail';
import type { StorageDriver } from '../../providers/storage';
import { contentDisposition } from './routes';
import { mailFirstOpen } from './share-mails';
import { listViewerFiles, recordPageEvents, serveFile } from './viewer-files';
import * as viewer from './viewer-service';

export type ViewerRouteDeps = { db: Db; storage: StorageDriver; mailer: Mailer; appUrl: string; limits?: Config['rateLimits']['shareViewer'] };

const tags = ['Shared Viewer'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const PdfSchema = z.string().meta({ contentMediaType: '*/*', description: 'The file (PDFs watermarked when the link asks for it; images then served as a watermarked one-page PDF)' });
const Accepted = z.null().meta({ description: 'Recorded' });
const visitHeaders = z.object({ [VISIT_TOKEN_HEADER]: z.string().max(64).optional() });
const visitToken = (req: FastifyRequest) => {
  const value = req.headers[VISIT_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * The public side of share links (no account): open a link, pass its gates, read the files it
 * covers, report page time. A wrong, revoked or expired token all answer the same 404.
 */
export const viewerRoutes: FastifyPluginAsyncZod<{ deps: ViewerRouteDeps }> = async (app, { deps }) => {
  const tooMany = (detail: string) => () => new HttpError(429, detail);
  const tokenOf = (req: FastifyRequest) => (req.params as { token?: string }).token ?? '';
  const calls = app.rateLimit({
    max: deps.limits?.callsPerMinute ?? 120,
    timeWindow: '1 minute',
    keyGenerator: (req) => `share-calls:${req.ip}`,
    errorResponseBuilder: tooMany('Too many requests. Please wait a minute and try again.'),
  });
  const attempts = app.rateLimit({
    max: deps.limits?.attemptsPer10Minutes ?? 10,
    timeWindow: '10 minutes',
    keyGenerator: (req) => `share-attempts:${req.ip}:${tokenOf(req)}`,
    errorResponseBuilder: tooMany('Too many attempts. Please wait a few minutes and try again.'),
  });
  const eventsLimit = app.rateLimit({
    max: deps.limits?.eventsPerMinute ?? 60,
    timeWindow: '1 minute',
    keyGenerator: (req) => `share-events:${req.ip}:${tokenOf(req)}`,
    errorResponseBuilder: tooMany('Too many page events.'),
  });
  const pub = { auth: 'public' as const };
  // navigator.sendBeacon sends a string body as text/plain (a JSON Blob would need a preflight
  // elsewhere): parsed as JSON here, small and shallow (50 events at most).
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The body is not valid JSON'), undefined);
    }
  });

  async function context(req: FastifyRequest, token?: string): Promise<viewer.ViewerContext> {
    const share = await viewer.loadLiveShare(deps.db, tokenOf(req));
    return { share, visit: await viewer.loadVisit(deps.db, share, token ?? visitToken(req)) };
  }
  const stateOf = (ctx: viewer.ViewerContext, req: FastifyRequest) => viewer.viewerState(deps.db, ctx.share, ctx.visit, visitToken(req)!);

  app.post(
    '/s/:token/open',
    {
      config: pub,
      onRequest: calls,
      schema: {
        tags,
        summary: 'Open a shared link',
        description: `Starts a visit (or resumes the caller's, given its token in \`${VISIT_TOKEN_HEADER}\`) and lists the gates left: password, email, nda. 404 for a wrong, revoked or expired link alike.`,
        params: ShareTokenParamsSchema,
        headers: visitHeaders,
        response: { 200: ViewerStateSchema, ...errors(404, 422, 429) },
      },
    },
    async (req) => {
      const share = await viewer.loadLiveShare(deps.db, req.params.token);
      const { state, firstOpen } = await viewer.openVisit(deps, share, { visitToken: visitToken(req), ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
      if (firstOpen) void mailFirstOpen(deps, share).catch((err) => req.log.error({ err }, 'first-open mail failed'));
      return state;
    },
  );

  app.post(
    '/s/:token/password',
    {
      config: pub,
      onRequest: attempts,
      schema: { tags, summary: 'Enter the link password', description: 'Checks the password (argon2); 401 when wrong. Answers what gates remain.', params: ShareTokenParamsSchema, headers: visitHeaders, body: ViewerPasswordBodySchema, response: { 200: ViewerStateSchema, ...errors(401, 403, 404, 422, 429) } },
    },
    async (req) => {
      const ctx = await context(req);
      return stateOf({ ...ctx, visit: await viewer.checkPassword(deps.db, ctx, req.body.password) }, req);
    },
  );

  app.post(
    '/s/:token/email',
    {
      config: pub,
      onRequest: attempts,
      schema: {
        tags,
        summary: 'Send an e-mail code',
        description: 'Mails a 6-digit code (valid 10 minutes, 5 tries) to the address, when the link\'s allow and deny lists admit it (403 otherwise).',
        params: ShareTokenParamsSchema,
        headers: visitHeaders,
        body: ViewerEmailBodySchema,
        response: { 200: ViewerEmailSentSchema, ...errors(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => ({ sent: true as const, expires_in_seconds: await viewer.sendEmailCode(deps, await context(req), req.body.email) }),
  );

  app.post(
    '/s/:token/email/verify',
    {
      config: pub,
      onRequest: attempts,
      schema: { tags, summary: 'Enter the e-mail code', description: 'The 6-digit code mailed to the viewer; 5 wrong tries end it. Answers what gates remain.', params: ShareTokenParamsSchema, headers: visitHeaders, body: ViewerCodeBodySchema, response: { 200: ViewerStateSchema, ...errors(401, 403, 404, 422, 429) } },
    },
    async (req) => {
      const ctx = await context(req);
      return stateOf({ ...ctx, visit: await viewer.verifyEmailCode(deps.db, ctx, req.body.code) }, req);
    },
  );

  app.post(
    '/s/:token/nda',
    {
      config: pub,
      onRequest: calls,
      schema: {
        tags,
        summary: 'Accept the NDA',
        description: 'Records the acceptance with the address (the proven one, or `email` when the link has no e-mail gate), the time and the IP.',
        params: ShareTokenParamsSchema,
        headers: visitHeaders,
        body: ViewerNdaBodySchema,
        response: { 200: ViewerStateSchema, ...errors(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      const ctx = await context(req);
      const visit = await viewer.acceptNda(deps.db, ctx, { email: req.body.email, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
      return stateOf({ ...ctx, visit }, req);
    },
  );

  app.get(
    '/s/:token/logo',
    {
      config: pub,
      onRequest: calls,
      schema: {
        tags,
        summary: 'The sharing founder\'s company logo',
        description: 'Shown in the viewer\'s header, like the founder\'s name, before the gates. 404 for a wrong, revoked or expired link alike, and when the founder has no logo.',
        params: ShareTokenParamsSchema,
        response: { 200: z.any().meta({ description: 'PNG or JPEG image', contentMediaType: 'image/*' }), ...errors(404, 422, 429) },
      },
    },
    async (req, reply) => {
      const share = await viewer.loadLiveShare(deps.db, req.params.token);
      const logo = await readLogo(deps, share.userId);
      return reply
        .type(logo.mimeType)
        .header('x-content-type-options', 'nosniff')
        // Private and short: a revoked link stops showing it within minutes even from a shared cache.
        .header('cache-control', 'private, max-age=300')
        .send(logo.body);
    },
  );

  app.get(
    '/s/:token/files',
    {
      config: pub,
      onRequest: calls,
      schema: { tags, summary: 'Files of a shared link', description: 'The files the link covers, once its gates are passed. `download_url` is null when downloads are off.', params: ShareTokenParamsSchema, headers: visitHeaders, response: { 200: ViewerFileListSchema, ...errors(401, 403, 404, 422, 429) } },
    },
    async (req) => {
      const ctx = await context(req);
      viewer.requireAllGates(ctx);
      return { files: await listViewerFiles(deps.db, ctx.share) };
    },
  );

  for (const mode of ['view', 'download'] as const) {
    app.get(
      `/s/:token/files/:fileId/${mode}`,
      {
        config: pub,
        onRequest: calls,
        schema: {
          tags,
          summary: mode === 'view' ? 'Show a shared file' : 'Download a shared file',
          description:
            mode === 'view'
              ? 'PDFs (watermarked with the viewer\'s address and the time when the link asks for it) and images, inline. 415 for other kinds.'
              : 'The file as an attachment (PDFs watermarked likewise). 403 when the link does not allow downloads.',
          params: ShareFileParamsSchema,
          headers: visitHeaders,
          response: { 200: PdfSchema, ...errors(401, 403, 404, 415, 422, 429) },
        },
      },
      async (req, reply) => {
        const ctx = await context(req);
        viewer.requireAllGates(ctx);
        const file = await serveFile(deps, ctx, req.params.fileId, mode);
        const disposition = contentDisposition(file.name);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', mode === 'view' ? disposition.replace(/^attachment/, 'inline') : disposition)
          .header('cache-control', 'private, no-store')
          // A Buffer bypasses the serializer.
          .send(Buffer.from(file.body) as unknown as string);
      },
    );
  }

  app.post(
    '/s/:token/events',
    {
      config: pub,
      onRequest: eventsLimit,
      schema: {
        tags,
        summary: 'Report page time',
        description:
          'For navigator.sendBeacon: the visit token in the body with up to 50 events (file, page, milliseconds). Refused whole for a file the visit was not served, a page past its count, more time than the visit has lasted, or a visit of another link; at most 5000 events per visit.',
        params: ShareTokenParamsSchema,
        body: ViewerEventsBodySchema,
        response: { 204: Accepted, ...errors(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      const ctx = await context(req, req.body.visit_token);
      viewer.requireAllGates(ctx);
      await recordPageEvents(deps.db, ctx, req.body.events);
      return reply.status(204).send(null);
    },
  );
};
