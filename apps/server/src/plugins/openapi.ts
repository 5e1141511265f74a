import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { documentTransform, transformRoute, type RouteDocs } from './openapi-document';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documentation the schemas cannot carry (see openapi-document.ts). */
    openapi?: RouteDocs;
  }
}

/**
 * OpenAPI 3.1 generated from the same zod schemas that validate the routes; operationIds,
 * security, standard error statuses and media types are derived per route (openapi-document.ts).
 */
export const openapiPlugin = fp(
  async (app, opts: { version: string; passwordMinLength: number }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ultimate Co-founder API',
          description: 'The API behind Ultimate Co-founder. Authenticate with `Authorization: Bearer <access token or uc_ API key>`.',
          version: opts.version,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token from POST /api/v1/auth/login, or a `uc_` API key' } } },
      },
      transform: transformRoute,
      transformObject: documentTransform({ passwordMinLength: opts.passwordMinLength }),
    });
    app.get('/api/v1/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
    // Where tools look first; without this route the web app's history fallback would answer with HTML.
    app.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
