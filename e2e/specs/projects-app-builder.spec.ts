import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { DashboardPage } from '../pages/dashboard-page';
import { AppBuilderPage } from '../pages/projects-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
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
    await expectVisible(builder.preview().getByRole('heading', { name: 'Habit Tracker', exact: true }), 30_000);
    expect(await blocking(page)).toEqual([]);

    // Line 3 of the app's spec is `  "title": "Habit Tracker",`: type before the closing `",`.
    await builder.fileTree().getByRole('button', { name: 'app-spec.json', exact: true }).click();
    await builder.typeAt(3, 2, ' Pro');
    await expectVisible(page.getByText('Unsaved changes'));
    await builder.save();
    await expectVisible(builder.preview().getByRole('heading', { name: 'Habit Tracker Pro' }), 30_000);

    const url = await builder.deploy();
    expect(url).toMatch(/\/apps\/habit-tracker-for-app-[0-9a-f]{8}\/$/);
    const live = await page.context().newPage();
    const response = await live.goto(url);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain('sandbox allow-scripts allow-forms');
    expect(csp).toContain("connect-src 'none'");
    await expectVisible(live.getByRole('heading', { name: 'Habit Tracker Pro' }));
    await live.getByLabel('Habit', { exact: true }).fill('Walk 10 minutes');
    await live.getByRole('button', { name: 'Add a habit' }).click();
    await expectVisible(live.getByRole('cell', { name: 'Walk 10 minutes' }));
    // An opaque origin: the deployed app cannot read this site's storage.
    expect(await live.evaluate(() => window.origin)).toBe('null');

    const download = await builder.exportZip();
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    expect(await zip.file('habit-tracker-for-app/src/app-spec.json')!.async('string')).toContain('Habit Tracker Pro');
    expect(zip.file('habit-tracker-for-app/package.json')).not.toBeNull();

    await builder.deleteProject();
    await expectVisible(page.getByText('No projects yet'));
    expect((await live.reload())!.status()).toBe(404);
  });
});
