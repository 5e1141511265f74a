import { AdminAppReportListSchema, AppSlugParamsSchema, AppTakedownBodySchema, AppTakedownStateSchema, ErrorBodySchema, PaginationQuerySchema } from '@uc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listAppReports, setAppTakedown } from './moderation-service';

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const tags = ['Admin'];
const config = { auth: 'superuser' as const };
const actorOf = (req: FastifyRequest) => ({ id: req.user!.id, email: req.user!.email });

/** The admin's side of deployed apps: reports from their footer, and taking an app down or back up. */
export const appModerationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/app-reports',
    { config, schema: { tags, summary: 'Reports of deployed apps', description: 'Reports sent through the footer of deployed apps, newest first, with each app\'s state.', security: bearer, querystring: PaginationQuerySchema, response: { 200: AdminAppReportListSchema, ...errors(401, 403, 422) } } },
    async (req) => listAppReports(db, req.query),
  );
  app.post(
    '/admin/apps/:slug/takedown',
    {
      config,
      schema: { tags, summary: 'Take a deployed app down', description: 'The app answers 410 with a plain page until restored; a redeploy does not lift it. Written to the audit log.', security: bearer, params: AppSlugParamsSchema, body: AppTakedownBodySchema, response: { 200: AppTakedownStateSchema, ...errors(401, 403, 404, 422) } },
    },
    async (req) => setAppTakedown(db, { actor: actorOf(req), slug: req.params.slug, down: true, reason: req.body.reason }),
  );
  app.delete(
    '/admin/apps/:slug/takedown',
    { config, schema: { tags, summary: 'Restore a taken-down app', description: 'Serves the app again. Written to the audit log.', security: bearer, params: AppSlugParamsSchema, response: { 200: AppTakedownStateSchema, ...errors(401, 403, 404, 422) } } },
    async (req) => setAppTakedown(db, { actor: actorOf(req), slug: req.params.slug, down: false }),
  );
};
