import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Generated code (deployed apps, editor previews, the chat's Live Preview) is served only on
 * APPS_ORIGIN, and that origin serves nothing else: a page built to imitate the sign-in screen
 * can never appear on the product's domain, and the product's API, SPA and cookies are never
 * reachable from the apps' domain.
 */
export const isAppsPath = (url: string) => url === '/apps' || url.startsWith('/apps/') || url.startsWith('/api/v1/chat/previews/');

/** Requests that came in through the second listener (main.ts) are on the apps origin whatever their Host says. */
const appsListenerRequests = new WeakSet<IncomingMessage>();
export const markAppsListenerRequest = (req: IncomingMessage) => appsListenerRequests.add(req);

export type AppsOriginOptions = { appsOrigin: string; production: boolean };

export const appsOriginPlugin = fp<AppsOriginOptions>(
  async (app, { appsOrigin, production }) => {
    const appsHost = new URL(appsOrigin).host.toLowerCase();
    const onAppsOrigin = (req: FastifyRequest) => appsListenerRequests.has(req.raw) || req.headers.host?.toLowerCase() === appsHost;
    app.decorateRequest('onAppsOrigin', false);
    app.addHook('onRequest', (req, reply, done) => {
      const apps = onAppsOrigin(req);
      req.onAppsOrigin = apps;
      const appsPath = isAppsPath(req.url);
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this request reached the apps origin (APPS_ORIGIN). */
    onAppsOrigin: boolean;
  }
}
