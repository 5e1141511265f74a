import type { Page } from 'playwright-core';
import { AdminPage } from '../pages/admin-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, type TestUser } from '../support/users';

/** ADMIN_EMAIL of the e2e server (global-setup): registering it makes a superuser. */
const ADMIN: TestUser = { name: 'Grace Admin', email: 'e2e-admin@example.com', password: 'Admin-launch-day-1!' };

async function ensureAdmin(baseURL: string) {
  const probe = await fetch(`${baseURL}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) });
  if (probe.status !== 200) await createVerifiedUser(baseURL, ADMIN);
}

/** Width and height from the PNG's IHDR chunk, and its size. */
function pngFacts(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
}

async function openAi(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await (await new SignInPage(page).goto()).signIn(ADMIN.email, ADMIN.password);
  await new DashboardPage(page).expectShown(ADMIN.name);
  await new AdminPage(page).goto();
  await page.getByRole('tab', { name: 'AI' }).click();
  await expectVisible(page.getByRole('heading', { name: /^Answering now: / }));
}

describe('Admin → AI (issue 37)', () => {
  for (const width of [1440, 390]) {
    test(`the AI settings screen at ${width} px: engine and why, the form by keyboard, nothing wider than the window`, async ({ page, baseURL }) => {
      await ensureAdmin(baseURL);
      await openAi(page, width);
      await expectVisible(page.getByText(/the default: nothing chosen yet|chosen on this screen|set by LLM_PROVIDER/));
      // Keyboard: the engine select is reachable and the connection fields follow the choice.
      const engine = page.getByLabel('Engine', { exact: true });
      await engine.focus();
      await engine.selectOption('openai-compatible');
      await expectVisible(page.getByLabel('Base URL'));
      await page.getByLabel('Base URL').press('Tab');
      expect(await page.getByLabel('API key').evaluate((el) => el === document.activeElement)).toBe(true);
      // An incomplete connection is refused in plain words, and nothing was switched.
      await page.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('An OpenAI-compatible connection needs a base URL and a model.'));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      const shot = pngFacts(await page.screenshot({ fullPage: true, path: `test-results/e2e/ai-settings-${width}.png` }));
      expect(shot.width).toBe(width); // the full-page picture is no wider than the window
      expect(shot.height).toBeGreaterThan(400);
      expect(shot.bytes).toBeGreaterThan(10_000); // a rendered screen, not a blank one
    });
  }
});
