import { CreateWebhookBodySchema, CreatedWebhookSchema, ErrorBodySchema, WebhookDeliveryListSchema, WebhookDeliverySchema, WebhookEndpointListSchema, WebhookParamsSchema } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookDeliveries } from '../../db/schema';
import type { Deliverer } from './deliverer';
import * as webhooks from './webhooks-service';

const bearer = [{ bearerAuth: [] }];
const tags = ['Webhooks'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const NoContent = z.null().meta({ description: 'Deleted' });

export const webhookRoutes: FastifyPluginAsyncZod<{ deps: webhooks.WebhookDeps; deliverer: Deliverer }> = async (app, { deps, deliverer }) => {
  app.post(
    '/integrations/webhooks',
    {
      schema: {
        tags,
        summary: 'Add a webhook endpoint',
        description:
          'Events are POSTed as JSON `{type, timestamp, data}` following Standard Webhooks: headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` keyed with the base64-decoded part of the secret after `whsec_`). Non-2xx answers are retried with backoff, a bounded number of times. The secret is in this response only.',
        security: bearer,
        body: CreateWebhookBodySchema,
        response: { 201: CreatedWebhookSchema, ...errors(400, 401, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await webhooks.createWebhook(deps, req.user!.id, req.body)),
  );

  app.get(
    '/integrations/webhooks',
    { schema: { tags, summary: 'List webhook endpoints', description: 'Your registered outgoing webhook endpoints.', security: bearer, response: { 200: WebhookEndpointListSchema, ...errors(401) } } },
    async (req) => ({ items: await webhooks.listWebhooks(deps, req.user!.id) }),
  );

  app.delete(
    '/integrations/webhooks/:id',
    { schema: { tags, summary: 'Delete a webhook endpoint', description: 'Deletes the endpoint; no further events are delivered to it.', security: bearer, params: WebhookParamsSchema, response: { 204: NoContent, ...errors(401, 404, 422) } } },
    async (req, reply) => {
      await webhooks.deleteWebhook(deps, req.user!.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/integrations/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'Delivery log of an endpoint',
        description: 'The newest 100 deliveries: status (pending while retries remain), attempts, last response code and error.',
        security: bearer,
        params: WebhookParamsSchema,
        response: { 200: WebhookDeliveryListSchema, ...errors(401, 404, 422) },
      },
    },
    async (req) => ({ items: await webhooks.listDeliveries(deps, req.user!.id, req.params.id) }),
  );

  app.post(
    '/integrations/webhooks/:id/test',
    {
      schema: {
        tags,
        summary: 'Send a test event',
        description: 'Delivers a `webhook.test` event to this endpoint now and answers with the delivery after its first attempt.',
        security: bearer,
        params: WebhookParamsSchema,
        response: { 200: WebhookDeliverySchema, ...errors(401, 404, 422) },
      },
    },
    async (req) => {
      const endpoint = await webhooks.ownedEndpoint(deps.db, req.user!.id, req.params.id);
      const id = await deliverer.enqueue(endpoint.id, 'webhook.test', { message: 'Test event from Ultimate Co-founder', endpoint_id: endpoint.id }, { attemptNow: true });
      const [row] = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return webhooks.toDelivery(row);
    },
  );
};
