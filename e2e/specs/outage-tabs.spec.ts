import { ChatPage } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectHidden, expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

describe('an outage while changing tab (issue 30)', () => {
  test('the shell stays, the new tab degrades inside the screen with Retry, and the typed chat message is kept', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const chat = new ChatPage(page);
    await chat.expectShown();
    await chat.input().fill('How do we price the premium plan?');

    // The API answers 503 and screen code cannot be downloaded (the server is down behind a proxy).
    let down = true;
    await page.route(
      (url) => down && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/') || url.pathname === '/health'),
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable"}' }),
    );
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Billing' }).click();
    const main = page.locator('main');
    await expectVisible(main.getByRole('button', { name: 'Retry' }), 20_000);
    // The app itself is still there: the header, the tabs, the user.
    await expectVisible(nav.getByRole('link', { name: 'Chat' }));
    await expectVisible(page.getByText(user.name));

    // Back to the chat: the message typed before the outage is still in the box.
    await nav.getByRole('link', { name: 'Chat' }).click();
    await expectVisible(chat.input());
    expect(await chat.input().inputValue()).toBe('How do we price the premium plan?');

    // The server is back: the tab that failed opens.
    down = false;
    await nav.getByRole('link', { name: 'Billing' }).click();
    const retry = main.getByRole('button', { name: 'Retry' });
    if (await retry.isVisible()) await retry.click();
    await expectVisible(page.getByRole('heading', { name: 'Billing', exact: true }), 20_000);
    await expectHidden(main.getByRole('button', { name: 'Retry' }));
    await nav.getByRole('link', { name: 'Chat' }).click();
    expect(await chat.input().inputValue()).toBe('How do we price the premium plan?');
  });

  test('a message that was not sent keeps its "not sent / Retry" notice across a tab switch (issue 43)', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const chat = new ChatPage(page);
    await chat.expectShown();
    // Only sending fails, as if the connection dropped at that moment.
    const stream = (url: URL) => url.pathname === '/api/v1/chat/stream';
    await page.route(stream, (route) => route.abort('internetdisconnected'));
    await chat.input().fill('How do we price the premium plan?');
    await chat.input().press('Enter');
    const notice = page.getByText(/Your message was not sent/);
    await expectVisible(notice);

    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Billing' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Billing', exact: true }), 20_000);
    await nav.getByRole('link', { name: 'Chat' }).click();
    await expectVisible(notice);
    expect(await chat.input().inputValue()).toBe('How do we price the premium plan?');

    await page.unroute(stream);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(notice);
    await chat.expectAnswer('How do we price the premium plan?');
  });
});
