import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WEB_FILES_ROUTE } from './web-app';
import { slugOfHost, type PerAppOrigins } from './app-hosts';

/**
 * Generated code (deployed apps, editor previews, the chat's Live Preview) is served only on
 * APPS_ORIGIN, and that origin serves nothing else: a page built to imitate the sign-in screen
 * can never appear on the product's domain, and the product's API, SPA and cookies are never
 * reachable from the apps' domain.
 */
export const isAppsPath = (url: string) => url === '/apps' || url.startsWith('/apps/') || url.startsWith('/api/v1/chat/previews/');

/**
 * Whether the request is for generated code: by the route it matched, or by its path when it matched
 * none (or only the web app's catch-all for its files).
 */
export const isAppsRequest = (req: FastifyRequest) => {
  const route = req.routeOptions.url;
  return isAppsPath(route && route !== WEB_FILES_ROUTE ? route : req.url);
};

/** Requests that came in through the second listener (serve.ts) are on the apps origin whatever their Host says. */
const appsListenerRequests = new WeakSet<IncomingMessage>();
export const markAppsListenerRequest = (req: IncomingMessage) => appsListenerRequests.add(req);

/** `perApp`: APPS_ORIGIN with a wildcard, each deployed app on its own origin too (app-hosts.ts). */
export type AppsOriginOptions = { appsOrigin: string; perApp?: PerAppOrigins; production: boolean };

export const appsOriginPlugin = fp<AppsOriginOptions>(
  async (app, { appsOrigin, perApp, production }) => {
    const appsHost = new URL(appsOrigin).host.toLowerCase();
    const onAppsOrigin = (req: FastifyRequest) =>
      appsListenerRequests.has(req.raw) || req.headers.host?.toLowerCase() === appsHost || slugOfHost(perApp, req.headers.host) !== null;
    app.addHook('onRequest', (req, reply, done) => {
      const apps = onAppsOrigin(req);
      // The matched route, not the raw URL: /%61pps/x/ reaches the /apps/:slug/* route too.
      const appsPath = isAppsRequest(req);
      if (apps && !appsPath && req.url !== '/health') return void reply.status(404).send({ detail: 'Not Found' });
      if (!apps && appsPath) {
        // Production: only the apps origin answers. Elsewhere a link from before the move still opens, on the right origin.
        if (production || req.method !== 'GET') return void reply.status(404).send({ detail: 'App not found' });
        return void reply.redirect(`${appsOrigin}${req.url}`, 302);
      }
      done();
    });
  },
  { name: 'apps-origin' },
);

