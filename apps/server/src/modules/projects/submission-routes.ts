import {
  AddedSubmissionsTractionSchema,
  AddSubmissionsTractionBodySchema,
  AppSlugParamsSchema,
  AppSubmissionBodySchema,
  AppSubmissionListSchema,
  AppSubmissionParamsSchema,
  AppSubmissionReceivedSchema,
  ErrorBodySchema,
  PaginationQuerySchema,
  ProjectIdParamsSchema,
  SubmissionsTractionSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { PLAIN_PAGE_HEADERS, submissionSentPage } from './app-pages';
import type { ProjectDeps } from './deps';
import { deleteSubmission, listSubmissions, storeSubmission, submissionsCsv } from './submissions-service';
import { addSubmissionsTraction, submissionsTraction } from './traction-service';

/** Per network and per app: a visitor signs up once; a flood on one app must not fill its owner's list. */
export const SUBMISSIONS_PER_IP = 20;
export const SUBMISSIONS_PER_APP = 300;

/** POST /apps/{slug}/submit on the apps origin: what visitors send the founder (DESIGN.md, departure 15). */
export const submissionRoutes: FastifyPluginAsyncZod<{ deps: ProjectDeps }> = async (app, { deps }) => {
  const limit = (name: string, max: number, key: (slug: string, ip: string) => string) =>
    app.rateLimit({
      max,
      timeWindow: '10 minutes',
      keyGenerator: (req) => `app-submissions-${name}:${key((req.params as { slug?: string }).slug ?? '', req.ip)}`,
      errorResponseBuilder: () => new HttpError(429, 'Too many messages were sent. Please try again in a few minutes.'),
    });
  const perIp = limit('ip', SUBMISSIONS_PER_IP, (_slug, ip) => ip);
  // The generated app posts from its sandbox's opaque origin ("null") with a CORS-simple request
  // (form-encoded, Accept JSON: no preflight). The route reads and sets no cookie, so any origin
  // may read its answer, errors included: the app shows "sent" or the reason it was not.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    return payload;
  });
  const perApp = limit('app', SUBMISSIONS_PER_APP, (slug) => slug);

  app.post(
    '/apps/:slug/submit',
    {
      config: { auth: 'public' },
      onRequest: [perIp, perApp],
      schema: {
        tags: ['App Builder'],
        summary: "Send a message to a deployed app's founder",
        description:
          `What a visitor sends through a deployed app's form (waitlist, contact, booking), as a form or as JSON, stored for the app's owner. ` +
          `At most 20 fields of 2,000 characters (16,000 in all); fields named like passwords or card numbers are refused (422). ` +
          `A filled \`_honey\` field is answered 202 and not stored. Sets no cookie. Limited to ${SUBMISSIONS_PER_IP} posts per IP and ` +
          `${SUBMISSIONS_PER_APP} per app per 10 minutes. A form post gets a confirmation page; JSON, or a form post with \`Accept: application/json\` (the generated apps' fetch, no preflight), gets \`{ "received": true }\`. Answers carry \`Access-Control-Allow-Origin: *\` (no cookie is read or set). Previews accept nothing.`,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        params: AppSlugParamsSchema,
        body: AppSubmissionBodySchema,
        response: {
          202: z.union([AppSubmissionReceivedSchema, z.string().meta({ description: 'The confirmation page', contentMediaType: 'text/html' })]),
          404: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { slug } = req.params;
      await storeSubmission(deps.db, slug, req.body);
      const wantsJson = req.headers['content-type']?.startsWith('application/json') || /^application\/json\b/.test(req.headers.accept ?? '');
      if (wantsJson) return reply.status(202).send({ received: true as const });
      return reply.status(202).headers(PLAIN_PAGE_HEADERS).type('text/html; charset=utf-8').send(submissionSentPage(slug));
    },
  );
};

/** The founder's side, under /api/v1 (auth user): what visitors of their deployed app sent. */
export const submissionOwnerRoutes: FastifyPluginAsyncZod<{ deps: ProjectDeps }> = async (app, { deps }) => {
  const tags = ['App Builder'];
  const security = [{ bearerAuth: [] }];
  const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

  app.get(
    '/bolt/projects/:id/submissions',
    {
      schema: {
        tags, security,
        summary: "Visitors' submissions of an app",
        description: 'What visitors sent through the deployed app\'s forms (POST /apps/{slug}/submit), newest first.',
        params: ProjectIdParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: AppSubmissionListSchema, ...errors(401, 404, 422) },
      },
    },
    async (req) => listSubmissions(deps, req.user!.id, req.params.id, req.query),
  );

  app.delete(
    '/bolt/projects/:id/submissions/:submissionId',
    {
      schema: {
        tags, security,
        summary: 'Delete a submission',
        description: "Deletes one visitor's submission of the caller's app; another user's is 404.",
        params: AppSubmissionParamsSchema,
        response: { 204: z.null().meta({ description: 'Deleted' }), ...errors(401, 404, 422) },
      },
    },
    async (req, reply) => {
      await deleteSubmission(deps, req.user!.id, req.params.id, req.params.submissionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/bolt/projects/:id/submissions/traction',
    {
      schema: {
        tags, security,
        summary: "An app's sign-ups as traction",
        description:
          "The distinct e-mail addresses among the app's submissions, as they would be added to the Startup screen, " +
          'and what it holds from this app now.',
        params: ProjectIdParamsSchema,
        response: { 200: SubmissionsTractionSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (req) => submissionsTraction(deps, req.user!.id, req.params.id),
  );

  app.post(
    '/bolt/projects/:id/submissions/traction',
    {
      schema: {
        tags, security,
        summary: "Add an app's sign-ups to the Startup screen",
        description:
          'Once the founder confirms the count they were shown (`value`), saves it as traction evidence of the ' +
          'startup model (their figure, "142 sign-ups from <app>"; one per app, replaced by a later count; never ' +
          'counted as sales). A different count now answers 409, none 422.',
        params: ProjectIdParamsSchema,
        body: AddSubmissionsTractionBodySchema,
        response: { 200: AddedSubmissionsTractionSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (req) => addSubmissionsTraction(deps, req.user!.id, req.params.id, req.body.value),
  );

  app.get(
    '/bolt/projects/:id/submissions.csv',
    {
      schema: {
        tags, security,
        summary: "Export an app's submissions as CSV",
        description: 'One row per submission, one column per field; cells starting with = + - @ are prefixed with a quote.',
        params: ProjectIdParamsSchema,
        response: { 200: z.string().meta({ contentMediaType: 'text/csv', description: 'The CSV' }), ...errors(401, 404, 422) },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="submissions.csv"')
        .header('cache-control', 'private, no-store')
        .send(await submissionsCsv(deps, req.user!.id, req.params.id)),
  );
};
