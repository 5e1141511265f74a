import { execFileSync } from 'node:child_process';
import { ApiReferencePage, KEY_WARNING } from '../pages/api-reference-page';
import { DocsPage } from '../pages/docs-page';
import { ContactPage, PUBLIC_ROUTES, PublicSite } from '../pages/public-site';
import { SignInPage } from '../pages/sign-in-page';
import { DashboardPage } from '../pages/dashboard-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, newUser } from '../support/users';

describe('public site', () => {
  test('every public route and footer link opens a real page without console errors', async ({ page, baseURL }) => {
    const errors: string[] = [];
    const failedRequests: string[] = [];
    // Resource failures are checked by URL below: offline, the hackathon badge's external image
    // cannot load (it falls back to text), which says nothing about our pages.
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    page.on('requestfailed', (r) => r.url().startsWith(baseURL) && r.failure()?.errorText !== 'net::ERR_ABORTED' && failedRequests.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => r.url().startsWith(baseURL) && r.status() >= 400 && failedRequests.push(`${r.url()} ${r.status()}`));
    const site = new PublicSite(page);
    const footer = await site.footerLinks();
    expect(footer.length).toBeGreaterThanOrEqual(15);
    for (const path of new Set([...PUBLIC_ROUTES, ...footer])) {
      await site.open(path);
      // Unknown paths fall back to "/": staying on the path means the route exists.
      expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path);
    }
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });

  test('the header turns solid after scrolling and anchors leave room for it', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expectVisible(page.getByRole('heading', { name: 'Frequently Asked Questions' }));
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForFunction(() => window.scrollY > 10);
    await page.waitForTimeout(800); // smooth scrolling
    expect(await header.getAttribute('data-scrolled')).toBe('true');
    const top = await page.locator('#faq').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.round(top)).toBeGreaterThanOrEqual(95);
    expect(Math.round(top)).toBeLessThanOrEqual(105);
  });

  test('a new page opens at its top, and Back returns to where the reader was', async ({ page }) => {
    // Scroll restoration mounts a frame after the first page (the landing's long task): it must still work.
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Frequently Asked Questions' }));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
  });

  test('the landing page does not move when what loads after first paint arrives', async ({ page }) => {
    // Layout shifts as Chromium reports them (the CLS of the page speed bench), with the element moved.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          shifts.push(`${e.value.toFixed(4)} ${e.sources.map((s) => s.node?.nodeName).join(',')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    // The sign-up credits come through the API client and /api/v1/config, the FAQ in its own chunk.
    await expectVisible(page.getByText('100 free credits when you verify your email. No card needed.'));
    await expectVisible(page.getByRole('button', { name: 'What exactly is an AI Co-founder?' }));
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });

  test('a visitor sends the contact form', async ({ page }) => {
    const contact = await new ContactPage(page).goto();
    await contact.send({ name: 'Ada Visitor', email: 'visitor@example.com', reason: 'sales', subject: 'Team plan', message: 'Which plan fits three founders?' });
    await contact.expectSent();
  });

  test('a visitor searches the documentation', async ({ page }) => {
    const docs = await new DocsPage(page).goto();
    await docs.search('livekit');
    await docs.openResult('LiveKit Integration');
    await expectVisible(page.getByRole('heading', { name: 'Screen Sharing' }));
  });

  test('a visitor expands an endpoint, and the generated login cURL works against the server', async ({ page, baseURL }) => {
    // The sample credentials of the login example, so the command runs exactly as shown.
    await createVerifiedUser(baseURL, { name: 'Ada Founder', email: 'ada@example.com', password: 'correct-horse-42' });
    const api = await new ApiReferencePage(page).goto();
    const curl = await api.loginCurl();
    expect(curl).toContain(`curl -X POST "${baseURL}/api/v1/auth/login"`);
    const output = execFileSync('sh', ['-c', `${curl} --silent --show-error`], { encoding: 'utf8', timeout: 15_000 });
    expect(JSON.parse(output)).toMatchObject({ token_type: 'bearer', expires_in: 3600 });

    await api.search('current user');
    await api.expand('Current user');
    await expectVisible(page.getByText('Requires authentication'));
  });

  test('a signed-in user generates an API key that works until revoked', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL, newUser('apikey'));
    const signIn = await new SignInPage(page).goto();
    await signIn.signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);

    const api = await new ApiReferencePage(page).goto();
    const key = await api.generateKey('e2e script');
    expect(key).toMatch(/^uc_[A-Za-z0-9_-]{32,}$/);
    await expect(page.getByText(KEY_WARNING).count()).resolves.toBe(0);

    const me = await fetch(`${baseURL}/api/v1/auth/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(user.email);

    await api.revoke('e2e script');
    const after = await fetch(`${baseURL}/api/v1/auth/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
  });
});
