import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA with history fallback: any GET that is not an API path and not a file
 * gets index.html, so deep links like /dashboard/billing work on reload.
 */
export const webAppPlugin = fp(
  async (app, opts: { root: string }) => {
    const index = path.join(opts.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve the UI');
      return;
    }
    await app.register(fastifyStatic, { root: opts.root, wildcard: false, index: false, cacheControl: false });
    app.setNotFoundHandler((req, reply) => {
      const apiPath = req.url.startsWith('/api/') || req.url.startsWith('/dev/') || req.url === '/health';
      if (req.method !== 'GET' || apiPath) return reply.status(404).send({ detail: 'Not Found' });
      // Hashed assets may be cached forever; the HTML shell never, so deploys show at once.
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    });
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
