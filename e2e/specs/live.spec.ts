import { chromium, type Browser, type Page } from 'playwright-core';
import { DashboardPage } from '../pages/dashboard-page';
import { LIVE_TEXT as T, LivePage } from '../pages/live-page';
import { button, heading } from '../pages/locate';
import { SignInPage } from '../pages/sign-in-page';
import { CHROMIUM_PATH } from '../support/browser';
import { expectVisible } from '../support/expect';
import { describe, expect, test as base } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

/** Chromium with fake camera, microphone (a beeping tone) and screen; `deny` refuses access like a user would. */
function launchWithFakeMedia(permission: 'accept' | 'deny'): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      permission === 'deny' ? '--use-fake-ui-for-media-stream=deny' : '--use-fake-ui-for-media-stream',
      '--auto-select-desktop-capture-source=Entire screen',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

const test = base.extend({
  browser: [
    async ({}, use) => {
      const browser = await launchWithFakeMedia('accept');
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
});

async function signIn(page: Page, baseURL: string) {
  const user = await createVerifiedUser(baseURL);
  await (await new SignInPage(page).goto()).signIn(user.email, user.password);
  await new DashboardPage(page).expectShown(user.name);
  return user;
}

const api = (page: Page, path: string, body?: object) =>
  page.evaluate(
    async ({ p, b }) => {
      const res = await fetch(p, {
        method: b ? 'POST' : 'GET',
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'content-type': 'application/json' },
        body: b ? JSON.stringify(b) : undefined,
      });
      return res.json();
    },
    { p: path, b: body },
  );

async function waitFor(check: () => Promise<boolean>, what: string, timeout = 15_000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('live sessions (local mode, fake media)', () => {
  test('a voice session: the meter moves, a question is answered, the screen is shared, the end keeps the transcript and the charge', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const live = await new LivePage(page).goto();
    await expectVisible(page.getByText(T.localNote).first());
    await live.start('Voice');
    await live.expectConnected();

    await waitFor(async () => (await live.micLevel()) > 0, 'the microphone meter to move');

    await live.ask('What should our pricing be?');
    await expectVisible(live.agentAnswers().filter({ hasText: /\w{20,}|.{80,}/ }));
    expect((await live.agentAnswers().first().textContent())!.length).toBeGreaterThan(80);

    await live.shareScreen();
    await live.end();
    await expectVisible(page.getByTestId('session-summary').filter({ hasText: '5 credits charged' }));
    const transcript = page.getByTestId('transcript');
    await expectVisible(transcript.getByText('What should our pricing be?'));
    expect(await transcript.getByTestId('agent-line').count()).toBe(1);

    const balance = await api(page, '/api/v1/billing/balance');
    expect(balance.available_credits).toBe(100 - 5 - 1);
    const history = await api(page, '/api/v1/livekit/sessions');
    expect(history.items[0]).toMatchObject({ status: 'disconnected', session_type: 'voice', credits_charged: 5 });
    await expectVisible(page.getByRole('button', { name: 'View transcript' }));
  });

  test('video call: a free plan is led to the upgrade modal; a paid plan starts and ends a call', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await button(page, T.upgradeForCalls).click();
    await expectVisible(heading(page, T.upgradeForCalls));
    await expectVisible(page.getByText('Most Popular'));
    await button(page, 'Maybe Later').click();

    const sub = await api(page, '/api/v1/billing/create-subscription', { plan_id: 'professional' });
    await api(page, '/api/v1/billing/test/confirm-payment', { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123', client_secret: sub.client_secret });
    await page.reload();
    await button(page, 'Video Call').click();
    await expectVisible(heading(page, T.avatarModal));
    await page.getByRole('dialog').getByText('Sam Product').click();
    await page.getByLabel('Voice Style').selectOption('calm');
    await button(page, T.startCall).click();
    const panel = page.getByRole('region', { name: 'Video call' });
    await expectVisible(panel.getByText('Sam Product'));
    await expectVisible(panel.getByLabel('Your camera'));
    const before = (await api(page, '/api/v1/billing/balance')).available_credits;
    await panel.getByRole('button', { name: T.endCall }).click();
    await expectVisible(page.getByText('Video call ended'));
    const sessions = await api(page, '/api/v1/livekit/sessions');
    expect(sessions.items[0]).toMatchObject({ agent_ids: ['product'], status: 'disconnected', credits_charged: 5 });
    expect((await api(page, '/api/v1/billing/balance')).available_credits).toBe(before);
  });

  test('/livekit-debug and /livekit-test pass in this browser', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto('/livekit-debug');
    await expectVisible(page.getByText('not for production', { exact: false }));
    await button(page, 'Run All Tests').click();
    for (const name of ['Browser Compatibility', 'Media Permissions', 'Session Creation', 'Room Connection']) {
      await page.getByTestId(`check-${name}`).and(page.locator('[data-status="success"]')).waitFor({ timeout: 20_000 });
    }
    await button(page, 'Test full session flow').click();
    await page.getByTestId('check-Full flow').and(page.locator('[data-status="success"]')).waitFor({ timeout: 20_000 });

    await page.goto('/livekit-test');
    await button(page, 'Run All Tests').click();
    await expectVisible(page.getByTestId('summary').filter({ hasText: '6 of 6 passed' }), 30_000);
    await expectVisible(page.getByTestId('current-session').getByText('screen-share'));
  });
});
