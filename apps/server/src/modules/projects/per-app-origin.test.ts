import { offlineProject } from '@uc/offline-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_PASSWORD, testConfig, uniqueEmail, type TestContext } from '../../../test/helpers';
import { ConfigError, loadConfig } from '../../config';
import { parseWildcardOrigin, rewritePerAppUrl, slugOfHost } from '../../plugins/app-hosts';
import { appSubmissions } from '../../db/schema';
import { eq } from 'drizzle-orm';

/**
 * Issue 39: with APPS_ORIGIN=https://*.apps.example.net each deployed app is served at the root of
 * its own origin, sandboxed with allow-same-origin there only (its localStorage is its own), and
 * posts to its own /submit. Previews stay on the shared apps origin, opaque.
 */
const perApp = { protocol: 'https:' as const, host: 'apps.example.net' };
let ctx: TestContext;
beforeAll(async () => {
  const limits = { authPerIp: 10_000, loginPerIp: 10_000, loginPerEmail: 10_000 };
  const apps = { ...testConfig().apps, origin: 'https://apps.example.net', perApp };
  ctx = await createTestApp({ config: { env: 'production', apps, rateLimits: limits } });
});

async function deployKanban() {
  const owner = await signUp(ctx, uniqueEmail('kanban'), TEST_PASSWORD, 'Kanban Owner');
  const files = offlineProject('A kanban board for hiring: applied, interview, offer, hired', 'vanilla-js').files;
  const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'Hiring Board', template: 'vanilla-js', files } });
  expect(made.statusCode, made.body).toBe(201);
  const deploy = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.json().id}/deploy`, headers: owner.auth });
  expect(deploy.statusCode, deploy.body).toBe(200);
  return { owner, id: made.json().id as string, url: new URL(deploy.json().url as string) };
}

describe('one origin per deployed app (APPS_ORIGIN with a wildcard)', () => {
  it('deploys to https://{slug}.apps.example.net/ and serves the app at its root with allow-same-origin', async () => {
    const app = await deployKanban();
    expect(app.url.pathname).toBe('/');
    const slug = slugOfHost(perApp, app.url.host)!;
    expect(slug).toMatch(/^hiring-board-[a-f0-9]{8}$/);
    expect(app.url.origin).toBe(`https://${slug}.apps.example.net`);

    const page = await ctx.app.inject({ url: '/', headers: { host: app.url.host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(
      `sandbox allow-scripts allow-forms allow-same-origin; connect-src ${app.url.origin}/submit; form-action ${app.url.origin}/submit; frame-ancestors http://app.test`,
    );
    expect(page.body).toContain('data-uc-footer');
    expect((await ctx.app.inject({ url: '/app.js', headers: { host: app.url.host } })).statusCode).toBe(200);
    // The project list links there too.
    const list = await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}`, headers: app.owner.auth });
    expect(list.json().url).toBe(app.url.href);
    const config = await ctx.app.inject({ url: '/api/v1/config' });
    expect(config.json()).toMatchObject({ apps_origin: 'https://apps.example.net', apps_keep_state: true });
  });

  it('sends its old addresses to its own origin and serves nothing else there', async () => {
    const app = await deployKanban();
    const slug = slugOfHost(perApp, app.url.host)!;
    const shared = await ctx.app.inject({ url: `/apps/${slug}/app.js?v=2`, headers: { host: 'apps.example.net' } });
    expect(shared.statusCode).toBe(302);
    expect(shared.headers.location).toBe(`${app.url.origin}/app.js?v=2`);
    const longForm = await ctx.app.inject({ url: `/apps/${slug}/`, headers: { host: app.url.host } });
    expect(longForm.statusCode).toBe(302);
    expect(longForm.headers.location).toBe('/');

    // The product, previews and other apps are never reachable on an app's own origin.
    const other = await deployKanban();
    const otherSlug = slugOfHost(perApp, other.url.host)!;
    for (const url of ['/api/v1/auth/me', '/api/v1/config', '/signin', `/apps/${otherSlug}/`, '/apps/_preview/0123456789abcdef01234567/', `/apps/_report/${otherSlug}`]) {
      const res = await ctx.app.inject({ url, headers: { host: app.url.host, ...app.owner.auth } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<script');
    }
    // The report form of this app keeps its address.
    expect((await ctx.app.inject({ url: `/apps/_report/${slug}`, headers: { host: app.url.host } })).statusCode).toBe(200);
    // The product origin serves no app at all (production).
    expect((await ctx.app.inject({ url: '/', headers: { host: 'app.test' } })).body).not.toContain('data-uc-footer');
  });

  it('takes visitors\' submissions at /submit on the app\'s own origin', async () => {
    const app = await deployKanban();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/submit',
      headers: { host: app.url.host, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: 'email=ada%40example.com&_honey=',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ received: true });
    const rows = await ctx.db.select().from(appSubmissions).where(eq(appSubmissions.projectId, app.id));
    expect(rows.map((r) => r.fields)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('keeps previews on the shared apps origin, opaque (no allow-same-origin)', async () => {
    const app = await deployKanban();
    const preview = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${app.id}/preview`, headers: app.owner.auth });
    const url = new URL(preview.json().preview_url as string);
    expect(url.origin).toBe('https://apps.example.net');
    const page = await ctx.app.inject({ url: url.pathname, headers: { host: url.host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toContain('allow-same-origin');
  });
});

describe('APPS_ORIGIN with a wildcard', () => {
  const base = { DATA_DIR: '/tmp/uc-config-test', JWT_SECRET: 'x'.repeat(32) };
  const prod = { ...base, NODE_ENV: 'production', INTEGRATIONS_SECRET: 'y'.repeat(32), APP_URL: 'https://example.com' };
  it('is read as the shared apps origin plus one origin per app', () => {
    expect(parseWildcardOrigin('https://*.Apps.Example.net/')).toEqual({ protocol: 'https:', host: 'apps.example.net' });
    expect(parseWildcardOrigin('http://*.localhost:8001')).toEqual({ protocol: 'http:', host: 'localhost:8001' });
    expect(parseWildcardOrigin('https://apps.example.net')).toBeNull();
    expect(parseWildcardOrigin('https://*.*.example.net')).toBeNull();
    expect(loadConfig({ ...prod, APPS_ORIGIN: 'https://*.example-apps.net' }).apps).toMatchObject({
      origin: 'https://example-apps.net',
      perApp: { protocol: 'https:', host: 'example-apps.net' },
    });
    expect(loadConfig({ ...base, APP_URL: 'http://127.0.0.1:8000', APPS_ORIGIN: 'http://*.localhost:8001' }).apps.perApp).toEqual({ protocol: 'http:', host: 'localhost:8001' });
    expect(loadConfig({ ...prod, APPS_ORIGIN: 'https://apps.example.net' }).apps.perApp).toBeUndefined();
  });
  it('refuses, in production, per-app origins that could set cookies for the product\'s domain', () => {
    expect(() => loadConfig({ ...prod, APPS_ORIGIN: 'https://*.apps.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, APP_URL: 'https://x.apps.example.net', APPS_ORIGIN: 'https://*.apps.example.net' })).toThrow(/per-app origins/);
  });
  it('routes only the app\'s own host', () => {
    const p = { protocol: 'https:' as const, host: 'apps.example.net' };
    const at = (host: string, url: string) => rewritePerAppUrl(p, { url, headers: { host } });
    expect(at('shop-1.apps.example.net', '/')).toBe('/apps/shop-1/');
    expect(at('shop-1.apps.example.net', '/submit')).toBe('/apps/shop-1/submit');
    expect(at('shop-1.apps.example.net', '/apps/other-2/')).toBe('/apps/shop-1/apps/other-2/');
    expect(at('shop-1.apps.example.net', '/apps/shop-1/app.js')).toBe('/apps/shop-1/app.js');
    expect(at('shop-1.apps.example.net', '/health')).toBe('/health');
    expect(at('apps.example.net', '/apps/shop-1/')).toBe('/apps/shop-1/');
    expect(at('a.b.apps.example.net', '/')).toBe('/');
    expect(at('shop-1.apps.example.net.evil.test', '/')).toBe('/');
    expect(rewritePerAppUrl(undefined, { url: '/', headers: { host: 'shop-1.apps.example.net' } })).toBe('/');
  });
});
