import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { EventBus } from './events';
import { apiKeyRoutes } from './modules/apikeys/routes';
import { authRoutes } from './modules/auth/routes';
import { promoteSuperuser } from './modules/auth/service';
import { SessionCache } from './modules/auth/session-cache';
import { createJwtKey } from './modules/auth/tokens';
import { agentRoutes } from './modules/agents/routes';
import { startRenewalScheduler } from './modules/billing/renewals';
import { billingRoutes } from './modules/billing/routes';
import { dataroomRoutes } from './modules/dataroom/routes';
import { documentRoutes } from './modules/documents/routes';
import { chatRoutes } from './modules/chat/routes';
import { orchestratorRoutes } from './modules/orchestrator/routes';
import { devMailRoutes } from './modules/devmail/routes';
import { healthRoutes } from './modules/health/routes';
import { publicRoutes } from './modules/public/routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { createLlmProvider, type LlmProvider } from './providers/llm';
import { createMailer, type Mailer } from './providers/mail';
import { createPayments, type PaymentsProvider } from './providers/payments';
import { createStorage, type StorageDriver } from './providers/storage';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Stand-in for tests; defaults to SMTP or the outbox by config. */
  mailer?: Mailer;
  /** Stand-in language model for tests; defaults to LLM_PROVIDER or the offline engine. */
  llm?: LlmProvider;
  /** Stand-in file storage for tests; defaults to STORAGE_DRIVER (local under DATA_DIR, or S3). */
  storage?: StorageDriver;
  /** Stand-in payments provider for tests; defaults to Stripe when STRIPE_SECRET_KEY is set, else test mode. */
  payments?: PaymentsProvider;
  /** Built SPA folder to serve; omitted in API-only tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Domain events (document generated, file uploaded…); tests may pass one to observe them. */
  events?: EventBus;
  /** The app closes the database on shutdown unless the caller owns it. */
  closeDatabase?: boolean;
};

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    // Bearer tokens and API keys never reach the log, whatever logger options a caller passes.
    logger: deps.logger === false ? false : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), redact: ['req.headers.authorization', 'req.headers.cookie'] },
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

  const events = deps.events ?? new EventBus((type, err) => app.log.error({ err, event: type }, 'event listener failed'));
  app.decorate('events', events);

  const jwtKey = createJwtKey(config.jwtSecret);
  const sessionCache = new SessionCache(config.sessionCacheTtlMs);
  await app.register(authPlugin, { jwtKey, sessionCache, apiKeyPerMinute: config.rateLimits.apiKeyPerMinute });
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: deps.database.db, log: app.log });
  const llm = deps.llm ?? (await createLlmProvider(config));
  const storage = deps.storage ?? (await createStorage(config));
  const payments = deps.payments ?? (await createPayments(config, deps.database.db));
  // Stripe renews subscriptions itself (invoice.paid); the test provider renews here.
  if (payments.mode === 'test') {
    const renewals = startRenewalScheduler(deps.database.db, app.log);
    app.addHook('onClose', () => renewals.stop());
  }
  if (config.adminEmail) await promoteSuperuser(deps.database.db, config.adminEmail);

  await app.register(healthRoutes, { config, mailMode: mailer.mode });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps: { db: deps.database.db, mailer, config, jwtKey, sessionCache } });
      await api.register(billingRoutes, { deps: { db: deps.database.db, payments } });
      await api.register(agentRoutes, { llm });
      await api.register(orchestratorRoutes, { llm });
      await api.register(chatRoutes, { llm });
      await api.register(dataroomRoutes, { deps: { db: deps.database.db, storage, config } });
      await api.register(documentRoutes, { deps: { db: deps.database.db, storage, config, llm } });
      await api.register(apiKeyRoutes, { deps: { db: deps.database.db, sessionCache } });
      await api.register(publicRoutes, { formsPerIp: config.rateLimits.publicFormsPerIp });
    },
    { prefix: '/api/v1' },
  );
  if (config.env !== 'production' && mailer.mode === 'outbox') await app.register(devMailRoutes);
  if (deps.webRoot) await app.register(webAppPlugin, { root: deps.webRoot });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
