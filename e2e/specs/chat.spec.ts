import AxeBuilder from '@axe-core/playwright';
import { ChatPage } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

describe('dashboard chat', () => {
  test('a new user chats, gets a pitch deck and a landing page, downloads both, and finds the thread after a reload', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const chat = new ChatPage(page);
    await chat.expectShown();
    await expectVisible(page.getByText('Offline mode'));

    // A question streams back an answer from the routed co-founder (offline engine).
    await chat.send('How should we find our first customers?');
    await chat.expectAnswer(/Strategy: /);

    // A pitch deck is offered with its price; confirmed, it goes to the documents service and opens in the panel.
    await chat.sendAndConfirm('Create a pitch deck for investors');
    await chat.showPreview('Document');
    await expectVisible(chat.panel().getByRole('heading', { name: /Pitch Deck/ }));
    // Download gives the deck filed in the data room, not the text shown.
    const doc = await chat.download();
    expect(doc.suggestedFilename()).toMatch(/\.pptx$/);

    // A landing page, once confirmed, is built as a single HTML file and runs in the sandboxed Live Preview.
    await chat.sendAndConfirm('Build a landing page for my startup');
    await chat.showPreview('Preview');
    await expect(chat.livePreview().getAttribute('sandbox')).resolves.toBe('allow-scripts allow-forms');
    await expectVisible(chat.livePreviewFrame().getByRole('button', { name: 'Join the waitlist' }));
    const app = await chat.download();
    expect(app.suggestedFilename()).toMatch(/^code-\d+\.html$/);

    // After a reload the thread is listed and its messages are back.
    await page.reload();
    await chat.expectShown();
    await expectVisible(chat.threads().getByRole('button', { name: 'How should we find our first customers?' }));
    await chat.expectAnswer('Build a landing page for my startup');
    await chat.expectAnswer(/Strategy: /);

    // The filled chat screen has no serious or critical accessibility violations.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
    const blocking = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(blocking).toEqual([]);
  });
});
