import {
  ConnectIntegrationBodySchema,
  ErrorBodySchema,
  GithubExportBodySchema,
  GithubExportResultSchema,
  IntegrationExportSchema,
  IntegrationListSchema,
  IntegrationParamsSchema,
  IntegrationSchema,
  SyncAllResultSchema,
  SyncResultSchema,
  type WebhookEventType,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DomainEvents } from '../../events';
import type { StorageDriver } from '../../providers/storage';
import { createCredentialCipher } from './crypto';
import { createDeliverer } from './deliverer';
import { sealPlaintextWebhookUrls } from './webhooks-service';
import { exportToGithub } from './github-export';
import { NOTIFY_JOB, notifyChannels } from './notifier';
import * as integrations from './service';
import { webhookRoutes } from './webhook-routes';

const bearer = [{ bearerAuth: [] }];
const tags = ['Integrations'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

export type IntegrationRouteDeps = { db: Db; config: Pick<Config, 'integrations'>; storage: StorageDriver };

export const integrationRoutes: FastifyPluginAsyncZod<{ deps: IntegrationRouteDeps }> = async (app, { deps: base }) => {
  const cipher = createCredentialCipher(base.config.integrations.secret);
  const deps: integrations.IntegrationDeps = { ...base, cipher };
  const allowPrivateUrls = base.config.integrations.allowPrivateUrls;
  const deliverer = createDeliverer({ db: base.db, jobs: app.jobs, cipher, allowPrivateUrls, retryDelaysMs: base.config.integrations.webhookRetryDelaysMs, log: app.log });
  // Slack/Discord posts are jobs too: queued with the event, sent by whichever instance is free.
  app.jobs.work<{ type: WebhookEventType; payload: DomainEvents[WebhookEventType] }>(NOTIFY_JOB, { maxAttempts: 3, backoffMs: 5_000 }, (job) =>
    notifyChannels({ db: base.db, cipher, allowPrivateUrls }, job.data.type, job.data.payload),
  );

  // Every product event goes to the user's webhook endpoints and Slack/Discord channels.
  const unsubscribe = (['document.generated', 'dataroom.file_uploaded', 'payment.succeeded', 'session.ended'] as const).map((type) =>
    app.events.on(type, async (payload: DomainEvents[typeof type]) => {
      await Promise.all([deliverer.deliverEvent(payload.userId, type, payload), app.jobs.send(NOTIFY_JOB, { type, payload })]);
    }),
  );
  app.addHook('onReady', async () => {
    const sealed = await sealPlaintextWebhookUrls(base.db, cipher);
    if (sealed > 0) app.log.info({ sealed }, 'encrypted webhook URLs stored in plaintext by an earlier version');
    await deliverer.resumePending();
  });
  app.addHook('onClose', async () => {
    unsubscribe.forEach((off) => off());
    await deliverer.close();
  });

  await app.register(webhookRoutes, { deps: { db: base.db, cipher, allowPrivateUrls }, deliverer });

  app.get(
    '/integrations',
    {
      schema: {
        tags,
        summary: 'List integrations',
        description: 'The catalogue merged with the signed-in user\'s state: status, last sync, favourite, picked events. Credentials are never returned.',
        security: bearer,
        response: { 200: IntegrationListSchema, ...errors(401) },
      },
    },
    async (req) => integrations.listIntegrations(deps, req.user!.id),
  );

  app.get(
    '/integrations/export',
    {
      schema: {
        tags,
        summary: 'Export connections',
        description: 'The user\'s connections, favourites and webhook endpoints as JSON. Secrets are never included.',
        security: bearer,
        response: { 200: IntegrationExportSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      reply.header('content-disposition', 'attachment; filename="integrations.json"');
      return integrations.exportConnections(deps, req.user!.id);
    },
  );

  app.post(
    '/integrations/sync-all',
    {
      schema: { tags, summary: 'Sync all connected integrations', description: 'Syncs every integration you connected and reports the result of each.', security: bearer, response: { 200: SyncAllResultSchema, ...errors(401) } },
    },
    async (req) => integrations.syncAll(deps, req.user!.id),
  );

  app.post(
    '/integrations/github/export',
    {
      config: { userRateLimit: 'uploads' },
      schema: {
        tags,
        summary: 'Export data-room documents to GitHub',
        description: 'Commits the chosen data-room files (or the 20 newest) into a folder of one of your repositories, one commit per file.',
        security: bearer,
        body: GithubExportBodySchema,
        response: { 200: GithubExportResultSchema, ...errors(400, 401, 404, 409, 413, 422, 502) },
      },
    },
    async (req) => exportToGithub(deps, req.user!.id, req.body),
  );

  app.post(
    '/integrations/:id/connect',
    {
      schema: {
        tags,
        summary: 'Connect an integration',
        description:
          'Slack and Discord: `webhook_url` (an incoming webhook) and the `events` to post; a test message is sent and its failure answers 400 with the provider\'s error. GitHub: `token` (fine-grained), checked against the GitHub API. Others: through Composio when the server has COMPOSIO_API_KEY (409 otherwise); the answer may carry `pending_url` to finish authorising.',
        security: bearer,
        params: IntegrationParamsSchema,
        body: ConnectIntegrationBodySchema,
        response: { 200: IntegrationSchema, ...errors(400, 401, 404, 409, 422, 502) },
      },
    },
    async (req) => integrations.connectIntegration(deps, req.user!.id, req.params.id, req.body),
  );

  app.post(
    '/integrations/:id/disconnect',
    {
      schema: { tags, summary: 'Disconnect an integration', description: 'Deletes the stored credentials.', security: bearer, params: IntegrationParamsSchema, response: { 200: IntegrationSchema, ...errors(401, 404, 422) } },
    },
    async (req) => integrations.disconnectIntegration(deps, req.user!.id, req.params.id),
  );

  app.post(
    '/integrations/:id/sync',
    {
      schema: {
        tags,
        summary: 'Sync an integration',
        description: 'GitHub lists your repositories; Composio connections re-read their status; Slack and Discord record the time.',
        security: bearer,
        params: IntegrationParamsSchema,
        response: { 200: SyncResultSchema, ...errors(400, 401, 404, 409, 422, 502) },
      },
    },
    async (req) => integrations.syncIntegration(deps, req.user!.id, req.params.id),
  );

  app.post(
    '/integrations/:id/favorite',
    { schema: { tags, summary: 'Add to favourites', description: 'Marks the integration as one of your favourites.', security: bearer, params: IntegrationParamsSchema, response: { 200: IntegrationSchema, ...errors(401, 404, 422) } } },
    async (req) => integrations.setFavorite(deps, req.user!.id, req.params.id, true),
  );

  app.delete(
    '/integrations/:id/favorite',
    { schema: { tags, summary: 'Remove from favourites', description: 'Removes the integration from your favourites.', security: bearer, params: IntegrationParamsSchema, response: { 200: IntegrationSchema, ...errors(401, 404, 422) } } },
    async (req) => integrations.setFavorite(deps, req.user!.id, req.params.id, false),
  );
};
