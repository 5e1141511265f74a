import { HealthSchema, PublicConfigSchema, ReadinessProbeSchema } from '@uc/contract';
import { integrationCounts } from '../integrations/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { SharedRedis } from '../../providers/redis';

type HealthOptions = { config: Config; mailMode: 'smtp' | 'outbox'; /** Checked by readiness when REDIS_URL is set. */ redis?: Pick<SharedRedis, 'ping'> };

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { config, mailMode, redis }) => {
  const liveness = cachedProbe(() => app.database.ping(), LIVENESS_CACHE_MS);

  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'Service health',
        description:
          'Liveness: 200 "healthy" when the database answered within the last second, 503 "unhealthy" otherwise. Cheap enough for frequent probes (the database check is shared for up to 1 s); load balancers should use /health/ready.',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_req, reply) => {
      const ok = await liveness();
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'healthy' : 'unhealthy', database: ok ? 'ok' : 'error', version: config.version });
    },
  );

  app.get(
    '/health/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'Readiness',
        description: 'Checks the database, and Redis when REDIS_URL is set, now (no cache): 200 "ready" when this instance can serve traffic, 503 "not_ready" otherwise. For load balancers and orchestrators.',
        response: { 200: ReadinessProbeSchema, 503: ReadinessProbeSchema },
      },
    },
    async (_req, reply) => {
      const [db, shared] = await Promise.all([app.database.ping(), redis?.ping()]);
      const checks: Record<string, 'ok' | 'error'> = { database: db ? 'ok' : 'error' };
      if (redis) checks.redis = shared ? 'ok' : 'error';
      const ready = Object.values(checks).every((c) => c === 'ok');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks, version: config.version });
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
      integrations: integrationCounts(Boolean(config.integrations.composio.apiKey)),
      video_studio: Boolean(config.tavus.apiKey),
      live_mode: config.livekit.url ? ('livekit' as const) : ('local' as const),
      apps_origin: config.apps.origin,
      apps_keep_state: Boolean(config.apps.perApp),
    }),
  );
};

const LIVENESS_CACHE_MS = 1_000;

/**
 * A probe whose answer is reused for `ttlMs`, with concurrent callers sharing one check in flight:
 * a burst of liveness probes costs one database round trip per second, not one each.
 */
export function cachedProbe(check: () => Promise<boolean>, ttlMs: number, now = () => Date.now()) {
  let last: { ok: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return async (): Promise<boolean> => {
    if (last && now() - last.at < ttlMs) return last.ok;
    inFlight ??= check()
      .catch(() => false)
      .then((ok) => {
        last = { ok, at: now() };
        return ok;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
