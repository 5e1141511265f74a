import type { Locator, Page } from 'playwright-core';
import { ChatPage } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { LeadsPage } from '../pages/leads-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

/** The element's box lies inside the viewport and inside `clip` (the chat column clips what overflows). */
async function expectFullyShown(page: Page, control: Locator, clip: Locator, label: string) {
  await expectVisible(control);
  const box = (await control.boundingBox())!;
  const area = (await clip.boundingBox())!;
  const { width } = page.viewportSize()!;
  expect(box, label).not.toBeNull();
  expect(box.x, `${label} left edge`).toBeGreaterThanOrEqual(Math.max(0, area.x) - 1);
  expect(box.x + box.width, `${label} right edge`).toBeLessThanOrEqual(Math.min(width, area.x + area.width) + 1);
}

describe('every control reachable (issue 30)', () => {
  test('the chat header shows Video Call, Live session, Startup profile, Clear and the balance at 1280, 1440 and 390 px', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const chat = new ChatPage(page);
    await chat.expectShown();
    const column = page.getByRole('region', { name: 'Ultimate Co-founder' });
    const controls = (thread: boolean) => [
      ['Video Call', page.getByRole('button', { name: /Video Call/ }).first()],
      ['Live session', page.getByRole('link', { name: 'Live session' })],
      ['Startup profile', page.getByRole('button', { name: 'Startup profile' })],
      ['balance', page.getByLabel(/credits left$/)],
      ...(thread ? [['Clear', page.getByRole('button', { name: 'Clear' })]] : []),
    ] as [string, Locator][];

    for (const thread of [false, true]) {
      if (thread) await chat.send('What should I build first?');
      for (const width of [1280, 1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, control] of controls(thread)) await expectFullyShown(page, control, column, `${name} at ${width} px${thread ? ' with a thread' : ''}`);
        // Nothing scrolls sideways: the page is as wide as the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
  });

  test('Leads fits 390 px: the collections block is no wider than the window', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await page.setViewportSize({ width: 390, height: 844 });
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const leads = await new LeadsPage(page).goto();
    await leads.createCollection('Clinic owners in Lagos with a long name');
    const list = page.getByRole('list', { name: 'Collections' });
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
