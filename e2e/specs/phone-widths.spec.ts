import type { Page } from 'playwright-core';
import { AdminPage } from '../pages/admin-page';
import { ApiReferencePage } from '../pages/api-reference-page';
import { DashboardPage } from '../pages/dashboard-page';
import { LeadsPage } from '../pages/leads-page';
import { ProfilePage } from '../pages/profile-page';
import { SignInPage } from '../pages/sign-in-page';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, type TestUser } from '../support/users';

/** Issue 43: at 390 px these screens widened the page (569, 714 and 573 px) and pushed the badge off-screen. */
const ADMIN: TestUser = { name: 'Grace Admin', email: 'e2e-admin@example.com', password: 'Admin-launch-day-1!' };

/** The page is as wide as the window; on failure, the widest elements say what overflows. */
async function expectFits(page: Page, label: string) {
  const { scrollWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    culprits: [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter((x) => x.right > window.innerWidth + 1)
      // The outermost ones: where the overflow starts.
      .filter((x) => (x.el.parentElement?.getBoundingClientRect().right ?? 0) <= window.innerWidth + 1)
      .slice(0, 5)
      .map((x) => `${x.el.tagName.toLowerCase()}.${String(x.el.className).slice(0, 60)} → ${Math.round(x.right)}`),
  }));
  const text = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const r = document.createRange();
      r.selectNodeContents(n);
      const right = r.getBoundingClientRect().right;
      if (right > window.innerWidth + 1) out.push(`${(n.textContent ?? '').slice(0, 40)} in ${n.parentElement?.tagName.toLowerCase()}.${String(n.parentElement?.className).slice(0, 40)} → ${Math.round(right)}`);
    }
    return out.slice(0, 6).join(' | ');
  });
  expect(scrollWidth, `${label}: ${culprits.join(' | ')} TEXT ${text}`).toBeLessThanOrEqual(390);
}

async function signInAt390(page: Page, user: TestUser) {
  await page.setViewportSize({ width: 390, height: 844 });
  await (await new SignInPage(page).goto()).signIn(user.email, user.password);
  await new DashboardPage(page).expectShown(user.name);
}

describe('phone widths (issue 43)', () => {
  test('the API keys table on /api fits 390 px', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await signInAt390(page, user);
    const api = await new ApiReferencePage(page).goto();
    await api.generateKey('Zapier automation for the weekly investor update');
    await expectFits(page, '/api with a key');
  });

  test('an open Leads collection with a lead fits 390 px', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await signInAt390(page, user);
    const leads = await new LeadsPage(page).goto();
    await leads.createCollection('Clinic owners');
    await leads.openCollection('Clinic owners');
    await leads.importCsv('leads.csv', 'First Name,Last Name,Email,Company,Title,Location\nAdaeze,Okonkwo-Williams,adaeze.okonkwo-williams@physiotherapy-clinic.example.com,Lagos Physiotherapy and Sports Clinic,Managing Director,Lagos');
    await expectFits(page, 'open collection');
  });

  test('the Profile page fits 390 px, its avatar round beside the upload button', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await signInAt390(page, user);
    await new ProfilePage(page).goto();
    const avatar = page.getByRole('tabpanel').getByText(user.name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('').toUpperCase(), { exact: true });
    const box = (await avatar.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));
    await expectFits(page, 'profile');
  });

  test('the Admin page fits 390 px', async ({ page, baseURL }) => {
    const probe = await fetch(`${baseURL}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) });
    if (probe.status !== 200) await createVerifiedUser(baseURL, ADMIN);
    await signInAt390(page, ADMIN);
    await new AdminPage(page).goto();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'admin');
  });
});
