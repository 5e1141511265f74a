import { AdminJobListSchema, AdminJobsQuerySchema, ErrorBodySchema, type AdminJob } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobSummary } from './queue';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

const toAdminJob = (j: JobSummary): AdminJob => ({
  id: j.id,
  name: j.name,
  state: j.state,
  attempts: j.attempts,
  max_attempts: j.maxAttempts,
  last_error: j.lastError,
  created_at: j.createdAt.toISOString(),
  run_after: j.runAfter.toISOString(),
  started_at: j.startedAt?.toISOString() ?? null,
  completed_at: j.completedAt?.toISOString() ?? null,
});

/** Superusers see the background jobs of every instance (issue 18). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      config: { auth: 'superuser' },
      schema: {
        tags: ['Admin'],
        summary: 'Background jobs',
        description: 'Document suites, renewals, webhook deliveries and sweeps run as jobs shared by every instance: newest first, with their state, attempts and last error. Filter by `state` or `name`.',
        security: [{ bearerAuth: [] }],
        querystring: AdminJobsQuerySchema,
        response: { 200: AdminJobListSchema, ...errors(401, 403, 422) },
      },
    },
    async (req) => {
      const { page, page_size, state, name } = req.query;
      const { items, total } = await app.jobs.list({ page, pageSize: page_size, state, name });
      return { items: items.map(toAdminJob), total, page, page_size };
    },
  );
};
