import {
  DocumentDefaultsSchema,
  ErrorBodySchema,
  GenerateDocumentBodySchema,
  GenerateDocumentResponseSchema,
  GeneratedDocumentListSchema,
  GenerateSuiteBodySchema,
  SuiteJobParamsSchema,
  SuiteJobSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lazyModule } from '../../lazy-packages';
import { registerLazySuiteJob } from './job-names';
import type { DocumentDeps } from './service';

// The documents' code (writers, renderers, the engine) loads with the first request that needs it (issue 42).
const service = lazyModule(() => import('./service'));
const suite = lazyModule(() => import('./suite'));

const bearer = [{ bearerAuth: [] }];
const tags = ['Documents'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

export const documentRoutes: FastifyPluginAsyncZod<{ deps: DocumentDeps }> = async (app, { deps }) => {
  // Suites run in the job queue after their request returns: any instance may finish them (issue 18).
  registerLazySuiteJob(app.jobs, deps);

  app.post(
    '/documents/generate',
    {
      config: { userRateLimit: 'documents' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        summary: 'Generate one document',
        description:
          'Writes one document from the startup idea (and the startup profile) with the configured model or the offline engine, renders the real file (pitch deck .pptx, business plan .pdf, business model canvas .pdf, financial model .xlsx of live formulas with their values stored; other kinds a .pdf report with their own sections). Every figure comes from the startup model (the saved one, or one built from the profile and the words of this request); a configured model writes prose only, and the `engine` of a financial model is `computed`, files it in the matching data-room folder and returns its markdown for the chat. Costs 8 credits; a failure costs nothing. When the configured model fails, the offline engine writes the document instead: `fallback_reason` says so, `engine` is offline and nothing is charged (`credits_charged` 0).',
        security: bearer,
        body: GenerateDocumentBodySchema,
        response: { 201: GenerateDocumentResponseSchema, ...errors(401, 402, 413, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await (await service()).generateDocument(deps, req.user!.id, req.body)),
  );

  app.post(
    '/documents/generate-suite',
    {
      config: { userRateLimit: 'documents' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        summary: 'Generate the document suite',
        description:
          'Starts a job that writes the pitch deck, business plan, business model canvas and financial model from one startup model, reads their key figures back from the four files and files them only if they agree (otherwise every document shows status error with the disagreement, and nothing is charged). Answers 202 at once with the job; poll GET /documents/jobs/{job_id} for each document\'s status. 8 credits per completed document; a failed one shows status error and is not charged.',
        security: bearer,
        body: GenerateSuiteBodySchema,
        response: { 202: SuiteJobSchema, ...errors(401, 402, 422) },
      },
    },
    async (req, reply) => reply.status(202).send(await (await suite()).startSuite({ ...deps, jobs: app.jobs }, req.user!.id, req.body)),
  );

  app.get(
    '/documents/jobs/:job_id',
    {
      schema: {
        tags,
        summary: 'Suite progress',
        description: 'The job and the status of each of its documents (pending, generating, completed or error).',
        security: bearer,
        params: SuiteJobParamsSchema,
        response: { 200: SuiteJobSchema, ...errors(401, 404, 422) },
      },
    },
    async (req) => (await service()).getJob(deps.db, req.user!.id, req.params.job_id),
  );

  app.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Generated documents',
        description: 'The completed documents of the user\'s recent suites, newest first, with their download links.',
        security: bearer,
        response: { 200: GeneratedDocumentListSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ documents: await (await service()).recentDocuments(deps.db, req.user!.id) }),
  );

  app.get(
    '/documents/defaults',
    {
      schema: {
        tags,
        summary: 'Generator defaults',
        description: 'The startup profile (idea, name, industry, customers, business model, stage) to prefill the generator (empty strings when unknown).',
        security: bearer,
        response: { 200: DocumentDefaultsSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => (await service()).documentDefaults(deps.db, req.user!.id),
  );
};
