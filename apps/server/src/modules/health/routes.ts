import { HealthSchema, PublicConfigSchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

export const healthRoutes: FastifyPluginAsyncZod<{ config: Config; mailMode: 'smtp' | 'outbox' }> = async (app, { config, mailMode }) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'Service health',
        description: 'Answers 200 with status "healthy" when the database answers, 503 "unhealthy" otherwise.',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_req, reply) => {
      const ok = await app.database.ping();
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'healthy' : 'unhealthy', database: ok ? 'ok' : 'error', version: config.version });
    },
  );

  app.get(
    '/api/v1/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'Public settings',
        description: 'Settings the web app shows to users: free credits on sign-up, the password policy and which providers run locally.',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({
      signup_credits: config.signupCredits,
      password_min_length: config.passwordMinLength,
      mail_mode: mailMode,
      dev_mailbox: config.env !== 'production' && mailMode === 'outbox',
      version: config.version,
    }),
  );
};
