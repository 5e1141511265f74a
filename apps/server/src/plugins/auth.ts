import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateBearer } from '../modules/auth/authenticate';
import type { SessionCache, SessionIdentity } from '../modules/auth/session-cache';
import { HttpError } from '../errors';

export type AuthLevel = 'public' | 'user' | 'superuser';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes without it require a signed-in user. */
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    user: SessionIdentity | null;
  }
}

export const CREDENTIALS_DETAIL = 'Could not validate credentials';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The one place that checks who is calling: each route states its level in `config.auth`. */
export const authPlugin = fp(
  async (app, opts: { jwtKey: Uint8Array; sessionCache: SessionCache }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (req) => {
      const level: AuthLevel = req.routeOptions.config?.auth ?? 'user';
      if (level === 'public' || !req.routeOptions.url) return;
      const token = bearerToken(req);
      const user = token ? await authenticateBearer(app.db, opts.jwtKey, opts.sessionCache, token) : null;
      if (!user) throw new HttpError(401, CREDENTIALS_DETAIL);
      if (level === 'superuser' && !user.isSuperuser) throw new HttpError(403, 'Not enough permissions');
      req.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
