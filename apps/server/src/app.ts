import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/routes';
import { promoteSuperuser } from './modules/auth/service';
import { SessionCache } from './modules/auth/session-cache';
import { createJwtKey } from './modules/auth/tokens';
import { billingRoutes } from './modules/billing/routes';
import { devMailRoutes } from './modules/devmail/routes';
import { healthRoutes } from './modules/health/routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { createMailer, type Mailer } from './providers/mail';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Stand-in for tests; defaults to SMTP or the outbox by config. */
  mailer?: Mailer;
  /** Built SPA folder to serve; omitted in API-only tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** The app closes the database on shutdown unless the caller owns it. */
  closeDatabase?: boolean;
};

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: deps.database, closeOnShutdown: deps.closeDatabase ?? true });
  await app.register(securityHeadersPlugin);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(openapiPlugin, { version: config.version });

  const jwtKey = createJwtKey(config.jwtSecret);
  const sessionCache = new SessionCache(config.sessionCacheTtlMs);
  await app.register(authPlugin, { jwtKey, sessionCache });
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: deps.database.db, log: app.log });
  if (config.adminEmail) await promoteSuperuser(deps.database.db, config.adminEmail);

  await app.register(healthRoutes, { config, mailMode: mailer.mode });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps: { db: deps.database.db, mailer, config, jwtKey, sessionCache } });
      await api.register(billingRoutes);
    },
    { prefix: '/api/v1' },
  );
  if (config.env !== 'production' && mailer.mode === 'outbox') await app.register(devMailRoutes);
  if (deps.webRoot) await app.register(webAppPlugin, { root: deps.webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
