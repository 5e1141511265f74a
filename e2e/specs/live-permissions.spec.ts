import { chromium, type Page } from 'playwright-core';
import { DashboardPage } from '../pages/dashboard-page';
import { LIVE_TEXT as T, LivePage } from '../pages/live-page';
import { SignInPage } from '../pages/sign-in-page';
import { CHROMIUM_PATH } from '../support/browser';
import { expectVisible } from '../support/expect';
import { describe, expect, test as base } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

/** Chromium whose (fake) permission prompt answers "Block", as a user refusing the camera would. */
const test = base.extend({
  browser: [
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream=deny'],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
});

const balance = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/billing/balance', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return (await res.json()).available_credits as number;
  });

describe('live sessions with media access denied', () => {
  test('the spec’s permission message shows and nothing is charged', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const live = await new LivePage(page).goto();
    await live.start('Video');
    await expectVisible(page.getByText(T.permissionDenied));
    expect(await balance(page)).toBe(100);
  });
});
