import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_TEXT, AdminPage } from '../pages/admin-page';
import { BillingPage } from '../pages/billing-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, newUser, type TestUser } from '../support/users';

/** ADMIN_EMAIL of the e2e server (global-setup): registering it makes a superuser. */
const ADMIN: TestUser = { name: 'Grace Admin', email: 'e2e-admin@example.com', password: 'Admin-launch-day-1!' };

async function ensureAdmin(baseURL: string) {
  const probe = await fetch(`${baseURL}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) });
  if (probe.status !== 200) await createVerifiedUser(baseURL, ADMIN);
}

async function signIn(page: Page, user: TestUser) {
  await (await new SignInPage(page).goto()).signIn(user.email, user.password);
  await new DashboardPage(page).expectShown(user.name);
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

describe('superuser admin', () => {
  test('a superuser allocates credits the user sees on billing, deactivates a signed-in user, and exports the CSV', async ({ page, browser, baseURL }) => {
    await ensureAdmin(baseURL);
    const founder = await createVerifiedUser(baseURL, newUser('admin-target'));
    const founderPage = await newPage(browser, baseURL);
    await signIn(founderPage, founder);

    await signIn(page, ADMIN);
    await expectVisible(page.getByRole('link', { name: 'Admin' }));
    const admin = await new AdminPage(page).goto();
    await admin.openUsers(founder.email);
    await admin.allocate(founder.email, 250, 'Hackathon prize');
    const billing = await new BillingPage(founderPage).goto();
    await billing.expectCredits(350);

    const download = await admin.exportCsv();
    expect(download.suggestedFilename()).toMatch(/^user-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Email,Name,Created,Last Login,Credits Used,Messages,Documents,Revenue');
    expect(csv).toContain(founder.email);

    await admin.deactivate(founder.email);
    // The founder's next request is refused: they land signed out, and cannot sign in again.
    await founderPage.reload();
    await expectVisible(founderPage.getByText('Session expired. Please login again.'));
    const signInAgain = await new SignInPage(founderPage).goto();
    await signInAgain.signIn(founder.email, founder.password);
    await expectVisible(founderPage.getByText(/deactivated/i));
    await founderPage.context().close();
  });

  test('a normal user on /superuser sees Access Denied', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await signIn(page, user);
    await page.goto('/superuser');
    await expectVisible(page.getByText(ADMIN_TEXT.denied, { exact: true }));
    await expectVisible(page.getByText(ADMIN_TEXT.deniedDetail));
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });
});
