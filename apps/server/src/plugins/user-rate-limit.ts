import { ErrorBodySchema } from '@uc/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

/** Expensive kinds of work, each with its own per-user budget. */
export type ExpensiveWork = 'chat' | 'documents' | 'uploads' | 'app_generation';

/** Requests per minute per user (bearer token or API key alike); config.rateLimits.expensive overrides them. */
export const DEFAULT_EXPENSIVE_PER_MINUTE: Record<ExpensiveWork, number> = { chat: 60, documents: 20, uploads: 60, app_generation: 10 };

const LABELS: Record<ExpensiveWork, string> = { chat: 'model requests', documents: 'document generations', uploads: 'uploads', app_generation: 'app generations' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A per-user budget for expensive work (model calls, documents, uploads); checked after authentication. */
    userRateLimit?: ExpensiveWork;
  }
}

const WINDOW_MS = 60_000;

/**
 * Routes name their budget with `config: { userRateLimit: 'chat' }`; the check runs once the
 * caller is known (after the auth hook), per user, so bearer tokens are limited like API keys.
 */
export const userRateLimitPlugin = fp(
  async (app, opts: { limits?: Partial<Record<ExpensiveWork, number>>; store?: RateLimitStore }) => {
    const limits = { ...DEFAULT_EXPENSIVE_PER_MINUTE, ...opts.limits };
    const store = opts.store ?? new MemoryRateLimitStore();
    const limit: onRequestAsyncHookHandler = async (req, reply) => {
      const work = req.routeOptions.config?.userRateLimit;
      if (!work || !req.user) return;
      const now = Date.now();
      const { count, resetAt } = await store.hit(`${work}:${req.user.id}`, WINDOW_MS, now);
      if (count <= limits[work]) return;
      const wait = Math.max(1, Math.ceil((resetAt - now) / 1000));
      reply.header('retry-after', String(wait));
      throw new HttpError(429, `Too many ${LABELS[work]}: at most ${limits[work]} per minute. Retry in ${wait} seconds.`);
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.userRateLimit) return;
      // The 429 these routes can answer is documented with them (the API document lists every status).
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (response && !response[429]) route.schema!.response = { ...response, 429: ErrorBodySchema };
      // Only the limited routes run the hook (after the auth hook: route hooks follow the app's).
      route.onRequest = [...[route.onRequest ?? []].flat(), limit];
    });
  },
  { name: 'user-rate-limit', dependencies: ['auth'] },
);
