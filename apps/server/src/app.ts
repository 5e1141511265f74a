import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { AgentId } from '@uc/contract';
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
import { shareRevocations } from './modules/auth/revocation-broadcast';
import { createJwtKey } from './modules/auth/tokens';
import { agentRoutes } from './modules/agents/routes';
import { registerCheckoutExpiryJob } from './modules/billing/abandoned-checkouts';
import { registerRenewalJob } from './modules/billing/renewals';
import { billingRoutes } from './modules/billing/routes';
import { dataroomRoutes } from './modules/dataroom/routes';
import { shareRoutes } from './modules/dataroom/share-routes';
import { viewerRoutes } from './modules/dataroom/viewer-routes';
import { registerNotificationMails } from './modules/profile/notification-mails';
import { documentRoutes } from './modules/documents/routes';
import { chatRoutes } from './modules/chat/routes';
import { researchConfig } from './modules/agents/tool-names';
import { type CancelChannel, redisCancelChannel } from './modules/chat/cancel';
import { RedisRunningStreams } from './modules/chat/redis-running-streams';
import { orchestratorRoutes } from './modules/orchestrator/routes';
import { avatarRoutes } from './modules/avatars/routes';
import { RedisSessionHub, SessionHub } from './modules/live/hub';
import { liveRoutes } from './modules/live/routes';
import { createSession } from './modules/live/sessions-service';
import { devMailRoutes } from './modules/devmail/routes';
import { diagnosticsRoutes } from './modules/diagnostics/routes';
import { healthRoutes } from './modules/health/routes';
import { integrationRoutes } from './modules/integrations/routes';
import { leadRoutes } from './modules/leads/routes';
import { publicRoutes } from './modules/public/routes';
import { deployedAppRoutes } from './modules/projects/app-routes';
import { projectRoutes } from './modules/projects/routes';
import { appModerationRoutes } from './modules/projects/moderation-routes';
import { adminRoutes } from './modules/admin/routes';
import { profileRoutes } from './modules/profile/routes';
import { startupRoutes } from './modules/startup/routes';
import { mcpRoutes } from './modules/mcp/routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { jobsPlugin } from './plugins/jobs';
import type { JobQueue } from './modules/jobs/queue';
import { jobRoutes } from './modules/jobs/routes';
import { boundedJsonBodies } from './plugins/json-body';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { rewritePerAppUrl } from './plugins/app-hosts';
import { appsOriginPlugin } from './plugins/apps-origin';
import { webAppPlugin } from './plugins/web-app';
import { lazyChildLogger } from './plugins/request-logger';
import { refuseWhileDraining } from './modules/recovery/shutdown';
import { userRateLimitPlugin } from './plugins/user-rate-limit';
import { MemoryRateLimitStore, RedisRateLimitStore } from './plugins/rate-limit-store';
import { connectRedis, type SharedRedis } from './providers/redis';
import { alwaysRetryAfter, clientErrorHandler, frameworkErrors, rejectUnsafeText } from './plugins/request-hygiene';
import { createRoomGateway } from './providers/livekit';
import { createLlmProvider, type LlmProvider } from './providers/llm';
import { withDeadline } from './providers/llm/deadline';
import type { LocalModelManager } from './providers/llm/local/types';
import { createLocalModelManager } from './providers/llm/local/local-model';
import { aiSettingsRoutes } from './modules/ai-settings/routes';
import { AiRuntime } from './modules/ai-settings/service';
import { redisAiSettingsChannel, type AiSettingsChannel } from './modules/ai-settings/channel';
import { createCredentialCipher } from './modules/integrations/crypto';
import { createMailer, type Mailer } from './providers/mail';
import { createPayments, type PaymentsProvider } from './providers/payments';
import { createStorage, type StorageDriver } from './providers/storage';
import { createTavusClient } from './providers/tavus';
import { OPERATOR_URL } from './outgoing';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Stand-in for tests; defaults to SMTP or the outbox by config. */
  mailer?: Mailer;
  /** Stand-in language model for tests; defaults to LLM_PROVIDER or the offline engine. */
  llm?: LlmProvider;
  /** The local model (issue 37 part A); absent: Admin → AI shows no local engine. */
  localModel?: LocalModelManager;
  /** Builds the local engine once its model is ready; absent: choosing `local` answers offline. */
  localProvider?: () => Promise<LlmProvider>;
  /** How a saved AI setting reaches the other instances; default: Redis when REDIS_URL is set, else none (tests share an in-process one). */
  aiSettingsChannel?: AiSettingsChannel;
  /** How a chat cancel reaches the instance generating the answer; default: Redis when REDIS_URL is set, else none. */
  chatCancelChannel?: CancelChannel;
  /** Stand-in file storage for tests; defaults to STORAGE_DRIVER (local under DATA_DIR, or S3). */
  storage?: StorageDriver;
  /** Stand-in payments provider for tests; defaults to Stripe when STRIPE_SECRET_KEY is set, else test mode. */
  payments?: PaymentsProvider;
  /** How long the model may take to write an app-builder project (default 120 s); tests shorten it. */
  projectGenerationTimeoutMs?: number;
  /** Built SPA folder to serve; omitted in API-only tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Domain events (document generated, file uploaded…); tests may pass one to observe them. */
  events?: EventBus;
  /** Stand-in job queue for tests; defaults to the queue on the database (modules/jobs). */
  jobs?: JobQueue;
  /** Redis shared with other instances; defaults to REDIS_URL (connected here, closed with the app). A caller that passes one closes it. */
  redis?: SharedRedis;
  /** How long "document ready" mails wait to list a whole suite in one (default 5 s); tests shorten it. */
  documentMailWindowMs?: number;
  /** The app closes the database on shutdown unless the caller owns it. */
  closeDatabase?: boolean;
};

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    // Bearer tokens and API keys never reach the log, whatever logger options a caller passes.
    logger: deps.logger === false ? false : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // A request's child logger is made when it first logs (most never do).
    ...(deps.logger !== false && { childLoggerFactory: lazyChildLogger }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Fastify's and Node's own request errors answer with the usual { detail } body (harden, issue 10).
    frameworkErrors,
    clientErrorHandler,
    // The zod compilers from the outset: by default Fastify would load Ajv and fast-json-stringify
    // (never used here) at start-up, ~65 ms of the cold start. (Fastify types these factories for Ajv.)
    // An app's own origin ({slug}.apps…, APPS_ORIGIN with a wildcard) serves that app's paths only.
    // Without per-app origins nothing is rewritten: no call per request.
    rewriteUrl: config.apps.perApp ? (req: IncomingMessage) => rewritePerAppUrl(config.apps.perApp, req) : undefined,
    schemaController: { compilersFactory: { buildValidator: (() => validatorCompiler) as never, buildSerializer: (() => serializerCompiler) as never } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  refuseWhileDraining(app); // SIGTERM drain: 503 for new requests (harden, issue 10)
  boundedJsonBodies(app); // depth and size scanned byte by byte before JSON.parse (issue 43)
  rejectUnsafeText(app); // NUL / unpaired surrogates anywhere in a request: 422 (the contract's safe-text rule)
  alwaysRetryAfter(app); // every 429 carries Retry-After
  await app.register(dbPlugin, { database: deps.database, closeOnShutdown: deps.closeDatabase ?? true });
  await app.register(jobsPlugin, { queue: deps.jobs, ...config.jobs });
  const { origin: appsOrigin, perApp } = config.apps;
  await app.register(appsOriginPlugin, { appsOrigin, perApp, production: config.env === 'production' });
  await app.register(securityHeadersPlugin, { livekitUrl: config.livekit.url, appsOrigin: config.apps.origin });
  await app.register(formbody);
  // Several instances share limits, revocations and resumable chat streams through Redis (REDIS_URL).
  const redis = deps.redis ?? (config.redis ? await connectRedis(config.redis, app.log) : undefined);
  if (redis && !deps.redis) app.addHook('onClose', () => redis.close());
  const limitStore = (name: string) => (redis ? new RedisRateLimitStore(redis, name) : new MemoryRateLimitStore());
  // In Redis every app.rateLimit() shares one key space: each limiter names its keys (keyGenerator).
  await app.register(rateLimit, { global: false, ...(redis && { redis: redis.client, nameSpace: `${redis.prefix}rl:` }) });
  await app.register(openapiPlugin, { version: config.version, passwordMinLength: config.passwordMinLength });

  const events = deps.events ?? new EventBus((type, err) => app.log.error({ err, event: type }, 'event listener failed'));
  app.decorate('events', events);

  const jwtKey = createJwtKey(config.jwtSecret);
  const sessionCache = new SessionCache(config.sessionCacheTtlMs);
  if (redis) await shareRevocations(sessionCache, redis, app.log);
  await app.register(authPlugin, { jwtKey, sessionCache, apiKeyPerMinute: config.rateLimits.apiKeyPerMinute, apiKeyLimitStore: limitStore('api-key') });
  await app.register(userRateLimitPlugin, { limits: config.rateLimits.expensive, store: limitStore('user') }); // per-user budgets for expensive work
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: deps.database.db, log: app.log });
  registerNotificationMails({ db: deps.database.db, mailer, appUrl: config.appUrl, events, jobs: app.jobs, documentWindowMs: deps.documentMailWindowMs });
  // The deadline wraps whichever model is used, test stand-ins included (a stalled stream always ends).
  // The local model's file (issue 37): status, download and removal for Admin → AI; nothing loads here.
  const localModel = createLocalModelManager({ dataDir: config.dataDir, url: config.llm.localModelUrl, sha256: config.llm.localModelSha256, log: app.log });
  // One local engine per server, made on first use (LLM_PROVIDER=local or chosen on the screen).
  let localEngine: Promise<LlmProvider> | undefined;
  const localProvider = deps.localProvider ?? (() => (localEngine ??= createLlmProvider({ llm: { ...config.llm, provider: 'local' } }, { localModel })));
  app.addHook('onClose', async () => ((await localEngine) as { unload?: () => Promise<void> } | undefined)?.unload?.());
  // Admin → AI switches the engine at run time (LLM_PROVIDER in the environment wins): every holder of `llm` sees the switch.
  const aiDeps = {
    db: deps.database.db,
    config,
    cipher: createCredentialCipher(config.integrations.secret),
    channel: deps.aiSettingsChannel ?? (redis ? redisAiSettingsChannel(redis, app.log) : undefined),
    localModel: deps.localModel ?? localModel,
    localProvider,
    log: app.log,
  };
  const initial = deps.llm ?? (config.llm.provider === 'local' ? await localProvider() : await createLlmProvider(config));
  const ai = await AiRuntime.start(aiDeps, initial);
  const llm = withDeadline(ai.provider, config.generationTimeoutMs);
  const storage = deps.storage ?? (await createStorage(config));
  const payments = deps.payments ?? (await createPayments(config, deps.database.db));
  // Stripe renews subscriptions itself (invoice.paid); the test provider renews here.
  if (payments.mode === 'test') registerRenewalJob(app.jobs, deps.database.db, app.log);
  registerCheckoutExpiryJob(app.jobs, deps.database.db, app.log); // nothing stays "pending" forever (issue 43)
  // Live sessions: LiveKit when configured, else local mode; Tavus avatars when TAVUS_API_KEY is set.
  const liveDeps = {
    db: deps.database.db,
    llm,
    config,
    rooms: await createRoomGateway(config.livekit),
    tavus: createTavusClient(config.tavus, OPERATOR_URL),
    hub: redis ? await RedisSessionHub.connect(redis, app.log) : new SessionHub(),
  };
  const createLiveSession = (userId: string, agentIds: AgentId[]) =>
    createSession({ ...liveDeps, events, log: app.log }, userId, { agent_ids: agentIds, session_type: 'video' });
  if (config.adminEmail) await promoteSuperuser(deps.database.db, config.adminEmail);

  const projectDeps = { db: deps.database.db, storage, llm, config, generationTimeoutMs: deps.projectGenerationTimeoutMs, log: app.log };
  await app.register(healthRoutes, { config, mailMode: mailer.mode, redis });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps: { db: deps.database.db, mailer, config, jwtKey, sessionCache, storage, cancelSubscription: (ref) => payments.cancelSubscription(ref, false) } });
      await api.register(billingRoutes, { deps: { db: deps.database.db, payments } });
      // Web research (Tavily, Firecrawl) for the agents' tools and the researched documents.
      const research = researchConfig(config.agentService.services);
      await api.register(agentRoutes, { llm, research });
      await api.register(orchestratorRoutes, { llm, createLiveSession, files: { storage, config } });
      await api.register(liveRoutes, { deps: liveDeps });
      await api.register(avatarRoutes, { deps: { db: deps.database.db, tavus: liveDeps.tavus } });
      await api.register(chatRoutes, { llm, serverSecret: config.jwtSecret, heartbeatMs: config.chatHeartbeatMs, streams: redis && new RedisRunningStreams(redis, app.log), cancels: deps.chatCancelChannel ?? (redis && redisCancelChannel(redis, app.log)), research, origins: { product: new URL(config.appUrl).origin, apps: config.apps.origin } });
      await api.register(startupRoutes, { llm });
      await api.register(dataroomRoutes, { deps: { db: deps.database.db, storage, config } });
      // Share links (issue 40): the founder's resource, and the public viewer API under /s/{token}.
      await api.register(shareRoutes, { deps: { db: deps.database.db, appUrl: config.appUrl } });
      await api.register(viewerRoutes, { deps: { db: deps.database.db, storage, mailer, appUrl: config.appUrl, limits: config.rateLimits.shareViewer } });
      await api.register(documentRoutes, { deps: { db: deps.database.db, storage, config, llm, events, research, log: app.log } });
      await api.register(apiKeyRoutes, { deps: { db: deps.database.db, sessionCache, mailer } });
      await api.register(adminRoutes, { deps: { db: deps.database.db, sessionCache } });
      await api.register(aiSettingsRoutes, { deps: { ...aiDeps, runtime: ai } });
      await api.register(jobRoutes);
      await api.register(profileRoutes, { deps: { db: deps.database.db, storage, sessionCache } });
      await api.register(diagnosticsRoutes, { database: deps.database, storage, mailer, llm, payments, rooms: liveDeps.rooms, agentService: config.agentService, redis });
      await api.register(publicRoutes, { formsPerIp: config.rateLimits.publicFormsPerIp, notify: { mailer, inbox: config.contactInbox, appUrl: config.appUrl } });
      await api.register(integrationRoutes, { deps: { db: deps.database.db, config, storage } });
      await api.register(leadRoutes, { deps: { db: deps.database.db, config } });
      await api.register(projectRoutes, { deps: projectDeps });
      await api.register(appModerationRoutes, { db: deps.database.db });
    },
    { prefix: '/api/v1' },
  );
  // The founder's MCP server for their own assistant (issue 41), beside the API it reads from.
  await app.register(mcpRoutes, { deps: { db: deps.database.db, storage, config } });
  // Deployed app-builder apps and previews at /apps/… (public, sandboxed, on the apps origin only).
  await app.register(deployedAppRoutes, { deps: projectDeps, reportsPerIp: config.apps.reportsPerIp });
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
