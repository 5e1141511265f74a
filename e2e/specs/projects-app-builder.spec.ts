import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { DashboardPage } from '../pages/dashboard-page';
import { AppBuilderPage } from '../pages/projects-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectHidden, expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

/** Serious or critical WCAG 2.1 AA violations of our page (the generated app in the frame is the user's own). */
const blocking = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);

describe('app builder', () => {
  test('prompt → files → edit → preview updates → deploy → the live app works → export → delete', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const builder = await new AppBuilderPage(page).goto();
    await expectVisible(page.getByText('No projects yet'));
    expect(await blocking(page)).toEqual([]);

    await builder.generate('A habit tracker for busy parents', 'React App');
    await expectVisible(builder.fileTree().getByRole('button', { name: 'App.jsx', exact: true }));
    // The offline engine read a tracker of habits from the prompt (its spec drives every template).
    await expectVisible(builder.preview().getByRole('heading', { name: 'Habit tracker', exact: true }), 30_000);
    expect(await blocking(page)).toEqual([]);

    // Line 3 of the app's spec is `  "title": "Habit tracker",`: type before the closing `",`.
    await builder.fileTree().getByRole('button', { name: 'app-spec.json', exact: true }).click();
    await builder.typeAt(3, 2, ' Pro');
    await expectVisible(page.getByText('Unsaved changes'));
    await builder.save();
    await expectVisible(builder.preview().getByRole('heading', { name: 'Habit tracker Pro' }), 30_000);

    const url = await builder.deploy();
    expect(url).toMatch(/\/apps\/habit-tracker-for-app-[0-9a-f]{8}\/$/);
    const live = await page.context().newPage();
    const response = await live.goto(url);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain('sandbox allow-scripts allow-forms');
    // A deployed app may reach exactly one URL: its own submit path (visitors' forms reach the founder).
    const submit = `${new URL(url).origin}${new URL(url).pathname}submit`;
    expect(csp).toContain(`connect-src ${submit};`);
    expect(csp).toContain(`form-action ${submit};`);
    await expectVisible(live.getByRole('heading', { name: 'Habit tracker Pro' }));
    await live.getByLabel('Habit', { exact: true }).fill('Walk 10 minutes');
    await live.getByRole('button', { name: 'Add a habit' }).click();
    await expectVisible(live.getByRole('cell', { name: 'Walk 10 minutes' }));
    // An opaque origin: the deployed app cannot read this site's storage.
    expect(await live.evaluate(() => window.origin)).toBe('null');

    const download = await builder.exportZip();
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    expect(await zip.file('habit-tracker-for-app/src/app-spec.json')!.async('string')).toContain('Habit tracker Pro');
    expect(zip.file('habit-tracker-for-app/package.json')).not.toBeNull();

    await builder.deleteProject();
    await expectVisible(page.getByText('No projects yet'));
    expect((await live.reload())!.status()).toBe(404);
  });

  test('a deployed waitlist: a visitor signs up in Chromium, the founder sees it in Submissions and exports it (390 px)', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const builder = await new AppBuilderPage(page).goto();
    await builder.generate('A landing page for PawPal, dog walking for busy owners, with a waitlist', 'React App');
    // The preview sends nothing and says so.
    await builder.preview().getByLabel('E-mail').fill('preview@example.com');
    await builder.preview().getByRole('button', { name: 'Join the waitlist' }).click();
    await expectVisible(builder.preview().getByText(/submissions are collected once the app is deployed/), 30_000);

    const url = await builder.deploy();
    const visitor = await page.context().browser()!.newContext();
    const live = await visitor.newPage();
    await live.goto(url);
    await live.getByLabel('E-mail').fill('visitor@example.com');
    await live.getByRole('button', { name: 'Join the waitlist' }).click();
    await expectVisible(live.getByText('Thanks! visitor@example.com is on the waitlist.'));
    await visitor.close();

    // The founder reads it on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await builder.openSubmissions();
    await expectVisible(dialog.getByText('visitor@example.com'));
    await expectHidden(dialog.getByText('preview@example.com'));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(await readFile((await download.path())!, 'utf8')).toMatch(/^submitted_at,Email\r\n.+,visitor@example\.com\r\n$/);
  });

  test('at 390 px the title, the change box, the files, the editor and the preview are usable, one tab at a time', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await page.setViewportSize({ width: 390, height: 844 });
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const builder = await new AppBuilderPage(page).goto();
    await page.getByLabel('Describe the app you want').fill('A no-show cost calculator: cost = missed appointments × average fee');
    await page.getByLabel('Template').selectOption({ label: 'Vanilla JS' });
    await page.getByRole('button', { name: /Generate app/ }).click();
    // On a phone the panes are tabs (the workspace opens on the preview).
    await expectVisible(page.getByRole('tab', { name: 'Files' }), 30_000);
    const inside = async (name: string, locator: ReturnType<Page['locator']>, minWidth: number) => {
      await expectVisible(locator);
      const box = (await locator.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      expect(box.width, name).toBeGreaterThanOrEqual(minWidth);
    };
    // The title keeps its own line, wide enough for the whole name.
    const title = page.getByLabel('Project name');
    await inside('title', title, 300);
    expect(await title.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByRole('tab', { name: 'Files' }).click();
    await inside('file tree', builder.fileTree(), 100);
    await builder.openFile('app-spec.json');
    await inside('editor', page.getByTestId('code-editor'), 200);

    await page.getByRole('tab', { name: 'Preview' }).click();
    await inside('preview', page.locator('iframe[title="App preview"]'), 300);
    await expectVisible(builder.preview().getByRole('heading', { name: 'No-show cost calculator' }), 30_000);

    await page.getByRole('tab', { name: 'Change' }).click();
    await inside('change box', page.getByLabel('Ask for a change'), 300);
    await inside('apply button', page.getByRole('button', { name: /Apply change/ }), 150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
