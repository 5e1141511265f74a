import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, uniqueEmail, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import { ConfigError, loadConfig } from '../../config';
import { adminAuditLog, appReports, projects, users } from '../../db/schema';
import { offlineProject } from '@uc/offline-engine';

/** Deployed apps on their own origin (APPS_ORIGIN): served there only, with a footer, reports and takedown. */
let ctx: TestContext;
let appsHost: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: { env: 'production', rateLimits: { authPerIp: 10_000, loginPerIp: 10_000, loginPerEmail: 10_000 } } });
  appsHost = new URL(ctx.config.apps.origin).host;
});

const onApps = () => ({ host: appsHost });

async function deployedApp(owner: Awaited<ReturnType<typeof signUp>>) {
  const files = offlineProject('A reading list for book club members', 'vanilla-js').files;
  const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'Reading List', template: 'vanilla-js', files } });
  expect(made.statusCode, made.body).toBe(201);
  const deploy = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.json().id}/deploy`, headers: owner.auth });
  expect(deploy.statusCode, deploy.body).toBe(200);
  const url = new URL(deploy.json().url as string);
  return { id: made.json().id as string, url, path: url.pathname, slug: url.pathname.split('/')[2] };
}

async function superuser() {
  const admin = await signUp(ctx, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
  await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
  return admin;
}

describe('the apps origin (production)', () => {
  it('serves deployed apps and previews only on the apps origin; the product origin answers 404', async () => {
    const owner = await signUp(ctx);
    const app = await deployedApp(owner);
    expect(app.url.origin).toBe(ctx.config.apps.origin);

    const onProduct = await ctx.app.inject({ url: app.path, headers: { host: 'app.test' } });
    expect(onProduct.statusCode).toBe(404);
    expect(onProduct.body).not.toContain('<script');
    expect((await ctx.app.inject({ url: `${app.path}app.js` })).statusCode).toBe(404);
    // Spelled another way, the path still reaches no app on the product's origin.
    for (const url of [app.path.replace('/apps/', '/%61pps/'), app.path.replace('/apps/', '//apps/'), app.path.replace('/apps/', '/./apps/')]) {
      const res = await ctx.app.inject({ url, headers: { host: 'app.test' } });
      expect(res.body, url).not.toContain('<script');
    }

    const page = await ctx.app.inject({ url: app.path, headers: onApps() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(`sandbox allow-scripts allow-forms; connect-src ${app.url}submit; form-action ${app.url}submit; frame-ancestors http://app.test`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect((await ctx.app.inject({ url: `${app.path}app.js`, headers: onApps() })).statusCode).toBe(200);

    const preview = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${app.id}/preview`, headers: owner.auth });
    const previewUrl = new URL(preview.json().preview_url as string);
    expect(previewUrl.origin).toBe(ctx.config.apps.origin);
    expect((await ctx.app.inject({ url: previewUrl.pathname })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: previewUrl.pathname, headers: onApps() })).statusCode).toBe(200);
  });

  it('serves nothing of the product on the apps origin: no API, no SPA, no sign-in', async () => {
    const owner = await signUp(ctx);
    for (const url of ['/api/v1/auth/me', '/api/v1/config', '/', '/signin', '/api/v1/openapi.json']) {
      const res = await ctx.app.inject({ url, headers: { ...onApps(), ...owner.auth } });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await ctx.app.inject({ url: '/api/v1/auth/me', headers: owner.auth })).statusCode).toBe(200);
    // The web app learns where previews live; its CSP lets it frame them.
    const config = await ctx.app.inject({ url: '/api/v1/config' });
    expect(config.json().apps_origin).toBe(ctx.config.apps.origin);
    const document = await ctx.app.inject({ url: '/dashboard' });
    expect(document.headers['content-security-policy']).toMatch(new RegExp(`frame-src 'self' blob: ${ctx.config.apps.origin}(;|$)`));
  });

  it('adds the "Built with Ultimate Co-founder · Report" footer to deployed HTML pages only', async () => {
    const app = await deployedApp(await signUp(ctx));
    const page = await ctx.app.inject({ url: app.path, headers: onApps() });
    const footer = page.body.match(/<aside data-uc-footer="".*?<\/aside>/)?.[0];
    expect(footer).toBeDefined();
    expect(footer).toContain('Built with <a href="http://app.test/"');
    expect(footer).toContain(`<a href="/apps/_report/${app.slug}"`);
    expect(footer).toContain('>Report</a>');
    expect(page.body.indexOf('data-uc-footer')).toBeLessThan(page.body.toLowerCase().lastIndexOf('</body>'));
    const js = await ctx.app.inject({ url: `${app.path}app.js`, headers: onApps() });
    expect(js.body).not.toContain('data-uc-footer');
  });

  it('stores a report sent through the form, refuses bad ones, and limits them per IP', async () => {
    const app = await deployedApp(await signUp(ctx));
    const form = await ctx.app.inject({ url: `/apps/_report/${app.slug}`, headers: onApps() });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain("form-action 'self'");
    expect(form.body).toContain(`<form method="post" action="/apps/_report/${app.slug}">`);
    expect((await ctx.app.inject({ url: `/apps/_report/${app.slug}` })).statusCode).toBe(404); // product origin

    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/apps/_report/${app.slug}`,
      headers: { ...onApps(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=phishing&details=It+asks+for+my+bank+password',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.body).toContain('reached our team');
    const rows = await ctx.db.select().from(appReports).where(eq(appReports.projectId, app.id));
    expect(rows).toMatchObject([{ reason: 'phishing', details: 'It asks for my bank password' }]);

    const bad = await ctx.app.inject({ method: 'POST', url: `/apps/_report/${app.slug}`, headers: onApps(), payload: { reason: 'boring' } });
    expect(bad.statusCode).toBe(422);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/apps/_report/nope-00000000', headers: onApps(), payload: { reason: 'spam' } });
    expect(unknown.statusCode).toBe(404);

    const limited = [];
    for (let i = 0; i < ctx.config.apps.reportsPerIp + 1; i++) {
      limited.push((await ctx.app.inject({ method: 'POST', url: `/apps/_report/${app.slug}`, headers: onApps(), payload: { reason: 'spam' }, remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(limited.at(-1)).toBe(429);
  });

  it('lets the admin read reports and take an app down (410) and restore it; others are refused', async () => {
    const owner = await signUp(ctx);
    const app = await deployedApp(owner);
    await ctx.app.inject({ method: 'POST', url: `/apps/_report/${app.slug}`, headers: onApps(), payload: { reason: 'malware', details: 'Download prompt' }, remoteAddress: '203.0.113.20' });
    const admin = await superuser();

    for (const headers of [{}, owner.auth]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/apps/${app.slug}/takedown`, headers, payload: {} });
      expect(res.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
      expect((await ctx.app.inject({ url: '/api/v1/admin/app-reports', headers })).statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }

    const reports = await ctx.app.inject({ url: '/api/v1/admin/app-reports', headers: admin.auth });
    expect(reports.statusCode).toBe(200);
    expect(reports.json().items.find((r: { slug: string }) => r.slug === app.slug)).toMatchObject({ reason: 'malware', details: 'Download prompt', owner_email: owner.email, project_name: 'Reading List', taken_down_at: null });

    const down = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/apps/${app.slug}/takedown`, headers: admin.auth, payload: { reason: 'Malware' } });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().taken_down_at).toEqual(expect.any(String));
    for (const path of [app.path, `${app.path}app.js`]) {
      const gone = await ctx.app.inject({ url: path, headers: onApps() });
      expect(gone.statusCode, path).toBe(410);
      expect(gone.headers['content-type']).toContain('text/html');
      expect(gone.body).toContain('This app is no longer available');
      expect(gone.body).not.toContain('<script');
    }
    // A redeploy by the owner does not lift it.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${app.id}/deploy`, headers: owner.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: app.path, headers: onApps() })).statusCode).toBe(410);
    const audit = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'take_down_app'));
    expect(audit.some((a) => a.targetEmail === owner.email && a.details.slug === app.slug)).toBe(true);

    const restored = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/apps/${app.slug}/takedown`, headers: admin.auth });
    expect(restored.json()).toEqual({ slug: app.slug, taken_down_at: null });
    expect((await ctx.app.inject({ url: app.path, headers: onApps() })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/apps/nope-00000000/takedown', headers: admin.auth, payload: {} })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, app.id));
    expect(row.takenDownAt).toBeNull();
  });
});

describe('the apps origin (development)', () => {
  it('sends links to the product origin on to the apps origin', async () => {
    const dev = await createTestApp();
    const res = await dev.app.inject({ url: '/apps/some-app-00000000/index.html?x=1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${dev.config.apps.origin}/apps/some-app-00000000/index.html?x=1`);
  });
});

describe('APPS_ORIGIN', () => {
  const base = { DATA_DIR: '/tmp/uc-config-test', JWT_SECRET: 'x'.repeat(32) };
  it('defaults to a second port of the same host outside production', () => {
    expect(loadConfig({ ...base, PORT: '9000', APP_URL: 'http://127.0.0.1:9000' }).apps).toMatchObject({ origin: 'http://127.0.0.1:9001', port: 9001 });
    expect(loadConfig({ ...base, APPS_PORT: '9100' }).apps).toMatchObject({ origin: 'http://localhost:9100', port: 9100 });
    expect(loadConfig({ ...base, APPS_ORIGIN: 'http://apps.localhost:8000/' }).apps).toMatchObject({ origin: 'http://apps.localhost:8000', port: undefined });
  });
  it('is required in production and must differ from the product origin', () => {
    const prod = { ...base, NODE_ENV: 'production', INTEGRATIONS_SECRET: 'y'.repeat(32), APP_URL: 'https://example.com' };
    expect(() => loadConfig(prod)).toThrow(/APPS_ORIGIN must be set in production/);
    expect(() => loadConfig({ ...prod, APPS_ORIGIN: 'https://example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, APPS_ORIGIN: 'not a url' })).toThrow(/APPS_ORIGIN/);
    expect(loadConfig({ ...prod, APPS_ORIGIN: 'https://apps.example.net' }).apps.origin).toBe('https://apps.example.net');
  });
});
