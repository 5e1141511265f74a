import { ApiKeyListSchema, ApiKeyParamsSchema, CreateApiKeyBodySchema, CreatedApiKeySchema, ErrorBodySchema, MessageSchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSecurityAlert } from '../profile/security-alerts';
import * as apiKeys from './service';

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
/** Managing keys needs a password sign-in: a leaked key must not be able to mint or hide keys. */
const keyManagement = { auth: 'user', apiKey: false } as const;

export const apiKeyRoutes: FastifyPluginAsyncZod<{ deps: apiKeys.ApiKeyDeps }> = async (app, { deps }) => {
  app.post(
    '/api-keys',
    {
      config: keyManagement,
      schema: {
        tags: ['API Keys'],
        summary: 'Create an API key',
        description:
          'Creates a personal API key (`uc_` followed by 32 random characters). The full key is in this response only: the server keeps its hash. Use it as `Authorization: Bearer uc_…` on every user endpoint except account deletion, password change and key management; each key may make 100 requests per minute. `scopes` chooses what the key may do on the MCP endpoint (`/mcp`): `read` (default) and `propose` (assumption changes and documents the founder confirms in the product). Requires a password sign-in (an API key cannot create keys).',
        security: bearer,
        body: CreateApiKeyBodySchema,
        response: { 201: CreatedApiKeySchema, ...errors(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      const created = await apiKeys.createApiKey(deps, req.user!.id, req.body.name, req.body.scopes);
      // profile-admin: e-mail the owner when they keep security alerts on.
      if (deps.mailer) await sendSecurityAlert({ db: deps.db, mailer: deps.mailer }, { userId: req.user!.id, event: 'api_key_created', detail: created.name });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api-keys',
    {
      config: keyManagement,
      schema: {
        tags: ['API Keys'],
        summary: 'List API keys',
        description: 'The active keys of the signed-in user, newest first: name, visible prefix, creation and last use. Never the keys themselves.',
        security: bearer,
        response: { 200: ApiKeyListSchema, ...errors(401, 403) },
      },
    },
    async (req) => ({ items: await apiKeys.listApiKeys(deps, req.user!.id) }),
  );

  app.delete(
    '/api-keys/:id',
    {
      config: keyManagement,
      schema: {
        tags: ['API Keys'],
        summary: 'Revoke an API key',
        description: 'Revokes the key at once: later requests with it answer 401. A key of another user, or one already revoked, answers 404.',
        security: bearer,
        params: ApiKeyParamsSchema,
        response: { 200: MessageSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (req) => {
      await apiKeys.revokeApiKey(deps, req.user!.id, req.params.id);
      return { message: 'API key revoked' };
    },
  );
};
