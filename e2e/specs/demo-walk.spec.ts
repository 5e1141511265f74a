import { chromium, type Page, type Request, type Response } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { BILLING_TEXT, BillingPage } from '../pages/billing-page';
import { ChatPage } from '../pages/chat-page';
import { DataRoomPage } from '../pages/dataroom-page';
import { IntegrationsPage } from '../pages/integrations-page';
import { LeadsPage } from '../pages/leads-page';
import { ProfilePage } from '../pages/profile-page';
import { AppBuilderPage } from '../pages/projects-page';
import { LIVE_TEXT, LivePage } from '../pages/live-page';
import { button, heading } from '../pages/locate';
import { CHROMIUM_PATH } from '../support/browser';
import { expectHidden, expectVisible } from '../support/expect';
import { describe, expect, test as base } from '../support/fixtures';

/** A 1 × 1 PNG, for the logo upload. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Fake camera and microphone, so the demo's live session (local mode) gets real media. */
const test = base.extend({
  browser: [
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
});

/** The demo founder's address (apps/web/src/features/demo/data.ts). */
const DEMO_EMAIL = 'demo@ultimate-cofounder.app';

const isApi = (pathname: string) => pathname.startsWith('/api/') || pathname === '/health';

/**
 * Everything the page asks for during the walk. Allowed: same-origin static files (the app's
 * scripts, styles, images, the preview frame's page) and API calls the demo's service worker
 * answered. Refused: any other origin, any API call the real server answered (its responses carry
 * its security headers; the mock's do not), any failed request and any answer ≥ 400.
 */
function recordTraffic(page: Page, origin: string) {
  const problems: string[] = [];
  let apiCalls = 0;
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return;
    if (url.origin !== origin) problems.push(`left the browser for another origin: ${r.method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // A request the app cancels itself (a query superseded by navigation, a closed event stream) is not a failure.
    if (failure.includes('ERR_ABORTED')) return;
    problems.push(`failed: ${r.method()} ${r.url()} (${failure})`);
  });
  page.on('response', (r: Response) => {
    const url = new URL(r.url());
    if (url.origin !== origin) return;
    if (r.status() >= 400) problems.push(`answered ${r.status()}: ${r.request().method()} ${url.pathname}${url.search}`);
    if (!isApi(url.pathname)) return;
    apiCalls++;
    const fromServer = !r.fromServiceWorker() || r.headers()['x-content-type-options'] === 'nosniff';
    if (fromServer) problems.push(`reached the real API: ${r.request().method()} ${url.pathname}`);
  });
  return { problems, apiCalls: () => apiCalls };
}

/** Collects the text of every error toast (sonner) shown during the walk. */
async function recordErrorToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __errorToasts: string[] }).__errorToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-sonner-toast][data-type="error"]')) {
        if ((el as HTMLElement).dataset.recorded) continue;
        (el as HTMLElement).dataset.recorded = '1';
        seen.push(el.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __errorToasts: string[] }).__errorToasts);
}

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

/** A screen with no tab (the video studio): the router's own navigation, no page load. */
const pushRoute = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('demo walk', () => {
  test('every tab and primary action works against the in-browser mock; nothing reaches the real API', async ({ page, baseURL }) => {
    const traffic = recordTraffic(page, new URL(baseURL).origin);
    const errorToasts = await recordErrorToasts(page);

    // First load: the demo's own entry, straight from the address bar.
    await page.goto('/demo');
    await expectVisible(page.getByText('Demo — nothing is saved', { exact: false }), 30_000);
    const chat = new ChatPage(page);
    await expectVisible(chat.input());

    // Chat: a question, then a document and an app through their offers.
    await chat.send('How should we price the walks?');
    await chat.expectAnswer(/Offline mode/);
    await chat.sendAndConfirm('Create a pitch deck for PawPal', /^Create it/);
    await expectVisible(page.getByRole('listitem').filter({ hasText: 'PawPal — Pitch Deck' }), 30_000);
    // The preview's Download gives the file filed in the data room, not the text shown.
    await chat.showPreview('Document');
    const [filed] = await Promise.all([page.waitForEvent('download'), chat.panel().getByRole('button', { name: /^Download / }).click()]);
    expect(filed.suggestedFilename()).toMatch(/pitch-deck.*\.md$/);
    expect(await readFile((await filed.path())!, 'utf8')).toContain('PawPal — Pitch Deck');
    await chat.sendAndConfirm('Build a waitlist landing page for PawPal', /^Build it/);
    await chat.showPreview('Preview');
    await expectVisible(chat.livePreviewFrame().locator('body *').first(), 30_000);

    // Startup: the model built in the browser; save it.
    await tab(page, 'Startup').click();
    await expectVisible(heading(page, 'Startup'));
    await expectVisible(page.getByRole('img', { name: /^Revenue and burn per month/ }), 30_000);
    await button(page, 'Rebuild from the profile').click();
    await expectVisible(page.getByRole('status').filter({ hasText: /version \d+/ }), 30_000);

    // App Builder: the offline engine writes the project; it opens with a running preview.
    await tab(page, 'App Builder').click();
    const builder = new AppBuilderPage(page);
    await expectVisible(heading(page, 'App Builder'));
    await builder.generate('A booking form for dog walks with name, email and date', 'React App');
    await expectVisible(builder.preview().locator('body *').first(), 30_000);
    await builder.openFile('app-spec.json');
    // Deploy: the app is published at a demo address; "Open" there (a new tab) shows the running app.
    const deployedAt = await builder.deploy();
    expect(deployedAt).toMatch(/^\/demo\/apps\/[a-z0-9-]+\/$/);
    const appTab = await page.context().newPage();
    await appTab.goto(deployedAt);
    await expectVisible(appTab.frameLocator('iframe[title="Deployed app"]').locator('body *').first(), 30_000);
    await appTab.close();
    expect(await builder.deploy()).toBe(deployedAt);
    await expectVisible(page.getByRole('link', { name: 'Live app' }));
    const zip = await JSZip.loadAsync(await readFile((await (await builder.exportZip()).path())!));
    expect(Object.keys(zip.files).some((f) => f.endsWith('app-spec.json'))).toBe(true);
    await button(page, 'All projects').click();
    await expectVisible(page.getByText('Booking Form For App').first());

    // Data Room: the chat's pitch deck is filed; the suite generator makes the four documents.
    await tab(page, 'Data Room').click();
    await expectVisible(page.getByText('Pitch Deck', { exact: false }).first());
    await page.getByRole('tab', { name: 'Generate Documents' }).click();
    await button(page, 'Generate Complete Suite').click();
    await expectVisible(page.getByText('Your documents are ready'), 120_000);
    await page.getByRole('tab', { name: 'Files & Folders' }).click();
    await expectVisible(page.getByText('pawpal-business-model-canvas.md').first());
    // An upload is kept in the tab: it lists, downloads with its bytes, and deletes.
    const dataRoom = new DataRoomPage(page);
    await dataRoom.upload({ name: 'walk-notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Walk notes\n\nTwo walkers in Kreuzberg.') });
    await expectVisible(page.getByText('walk-notes.md').first());
    const download = await dataRoom.download('walk-notes.md');
    expect(await readFile((await download.path())!, 'utf8')).toContain('Two walkers in Kreuzberg.');
    const deck = await dataRoom.download('pawpal-business-plan.md');
    expect(await readFile((await deck.path())!, 'utf8')).toContain('PawPal — Business Plan');
    // The sample files download too.
    const capTable = await dataRoom.download('cap-table.csv');
    expect(await readFile((await capTable.path())!, 'utf8')).toContain('Employee option pool');
    await dataRoom.delete('walk-notes.md');
    await expectHidden(page.getByText('walk-notes.md'));

    // Integrations, Leads, Billing: they load.
    await tab(page, 'Integrations').click();
    await expectVisible(page.getByText('Slack').first());
    await button(page, 'Sync Slack now').first().click();
    await button(page, 'Sync All Data').click();
    // Outgoing webhooks: kept in the tab; the test event says it was not sent.
    const integrations = new IntegrationsPage(page);
    expect(await integrations.addWebhook('https://hooks.example.com/uc/walk1234')).toMatch(/^whsec_/);
    await button(integrations.dialog(), 'Send test event').click();
    await expectVisible(integrations.dialog().getByRole('table', { name: 'Delivery log' }).getByText(/^Not sent: the demo sends nothing/));
    await integrations.dialog().getByRole('button', { name: /^Delete webhook/ }).click();
    await expectVisible(integrations.dialog().getByText('No webhook endpoints yet.'));
    await page.keyboard.press('Escape');
    await tab(page, 'Leads').click();
    await expectVisible(heading(page, 'Leads'));
    const leads = new LeadsPage(page);
    await leads.createCollection('Berlin dog owners');
    const report = await leads.importCsv('owners.csv', 'First Name,Last Name,Email,Company,Title\nAna,Lopez,ana@example.com,Paws,Founder\nBen,Ng,not-an-email,Walkies,CTO\n');
    expect(report).toMatch(/^Imported 1/);
    await expectVisible(page.getByText('ana@example.com').first());
    await leads.search({ title: 'Founder' });
    await tab(page, 'Billing').click();
    await expectVisible(page.getByText('Available credits'));
    for (const t of ['Usage', 'Invoices', 'Payment Methods', 'Plans']) await page.getByRole('tab', { name: t }).click();
    // Test mode as on a server without Stripe: the saved test card buys credits; a new one (Stripe's
    // test number) pays for a plan; the plan is cancelled.
    const billing = new BillingPage(page);
    await billing.purchase('Starter Pack');
    await expectVisible(page.getByRole('radiogroup', { name: 'Pay with' }));
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expectVisible(page.getByText(BILLING_TEXT.purchased));
    await page.getByRole('tab', { name: 'Overview' }).click();
    await billing.upgradeTo('Developer');
    await page.getByRole('radio', { name: 'Use a new card' }).check();
    await billing.payWith(BILLING_TEXT.goodCard);
    await expectVisible(page.getByText(BILLING_TEXT.subscribed));
    await expectVisible(billing.currentPlan().filter({ hasText: 'Developer' }));
    await billing.cancelSubscription();
    await expectVisible(page.getByText(BILLING_TEXT.cancelled));
    // Invoice PDFs are written in the browser.
    await page.getByRole('tab', { name: 'Invoices' }).click();
    const invoice = await billing.downloadFirstInvoice();
    expect(invoice.suggestedFilename()).toMatch(/^invoice-UC-2026-\d{6}\.pdf$/);
    expect((await readFile((await invoice.path())!)).subarray(0, 8).toString()).toBe('%PDF-1.4');

    // Profile: every tab loads; an edit is saved.
    await tab(page, 'Profile').click();
    await button(page, 'Edit Profile').click();
    await page.getByLabel('Location', { exact: true }).fill('Berlin');
    await button(page, 'Save').click();
    await expectVisible(page.getByText('Profile updated successfully'));
    // The company logo: measured and kept in the tab, shown back from its own address.
    const logo = { name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG };
    await page.getByLabel('Choose company logo').setInputFiles(logo);
    await expectVisible(page.getByText('Logo updated'));
    await expectVisible(page.getByRole('img', { name: 'PawPal logo' }));
    await page.getByRole('tab', { name: 'Security' }).click();
    await new ProfilePage(page).changePassword('demo-founder', 'a-new-strong-password');
    const [exported] = await Promise.all([page.waitForEvent('download'), button(page, 'Download my data').click()]);
    const data = await JSZip.loadAsync(await readFile((await exported.path())!));
    expect(JSON.parse(await data.file('profile.json')!.async('string')).profile.location).toBe('Berlin');
    for (const t of ['Security', 'Notifications', 'Preferences']) {
      await page.getByRole('tab', { name: t }).click();
      await expectVisible(page.getByRole('tabpanel'));
    }
    await expect.poll(() => page.getByText(/could not be loaded|Could not load/i).count()).toBe(0);

    // Video studio.
    await pushRoute(page, '/demo/dashboard/video-studio');
    await expectVisible(heading(page, 'Video Studio'));

    // With the plan (cancelled at period end, so still active): a video call from the chat header, local mode.
    await tab(page, 'Chat').click();
    await button(page, 'Video Call').click();
    await button(page, LIVE_TEXT.startCall).click();
    await expectVisible(page.getByText('In call · local mode'), 30_000);
    await page.getByRole('region', { name: 'Video call' }).getByRole('button', { name: LIVE_TEXT.endCall }).click();
    await expectVisible(button(page, 'Video Call'));

    // Live session (local mode): start, ask, an agent answers, end.
    await page.getByRole('link', { name: /Live session/ }).first().click();
    const live = new LivePage(page);
    await expectVisible(heading(page, 'Live session'));
    await expectVisible(page.getByText('Local mode', { exact: false }).first());
    await live.start('Voice');
    await live.expectConnected();
    await live.ask('What should we do first?');
    await expectVisible(live.agentAnswers().first(), 30_000);
    await live.end();
    await expect.poll(() => page.getByText('Your sessions could not be loaded').count()).toBe(0);

    // Deleting the account ends the demo session: a fresh demo starts with the sample data. (The
    // page loads again, so the error toasts seen so far are read first.)
    const toastsBeforeReset = await errorToasts();
    await tab(page, 'Profile').click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await button(page, 'Delete Account').click();
    await expectVisible(page.getByText('deleting ends the demo session and resets its data', { exact: false }));
    await page.getByLabel(/^Type .* to confirm$/).fill(DEMO_EMAIL);
    await page.evaluate(() => ((window as unknown as { __beforeReset: boolean }).__beforeReset = true));
    await button(page, 'Delete my account').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __beforeReset?: boolean }).__beforeReset ?? false), { timeout: 30_000 }).toBe(false);
    await expectVisible(chat.input(), 30_000);
    await expectVisible(page.getByText('Demo — nothing is saved', { exact: false }));
    await expect.poll(() => page.getByText('How should we price the walks?').count()).toBe(0);

    expect(traffic.apiCalls()).toBeGreaterThan(20);
    expect([...toastsBeforeReset, ...(await errorToasts())]).toEqual([]);
    expect(traffic.problems).toEqual([]);
  }, 300_000);
});
