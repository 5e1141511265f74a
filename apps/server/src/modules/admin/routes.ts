import {
  AdminActivityListSchema,
  AdminContactMessageListSchema,
  AdminJobApplicationListSchema,
  AdminPaymentEventListSchema,
  AdminPaymentEventsQuerySchema,
  AdminStatsSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUserParamsSchema,
  AdminUsersQuerySchema,
  AllocateCreditsBodySchema,
  AllocateCreditsResponseSchema,
  ErrorBodySchema,
  PaginationQuerySchema,
  UserStatusBodySchema,
  UserStatusResponseSchema,
} from '@uc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listActivity } from './activity-service';
import { allocateCredits, setUserStatus, writeAudit, type AdminDeps } from './actions-service';
import { exportFileName, streamUsersCsv } from './csv-export';
import { listContactMessages, listJobApplications } from './inbox-service';
import { listPaymentEventIssues } from './payment-events-service';
import { getStats, getUserDetail, listUsers } from './users-service';

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const tags = ['Admin'];
// Superuser only; API keys are refused (403) by the auth plugin's default for this level.
const config = { auth: 'superuser' as const };
const denied = errors(401, 403);
const actorOf = (req: FastifyRequest) => ({ id: req.user!.id, email: req.user!.email });

export const adminRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/admin/stats',
    { config, schema: { tags, summary: 'Platform statistics', description: 'Users, credits, activity today, revenue (paid invoices net of refunds) and conversion (paying / verified users).', security: bearer, response: { 200: AdminStatsSchema, ...denied } } },
    async () => getStats(db),
  );

  app.get(
    '/admin/payment-events',
    {
      config,
      schema: {
        tags,
        summary: 'Stripe events needing attention',
        description:
          'Validly signed Stripe events that were acknowledged but not fully applied, newest first: `shortfall` (a refund could not take back every credit: they were already spent) and `unappliable` (a shape we cannot act on, kept with its body). Filter by `outcome`.',
        security: bearer,
        querystring: AdminPaymentEventsQuerySchema,
        response: { 200: AdminPaymentEventListSchema, ...errors(401, 403, 422) },
      },
    },
    async (req) => listPaymentEventIssues(db, req.query),
  );

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'List users',
        description: 'Every account, newest first; `search` matches e-mail or name (case-insensitive); `status` filters active or inactive.',
        security: bearer,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserListSchema, ...errors(401, 403, 422) },
      },
    },
    async (req) => listUsers(db, req.query),
  );

  app.get(
    '/admin/users/export',
    {
      config,
      schema: {
        tags,
        summary: 'Export users as CSV',
        description: 'Streams every account as `user-analytics-{date}.csv` with the columns Email, Name, Created, Last Login, Credits Used, Messages, Documents, Revenue. Cells that start with = + - @ are escaped.',
        security: bearer,
        response: { 200: z.any().meta({ description: 'CSV file', contentMediaType: 'text/csv' }), ...denied },
      },
    },
    async (req, reply) => {
      await writeAudit(db, { actor: actorOf(req), action: 'export_users' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'private, no-store')
        .send(streamUsersCsv(db));
    },
  );

  app.get(
    '/admin/users/:id',
    {
      config,
      schema: { tags, summary: 'User detail', description: 'The user row with recent activity, payments and sessions.', security: bearer, params: AdminUserParamsSchema, response: { 200: AdminUserDetailSchema, ...errors(401, 403, 404, 422) } },
    },
    async (req) => getUserDetail(db, req.params.id),
  );

  app.get(
    '/admin/activity',
    {
      config,
      schema: {
        tags,
        summary: 'Recent activity',
        description: 'Credit ledger movements and admin actions, newest first. `credits_used` is negative for credits added.',
        security: bearer,
        querystring: PaginationQuerySchema,
        response: { 200: AdminActivityListSchema, ...errors(401, 403, 422) },
      },
    },
    async (req) => listActivity(db, req.query),
  );

  app.post(
    '/admin/users/:id/credits',
    {
      config,
      schema: {
        tags,
        summary: 'Allocate credits',
        description: 'Adds credits to the account (a negative amount takes credits back, never below zero) as one ledger row with the reason. Repeating a request with the same `request_key` or Idempotency-Key header applies it once.',
        security: bearer,
        params: AdminUserParamsSchema,
        body: AllocateCreditsBodySchema,
        response: { 200: AllocateCreditsResponseSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (req) => {
      const header = req.headers['idempotency-key'];
      const requestKey = req.body.request_key ?? (typeof header === 'string' && header.trim() ? header.trim().slice(0, 100) : undefined);
      return allocateCredits(deps, { actor: actorOf(req), userId: req.params.id, credits: req.body.credits, reason: req.body.reason, requestKey });
    },
  );

  const statusSchema = (summary: string) => ({
    tags,
    summary,
    description: 'Deactivating signs the user out everywhere at once (every session and API key is revoked) and blocks sign-in. You cannot deactivate yourself or the last active superuser.',
    security: bearer,
    params: AdminUserParamsSchema,
    body: UserStatusBodySchema,
    response: { 200: UserStatusResponseSchema, ...errors(400, 401, 403, 404, 422) },
  });
  app.put('/admin/users/:id/status', { config, schema: statusSchema('Activate or deactivate a user') }, async (req) =>
    setUserStatus(deps, { actor: actorOf(req), userId: req.params.id, isActive: req.body.is_active }),
  );
  app.patch('/admin/users/:id', { config, schema: statusSchema('Update a user (active flag)') }, async (req) =>
    setUserStatus(deps, { actor: actorOf(req), userId: req.params.id, isActive: req.body.is_active }),
  );

  app.get(
    '/admin/contact-messages',
    { config, schema: { tags, summary: 'Contact messages', description: 'Messages sent through the contact page, newest first.', security: bearer, querystring: PaginationQuerySchema, response: { 200: AdminContactMessageListSchema, ...errors(401, 403, 422) } } },
    async (req) => listContactMessages(db, req.query),
  );
  app.get(
    '/admin/job-applications',
    { config, schema: { tags, summary: 'Job applications', description: 'Applications to the open positions, newest first.', security: bearer, querystring: PaginationQuerySchema, response: { 200: AdminJobApplicationListSchema, ...errors(401, 403, 422) } } },
    async (req) => listJobApplications(db, req.query),
  );
};
