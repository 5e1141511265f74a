import { afterAll, beforeAll } from 'vitest';
import { freePort, removeDir, startServer, tempDir } from '../../scripts/lib/server.mjs';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, tokenFor } from '../support/users';

/**
 * Issue 39: with APPS_ORIGIN=http://*.localhost:{port} every deployed app has an origin of its own
 * ({slug}.localhost; Chromium resolves any *.localhost to the loopback address), so a kanban keeps
 * its cards across a reload, while the product's storage and cookies stay out of its reach.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let appsPort = 0;
const dataDir = tempDir('uc-e2e-per-app-');
beforeAll(async () => {
  appsPort = await freePort();
  const env = { APPS_PORT: String(appsPort), APPS_ORIGIN: `http://*.localhost:${appsPort}`, AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000' };
  server = await startServer({ dataDir, env, echo: false });
});
afterAll(async () => {
  await server?.stop();
  removeDir(dataDir);
});

async function api<T>(path: string, token: string, body?: unknown, method = body ? 'POST' : 'GET'): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

type Files = { path: string; content: string }[];

describe('one origin per deployed app', () => {
  test('a card added to a deployed kanban is still there after a reload; the product stays out of reach', async ({ browser }) => {
    const founder = await createVerifiedUser(server.url);
    const token = await tokenFor(server.url, founder);
    const made = await api<{ files: Files; projectData: { name: string } }>('/api/v1/bolt/chat/generate', token, {
      prompt: 'A kanban board for our sprint',
      template: 'vanilla-js',
    });
    const project = await api<{ id: string }>('/api/v1/bolt/projects', token, { name: made.projectData.name, template: 'vanilla-js', files: made.files });
    const { url } = await api<{ url: string }>(`/api/v1/bolt/projects/${project.id}/deploy`, token, {});
    const appUrl = new URL(url);
    expect(appUrl.hostname).toMatch(/^[a-z0-9-]+\.localhost$/);
    expect(appUrl.port).toBe(String(appsPort));
    expect(appUrl.pathname).toBe('/');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    try {
      // The founder's product origin holds a session-like item and a cookie the app must never see.
      const product = await context.newPage();
      await product.goto(`${server.url}/signin`);
      await product.evaluate(() => localStorage.setItem('uc-probe', 'product-secret'));
      await context.addCookies([{ name: 'probe', value: 'product-cookie', url: server.url }]);

      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['content-security-policy']).toContain('sandbox allow-scripts allow-forms allow-same-origin');
      const column = (name: string) => page.getByRole('region', { name, exact: true });
      await expect.poll(() => column('To do').locator('article').count()).toBe(2);
      // The page has storage: no "cannot save" note.
      expect(await page.locator('.storage-note').count()).toBe(0);
      await page.fill('#new-card', 'Ship the waitlist');
      await page.getByRole('button', { name: 'Add a card' }).click();
      await expect.poll(() => column('To do').locator('article').count()).toBe(3);

      await page.reload();
      await expect.poll(() => column('To do').textContent()).toContain('Ship the waitlist');
      expect(await column('To do').locator('article').count()).toBe(3);

      const probe = await page.evaluate(async (productOrigin) => {
        const keys = Object.keys(localStorage);
        const me = await fetch(`${productOrigin}/api/v1/auth/me`, { credentials: 'include' }).then((r) => String(r.status), (e: Error) => e.name);
        return { origin: window.origin, keys, cookie: document.cookie, productItem: localStorage.getItem('uc-probe'), me };
      }, server.url);
      expect(probe.origin).toBe(appUrl.origin);
      expect(probe.keys.every((k) => k.startsWith('app:'))).toBe(true);
      expect(probe.productItem).toBeNull();
      expect(probe.cookie).not.toContain('product-cookie');
      expect(probe.me).toBe('TypeError'); // connect-src: its own /submit only

      // Another app's origin does not see this app's cards; the shared apps origin sends to the app's own.
      const shared = await fetch(`http://localhost:${appsPort}/apps/${appUrl.hostname.split('.')[0]}/`, { redirect: 'manual' });
      expect(shared.status).toBe(302);
      expect(shared.headers.get('location')).toBe(url);
      // The app's origin serves nothing of the product.
      expect((await page.goto(`${appUrl.origin}/api/v1/auth/me`))!.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
