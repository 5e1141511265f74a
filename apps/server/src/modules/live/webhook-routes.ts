import { ErrorBodySchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import type { LiveDeps } from './deps';
import { applyWebhookEvent } from './webhook';

/**
 * LiveKit's webhook. The signature covers the exact body, so this encapsulated plugin keeps it
 * as a string (LiveKit posts application/webhook+json).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: LiveDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json'); // the app's scanning JSON parser (plugins/json-body) is inherited
  app.addContentTypeParser(['application/webhook+json', 'application/json'], { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    '/livekit/webhook',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Live sessions'],
        summary: 'LiveKit webhook',
        description: 'Signed by LiveKit with the API key and secret (Authorization header). participant_joined connects a session, participant_left turns the user’s media off, room_finished ends it. A replayed event changes nothing; a bad signature is 401.',
        response: { 200: z.object({ received: z.boolean(), result: z.enum(['applied', 'duplicate', 'ignored']) }), 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (req) => {
      if (!deps.rooms) throw new HttpError(404, 'LiveKit is not configured on this server');
      const auth = req.headers.authorization;
      let event;
      try {
        event = await deps.rooms.receiveWebhook(typeof req.body === 'string' ? req.body : '', auth);
      } catch (err) {
        req.log.warn({ err }, 'rejected a LiveKit webhook');
        throw new HttpError(401, 'Invalid webhook signature');
      }
      return { received: true, result: await applyWebhookEvent(deps, event) };
    },
  );
};
