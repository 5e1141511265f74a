import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the built SPA is served; the not-found handler uses it for history fallback. */
    sendSpaShell?: (reply: FastifyReply) => FastifyReply;
  }
}

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
    // Hashed assets may be cached forever: the header is set on the asset routes only, so no other
    // request pays for the hook and a miss under /assets/ (an old hash, answered by the shell) is not.
    const immutable: onSendHookHandler = (_req, reply, payload, done) => {
      if (reply.statusCode < 400) reply.header('cache-control', 'public, max-age=31536000, immutable');
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.auth === undefined && !route.url.startsWith('/api/')) route.config = { ...route.config, auth: 'public' };
      if (route.url.startsWith('/assets/')) route.onSend = [...[route.onSend ?? []].flat(), immutable];
    });
    await app.register(fastifyStatic, { root: opts.root, wildcard: false, index: false, cacheControl: false });
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
