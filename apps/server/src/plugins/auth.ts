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

/** The token of `Authorization: Bearer <token>` (the scheme in any case), or null. */
function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  // Read as header.split(' ')[0..1] was, without the array: the token ends at the next space.
  const space = header.indexOf(' ');
  if (space !== 6) return null;
  const end = header.indexOf(' ', 7);
  const token = end < 0 ? header.slice(7) : header.slice(7, end);
  return token && (header.startsWith('Bearer') || header.slice(0, 6).toLowerCase() === 'bearer') ? token : null;
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

    /** Lets the caller in (or throws); a promise only when the session's last use must be written. */
    function admit(req: FastifyRequest, level: AuthLevel, user: SessionIdentity | null): Promise<unknown> | undefined {
      if (!user) throw new HttpError(401, CREDENTIALS_DETAIL);
      if (level === 'superuser' && !user.isSuperuser) throw new HttpError(403, 'Not enough permissions');
      req.user = user;
      // Profile → Security lists sessions with their device and last use (written at most once a minute).
      if (!user.apiKeyId && sessionTouches.shouldWrite(user.sessionId)) return touchSession(app.db, user.sessionId, req.headers['user-agent']);
      return undefined;
    }

    async function identify(req: FastifyRequest, reply: FastifyReply, level: AuthLevel, token: string) {
      const user = isApiKey(token)
        ? await authenticateWithApiKey(req, reply, level, token)
        : await authenticateBearer(app.db, opts.jwtKey, opts.sessionCache, token);
      await admit(req, level, user);
    }

    app.decorateRequest('user', null);
    // Callback style: a token verified moments ago (the session cache) is let in without a promise.
    app.addHook('onRequest', (req, reply, done) => {
      const { config, url } = req.routeOptions;
      const level: AuthLevel = config?.auth ?? 'user';
      if (level === 'public' || !url) return done();
      const token = bearerToken(req);
      if (!token) return done(new HttpError(401, CREDENTIALS_DETAIL));
      const cached = isApiKey(token) ? undefined : opts.sessionCache.get(token);
      let pending: Promise<unknown> | undefined;
      try {
        pending = cached ? admit(req, level, cached) : identify(req, reply, level, token);
      } catch (err) {
        return done(err as Error);
      }
      if (pending) pending.then(() => done(), done);
      else done();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
