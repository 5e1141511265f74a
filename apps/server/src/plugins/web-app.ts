import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the built SPA is served; the not-found handler uses it for history fallback. */
    sendSpaShell?: (reply: FastifyReply) => FastifyReply;
  }
}

/** The one route of the build's files: a path it does not hold goes on to the not-found handler. */
export const WEB_FILES_ROUTE = '/*';

/**
 * Serves the built SPA with history fallback: any GET that is not an API path and not a file
 * gets index.html (see the errors plugin's not-found handler), so deep links work on reload.
 */
export const webAppPlugin = fp(
  async (app, opts: { root: string }) => {
    const index = path.join(opts.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve the UI');
      return;
    }
    // Routes default to signed-in only; the files of the public web app are for everyone.
    app.addHook('onRoute', (route) => {
      if (route.config?.auth === undefined && !route.url.startsWith('/api/')) route.config = { ...route.config, auth: 'public' };
    });
    // The build's files as they are at start, served by one route: a route for each (GET and HEAD,
    // ~170 files) cost ~20 ms of every start (the router compiles each). Other paths go on to the not-found handler.
    const files = new Set(
      readdirSync(opts.root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(opts.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((file) => !file.split('/').some((part) => part.startsWith('.'))), // as @fastify/static: no dotfiles
    );
    const fileOf = (req: FastifyRequest) => (req.params as { '*': string })['*'];
    // Hashed assets may be cached forever; a miss under /assets/ (an old hash, answered by the shell) is not.
    const immutable: onSendHookHandler = (req, reply, payload, done) => {
      const file = fileOf(req);
      const hashed = file.startsWith('assets/') && files.has(file);
      if (reply.statusCode < 400 && hashed) reply.header('cache-control', 'public, max-age=31536000, immutable');
      done(null, payload);
    };
    await app.register(fastifyStatic, { root: opts.root, serve: false, index: false, cacheControl: false });
    app.route({
      method: ['GET', 'HEAD'],
      url: WEB_FILES_ROUTE,
      onSend: immutable,
      handler: (req, reply) => (files.has(fileOf(req)) ? reply.sendFile(fileOf(req)) : reply.callNotFound()),
    });
    // The HTML shell is never cached, so deploys show at once.
    // The in-browser demo (/demo…) answers every API call itself: its shell drops the /health
    // preload, so its first load asks the server for nothing but files.
    const demoShell = readFileSync(index, 'utf8').replace(/\s*<link rel="preload" href="\/health"[^>]*>/, '');
    const isDemo = (url: string) => /^\/demo(\/|\?|$)/.test(url);
    // A share link's page (/s/{token}) gets the build's share-viewer.html: the same shell with the
    // viewer's and pdf.js's chunks preloaded, so the first page shows sooner. Other pages never load pdf.js.
    const shareShell = existsSync(path.join(opts.root, 'share-viewer.html')) ? 'share-viewer.html' : 'index.html';
    const isShare = (url: string) => url.startsWith('/s/');
    app.decorate('sendSpaShell', (reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache').type('text/html');
      const url = reply.request.url;
      return isDemo(url) ? reply.send(demoShell) : reply.sendFile(isShare(url) ? shareShell : 'index.html');
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
