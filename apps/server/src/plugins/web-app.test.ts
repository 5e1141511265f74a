import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'uc-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><link rel="preload" href="/health" as="fetch" crossorigin="anonymous" /><title>Ultimate Co-founder</title><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(root, 'share-viewer.html'), '<!doctype html><link rel="modulepreload" href="/assets/pdf-abc.js"><div id="root"></div>');
  writeFileSync(path.join(root, 'demo-preview.html'), '<!doctype html><script>parent.postMessage("ready", "*")</script>');
  writeFileSync(path.join(root, '.env'), 'SECRET=dotfile-secret');
  ctx = await createTestApp({ webRoot: root });
});

describe('serving the web app', () => {
  it('answers deep links with the SPA shell, never cached, with the document security headers', async () => {
    for (const url of ['/', '/dashboard/billing', '/verify-email?token=abc', '/no-such-page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  // An old hash after a deploy is answered by the shell, which must not be cached for ever.
  it('never marks an answer for a missing asset immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it("serves the build's files only: HEAD too, never a dotfile or a path outside the folder", async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toContain('immutable');
    for (const url of ['/.env', '/assets/../.env', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e/.env']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('dotfile-secret');
      expect(res.body, url).not.toContain('root:');
      expect(res.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
  });

  // The files' catch-all route must not make a path of generated code look like a page of the product.
  it('leaves paths of generated apps to the apps origin, and serves the web app nowhere on it', async () => {
    for (const url of ['/apps', '/apps/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(`${ctx.config.apps.origin}${url}`);
    }
    const appsHost = new URL(ctx.config.apps.origin).host;
    for (const url of ['/assets/app-abc123.js', '/index.html', '/dashboard']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { host: appsHost } })).statusCode, url).toBe(404);
    }
  });

  it('serves the OpenAPI document at /openapi.json too, never the SPA shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().openapi).toBe('3.1.0');
    const miss = await ctx.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(miss.statusCode).toBe(404);
    expect(miss.json()).toEqual({ detail: 'Not Found' });
  });

  it('keeps API misses as JSON 404s with the short API header set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const post = await ctx.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('gives the demo a shell without the /health preload: its first load asks the server for files only', async () => {
    for (const url of ['/demo', '/demo/', '/demo/dashboard/profile', '/demo?from=landing']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain('/health');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/', '/dashboard', '/demonstration']) expect((await ctx.app.inject({ method: 'GET', url })).body, url).toContain('<link rel="preload" href="/health"');
  });

  it('gives share links (/s/…) their own shell, which preloads pdf.js; no other page gets it', async () => {
    for (const url of ['/s/abc123', '/s/abc123?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<link rel="modulepreload" href="/assets/pdf-abc.js">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    for (const url of ['/', '/dashboard', '/s', '/settings/x', '/demo/s/abc']) {
      expect((await ctx.app.inject({ method: 'GET', url })).body, url).not.toContain('pdf-abc');
    }
  });

  it("serves the demo's preview page under the sandbox policy of generated apps (its inline script may run, in an opaque origin)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/demo-preview.html' });
    expect(res.statusCode).toBe(200);
    // Framed by the demo on this origin only.
    expect(res.headers['content-security-policy']).toBe("sandbox allow-scripts allow-forms; connect-src 'none'; form-action 'none'; frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(other.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
