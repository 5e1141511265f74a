import { ChatPage } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { startServer, tempDir, removeDir } from '../../scripts/lib/server.mjs';
import { expectHidden, expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

describe('chat charges, live preview and outages (issue 11)', () => {
  test('a question is answered for 1 credit, not charged as a document; a confirmed app runs its scripts in the preview', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const chat = new ChatPage(page);
    await chat.expectShown();
    await expectVisible(chat.balance(100));

    await chat.send('What should I create first, an MVP or a waitlist?');
    await expectVisible(chat.balance(99));
    await expectHidden(chat.offerCard());

    // The waitlist form responds inside the sandboxed frame.
    await chat.sendAndConfirm('Build a landing page for PawPal with a waitlist');
    await expectVisible(chat.balance(94));
    await chat.showPreview('Preview');
    await expect(chat.livePreview().getAttribute('sandbox')).resolves.toBe('allow-scripts allow-forms');
    const frame = chat.livePreviewFrame();
    await frame.getByLabel('E-mail').fill('ada@example.com');
    await frame.getByRole('button', { name: 'Join the waitlist' }).click();
    await expectVisible(frame.getByText(/ada@example.com would join the waitlist\. This is a preview/));

    // So does a calculator.
    await chat.sendAndConfirm('Create a calculator app for our pricing');
    await chat.showPreview('Preview');
    // Monthly revenue = price per month ($29) × customers (120), recomputed as the founder types.
    await expectVisible(chat.livePreviewFrame().getByText(/3,480/));
    await chat.livePreviewFrame().getByLabel('Customers').fill('200');
    await expectVisible(chat.livePreviewFrame().getByText(/5,800/));
  });

  test('the server stops mid-chat: the conversation stays, the typed message is kept and Retry resends it', async ({ browser }) => {
    // A server of this test's own, so stopping it does not disturb the other specs.
    const dataDir = tempDir('uc-e2e-outage-');
    const env = { AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_PER_EMAIL: '1000' };
    let server = await startServer({ dataDir, env, echo: false });
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      const user = await createVerifiedUser(server.url);
      await (await new SignInPage(page).goto()).signIn(user.email, user.password);
      const chat = new ChatPage(page);
      await chat.expectShown();
      await chat.send('How should we find our first customers?');
      await chat.expectAnswer(/Strategy: /);

      await server.stop();
      await chat.input().fill('And how do we price it?');
      await chat.input().press('Enter');
      await expectVisible(page.getByText(/Your message was not sent/));
      expect(await chat.input().inputValue()).toBe('And how do we price it?');
      await chat.expectAnswer(/Strategy: /);
      // Issue 43: the outage banner covers neither the logo nor the user's name, and the list of chats stays.
      const banner = page.getByText("Can't reach the server — retrying…");
      await expectVisible(banner);
      const bannerBox = (await banner.locator('xpath=..').boundingBox())!;
      const covered = [page.getByRole('link', { name: 'Ultimate Co-founder home' }), ...(await page.locator('header').getByText(user.name).all())];
      const boxes = (await Promise.all(covered.map((l) => l.boundingBox()))).filter((b) => b !== null); // only the shown ones
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      for (const box of boxes) expect(box.y >= bannerBox.y + bannerBox.height || box.y + box.height <= bannerBox.y, 'banner overlaps the header').toBe(true);
      await expectVisible(page.getByRole('navigation', { name: 'Chats' }).getByText(/How should we find our first customers/));

      // Same port and data: the session and the thread are still there.
      server = await startServer({ dataDir, port: server.port, env, echo: false });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expectHidden(page.getByText(/Your message was not sent/));
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 60_000 });
      // Both questions and both answers, once each.
      await expect.poll(() => page.locator('[aria-live="polite"] > ul > li').count(), { timeout: 15_000 }).toBe(4);
      await chat.expectAnswer('And how do we price it?');
      expect(await chat.input().inputValue()).toBe('');
    } finally {
      await context.close();
      await server.stop();
      removeDir(dataDir);
    }
  });
});
