import { AppReportBodySchema, AppSlugParamsSchema, ErrorBodySchema } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projects } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { perAppOrigin, slugOfHost } from '../../plugins/app-hosts';
import { sandboxedAppHeaders } from '../../plugins/security-headers';
import { footerHtml, PLAIN_PAGE_HEADERS, reportFormPage, reportSentPage, takenDownPage, withFooter } from './app-pages';
import { deployedApp, fileAppReport } from './moderation-service';
import { submissionRoutes } from './submission-routes';
import type { ProjectDeps } from './deps';
import { deployPrefix, previewPrefix } from './service';
import { readSiteFile } from './site-store';

const tags = ['App Builder'];
const SLUG = /^[a-z0-9][a-z0-9-]{0,60}$/;
const TOKEN = /^[a-f0-9]{24}$/;
const NOT_FOUND = 'App not found';

/**
 * Deployed apps and editor previews, on the apps origin only (plugins/apps-origin.ts). Every
 * response carries the sandbox CSP, so the app runs in an opaque origin even when opened
 * directly; its scripts and styles must be loadable from that origin, hence
 * Cross-Origin-Resource-Policy: cross-origin (they are public anyway). A deployed page also
 * carries the "Built with Ultimate Co-founder · Report" footer; a taken-down app answers 410.
 */
const FileParams = z.object({ slug: z.string(), '*': z.string().default('') });
const PreviewParams = z.object({ token: z.string(), '*': z.string().default('') });
// contentMediaType: served with the file's own type, not JSON (OpenAPI document, interop).
const fileResponse = { 200: z.string().meta({ description: 'A file of the app', contentMediaType: '*/*' }), 404: ErrorBodySchema, 410: z.string().meta({ description: 'The app was taken down', contentMediaType: 'text/html' }) };
const htmlResponse = (description: string) => z.string().meta({ description, contentMediaType: 'text/html' });

export const deployedAppRoutes: FastifyPluginAsyncZod<{ deps: ProjectDeps; reportsPerIp: number }> = async (app, { deps, reportsPerIp }) => {
  const productOrigin = new URL(deps.config.appUrl).origin;
  const { perApp } = deps.config.apps;
  const appHeaders = { ...sandboxedAppHeaders(productOrigin), 'cross-origin-resource-policy': 'cross-origin', 'cache-control': 'no-cache' };

  // A deployed app (`footerFor` its slug) may post to its own submit path; a preview nowhere. On
  // its own origin (`own`) the sandbox keeps that origin, so the app's localStorage works.
  async function send(reply: FastifyReply, prefix: string | null, filePath: string, footerFor?: string, own = false) {
    const file = prefix ? await readSiteFile(deps.storage, prefix, filePath) : null;
    if (!file) return reply.status(404).headers(appHeaders).send({ detail: NOT_FOUND });
    const body = footerFor && file.type.startsWith('text/html') ? withFooter(file.body.toString('utf8'), footerHtml(footerFor, productOrigin)) : file.body;
    const shared = `${deps.config.apps.origin}/apps/${footerFor}`;
    const appBase = footerFor && (own && perApp ? perAppOrigin(perApp, footerFor) : shared);
    const submitUrl = appBase && `${appBase}/submit`;
    const csp = submitUrl && sandboxedAppHeaders(productOrigin, submitUrl, own)['content-security-policy'];
    const headers = csp ? { ...appHeaders, 'content-security-policy': csp } : appHeaders;
    return reply.headers(headers).type(file.type).send(body);
  }

  /**
   * With per-app origins, a deployed app is opened only at the root of its own origin: its old
   * address /apps/{slug}/… (a shared origin, or the same origin's long form) sends the visitor there.
   */
  function perAppRedirect(req: FastifyRequest, slug: string, filePath: string): string | null {
    if (!perApp || req.method !== 'GET') return null;
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const own = slugOfHost(perApp, req.headers.host) === slug;
    if (own && req.originalUrl === req.url) return `/${filePath}${query}`;
    return own ? null : `${perAppOrigin(perApp, slug)}/${filePath}${query}`;
  }

  // Relative asset URLs need the trailing slash.
  app.get('/apps/:slug', { config: { auth: 'public' }, schema: { hide: true, params: z.object({ slug: z.string() }) } }, async (req, reply) =>
    reply.redirect(`/apps/${encodeURIComponent(req.params.slug)}/`, 301),
  );

  app.get(
    '/apps/:slug/*',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A deployed app',
        description:
          'The latest successful deploy of a project, on the apps origin (APPS_ORIGIN) only, sandboxed (`Content-Security-Policy: sandbox allow-scripts allow-forms; connect-src {APPS_ORIGIN}/apps/{slug}/submit; form-action {APPS_ORIGIN}/apps/{slug}/submit`: the app may send only to its own submit path). HTML pages carry a "Built with Ultimate Co-founder · Report" footer. 410 once an admin took the app down. ' +
          'With a wildcard APPS_ORIGIN (`https://*.apps.example.com`) each app is served at the root of its own origin ' +
          '(`https://{slug}.apps.example.com/`, adding `allow-same-origin` there so it keeps its state in localStorage, and `/submit`); ' +
          'this address then answers 302 to it.',
        params: FileParams,
        response: fileResponse,
      },
    },
    async (req, reply) => {
      const { slug, '*': filePath } = req.params;
      if (!SLUG.test(slug)) return send(reply, null, '');
      const [row] = await deps.db.select({ slug: projects.slug, deployId: projects.deployId, takenDownAt: projects.takenDownAt }).from(projects).where(eq(projects.slug, slug));
      if (row?.deployId && row.takenDownAt) return reply.status(410).headers(PLAIN_PAGE_HEADERS).type('text/html; charset=utf-8').send(takenDownPage());
      const elsewhere = row?.deployId ? perAppRedirect(req, slug, filePath) : null;
      if (elsewhere) return reply.redirect(elsewhere, 302);
      const own = slugOfHost(perApp, req.headers.host) === slug;
      return send(reply, row?.deployId ? deployPrefix(row, row.deployId) : null, filePath, slug, own);
    },
  );

  app.get(
    '/apps/_preview/:token/*',
    { config: { auth: 'public' }, schema: { tags, summary: 'An editor preview', description: 'The latest preview build of a project, at an unguessable address on the apps origin; sandboxed like deployed apps.', params: PreviewParams, response: fileResponse } },
    async (req, reply) => {
      const { token, '*': filePath } = req.params;
      if (!TOKEN.test(token)) return send(reply, null, '');
      const [row] = await deps.db.select({ id: projects.id }).from(projects).where(eq(projects.previewToken, token));
      return send(reply, row ? previewPrefix(row, token) : null, filePath);
    },
  );

  await app.register(submissionRoutes, { deps });

  const reportLimit = app.rateLimit({
    max: reportsPerIp,
    timeWindow: '10 minutes',
    keyGenerator: (req) => `app-reports:${req.ip}`,
    errorResponseBuilder: () => new HttpError(429, 'Too many reports from your network. Please try again in a few minutes.'),
  });
  const reportTags = ['App Builder'];

  app.get(
    '/apps/_report/:slug',
    { config: { auth: 'public' }, schema: { tags: reportTags, summary: 'The report form of a deployed app', description: 'A plain form (no script) that posts to the same address.', params: AppSlugParamsSchema, response: { 200: htmlResponse('The report form'), 404: ErrorBodySchema, 422: ErrorBodySchema } } },
    async (req, reply) => {
      if (!(await deployedApp(deps.db, req.params.slug))) throw notFound(NOT_FOUND);
      return reply.headers(PLAIN_PAGE_HEADERS).type('text/html; charset=utf-8').send(reportFormPage(req.params.slug, productOrigin));
    },
  );

  app.post(
    '/apps/_report/:slug',
    {
      config: { auth: 'public' },
      onRequest: reportLimit,
      schema: {
        tags: reportTags,
        summary: 'Report a deployed app',
        description: `Stores a report for the admin (reason phishing, malware, spam, illegal or other; details optional), sent as a form or as JSON. Limited to ${reportsPerIp} reports per IP per 10 minutes.`,
        params: AppSlugParamsSchema,
        body: AppReportBodySchema,
        response: { 201: htmlResponse('Thanks for the report'), 404: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      await fileAppReport(deps.db, req.params.slug, req.body);
      return reply.status(201).headers(PLAIN_PAGE_HEADERS).type('text/html; charset=utf-8').send(reportSentPage(req.params.slug));
    },
  );
};
