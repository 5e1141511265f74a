import { ErrorBodySchema } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projects } from '../../db/schema';
import { SANDBOXED_APP_HEADERS } from '../../plugins/security-headers';
import type { ProjectDeps } from './deps';
import { deployPrefix, previewPrefix } from './service';
import { readSiteFile } from './site-store';

const tags = ['App Builder'];
const SLUG = /^[a-z0-9][a-z0-9-]{0,60}$/;
const TOKEN = /^[a-f0-9]{24}$/;
const NOT_FOUND = 'App not found';

/**
 * Deployed apps and editor previews. Every response carries the sandbox CSP, so the app runs
 * in an opaque origin even when opened directly; its scripts and styles must be loadable from
 * that origin, hence Cross-Origin-Resource-Policy: cross-origin (they are public anyway).
 */
const APP_HEADERS = { ...SANDBOXED_APP_HEADERS, 'cross-origin-resource-policy': 'cross-origin', 'cache-control': 'no-cache' };

const FileParams = z.object({ slug: z.string(), '*': z.string().default('') });
const PreviewParams = z.object({ token: z.string(), '*': z.string().default('') });
// contentMediaType: served with the file's own type, not JSON (OpenAPI document, interop).
const fileResponse = { 200: z.string().meta({ description: 'A file of the app', contentMediaType: '*/*' }), 404: ErrorBodySchema };

export const deployedAppRoutes: FastifyPluginAsyncZod<{ deps: ProjectDeps }> = async (app, { deps }) => {
  async function send(reply: FastifyReply, prefix: string | null, filePath: string) {
    const file = prefix ? await readSiteFile(deps.storage, prefix, filePath) : null;
    if (!file) return reply.status(404).headers(APP_HEADERS).send({ detail: NOT_FOUND });
    return reply.headers(APP_HEADERS).type(file.type).send(file.body);
  }

  // Relative asset URLs need the trailing slash.
  app.get('/apps/:slug', { config: { auth: 'public' }, schema: { hide: true, params: z.object({ slug: z.string() }) } }, async (req, reply) =>
    reply.redirect(`/apps/${encodeURIComponent(req.params.slug)}/`, 301),
  );

  app.get(
    '/apps/:slug/*',
    { config: { auth: 'public' }, schema: { tags, summary: 'A deployed app', description: 'The latest successful deploy of a project, sandboxed (`Content-Security-Policy: sandbox allow-scripts allow-forms`).', params: FileParams, response: fileResponse } },
    async (req, reply) => {
      const { slug, '*': filePath } = req.params;
      if (!SLUG.test(slug)) return send(reply, null, '');
      const [row] = await deps.db.select({ slug: projects.slug, deployId: projects.deployId }).from(projects).where(eq(projects.slug, slug));
      return send(reply, row?.deployId ? deployPrefix(row, row.deployId) : null, filePath);
    },
  );

  app.get(
    '/apps/_preview/:token/*',
    { config: { auth: 'public' }, schema: { tags, summary: 'An editor preview', description: 'The latest preview build of a project, at an unguessable address; sandboxed like deployed apps.', params: PreviewParams, response: fileResponse } },
    async (req, reply) => {
      const { token, '*': filePath } = req.params;
      if (!TOKEN.test(token)) return send(reply, null, '');
      const [row] = await deps.db.select({ id: projects.id }).from(projects).where(eq(projects.previewToken, token));
      return send(reply, row ? previewPrefix(row, token) : null, filePath);
    },
  );
};
