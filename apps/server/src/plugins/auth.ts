import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiKeyRateLimiter, LastUsedThrottle } from '../modules/apikeys/rate-limiter';
import { isApiKey } from '../modules/apikeys/service';
import { authenticateApiKey, authenticateBearer, markApiKeyUsed } from '../modules/auth/authenticate';
import { touchSession } from '../modules/profile/sessions-service';
import type { SessionCache, SessionIdentity } from '../modules/auth/session-cache';
import { HttpError } from '../errors';
import type { RateLimitStore } from './rate-limit-store';

export type AuthLevel = 'public' | 'user' | 'superuser';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes without it require a signed-in user. */
    auth?: AuthLevel;
    /**
     * Whether a `uc_` API key may stand in for an access token. Defaults to true on 'user' routes and
     * false on 'superuser' routes (admin power stays behind a password sign-in). Routes that change
     * the account's credentials or keys set it to false.
     */
    apiKey?: boolean;
  }
  interface FastifyRequest {
    user: SessionIdentity | null;
  }
}

export const CREDENTIALS_DETAIL = 'Could not validate credentials';
export const API_KEY_NOT_ALLOWED_DETAIL = 'API keys cannot be used for this endpoint. Sign in with your email and password.';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The one place that checks who is calling: each route states its level in `config.auth`. */
export const authPlugin = fp(
  async (app, opts: { jwtKey: Uint8Array; sessionCache: SessionCache; apiKeyPerMinute: number; apiKeyLimitStore?: RateLimitStore }) => {
    const limiter = new ApiKeyRateLimiter(opts.apiKeyPerMinute, opts.apiKeyLimitStore);
    const lastUsed = new LastUsedThrottle();
    const sessionTouches = new LastUsedThrottle();

    async function authenticateWithApiKey(req: FastifyRequest, reply: FastifyReply, level: AuthLevel, key: string) {
      // An invalid key is 401 everywhere; only a valid key on a route that takes none is 403.
      const user = await authenticateApiKey(app.db, opts.sessionCache, key);
      if (!user?.apiKeyId) throw new HttpError(401, CREDENTIALS_DETAIL);
      const allowed = req.routeOptions.config?.apiKey ?? level === 'user';
      if (!allowed) throw new HttpError(403, API_KEY_NOT_ALLOWED_DETAIL);
      const verdict = await limiter.hit(user.apiKeyId);
      reply.header('x-ratelimit-limit', limiter.limit);
      if (!verdict.allowed) {
        reply.header('retry-after', verdict.retryAfterSeconds);
        reply.header('x-ratelimit-remaining', 0);
        throw new HttpError(429, `Rate limit exceeded: ${limiter.limit} requests per minute per API key. Retry in ${verdict.retryAfterSeconds} seconds.`);
      }
      reply.header('x-ratelimit-remaining', verdict.remaining);
      if (lastUsed.shouldWrite(user.apiKeyId)) await markApiKeyUsed(app.db, user.apiKeyId);
      return user;
    }

    app.decorateRequest('user', null);
    app.addHook('onRequest', async (req, reply) => {
      const level: AuthLevel = req.routeOptions.config?.auth ?? 'user';
      if (level === 'public' || !req.routeOptions.url) return;
      const token = bearerToken(req);
      if (!token) throw new HttpError(401, CREDENTIALS_DETAIL);
      const user = isApiKey(token)
        ? await authenticateWithApiKey(req, reply, level, token)
        : await authenticateBearer(app.db, opts.jwtKey, opts.sessionCache, token);
      if (!user) throw new HttpError(401, CREDENTIALS_DETAIL);
      if (level === 'superuser' && !user.isSuperuser) throw new HttpError(403, 'Not enough permissions');
      req.user = user;
      // Profile → Security lists sessions with their device and last use (written at most once a minute).
      if (!user.apiKeyId && sessionTouches.shouldWrite(user.sessionId)) await touchSession(app.db, user.sessionId, req.headers['user-agent']);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
