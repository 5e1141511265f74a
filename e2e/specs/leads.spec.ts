import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { DashboardPage } from '../pages/dashboard-page';
import { LeadsPage } from '../pages/leads-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

const CSV = [
  'First Name,Last Name,Email,Company,Title,Location',
  'Ada,Lovelace,ada@engines.example,Analytical Engines,CTO,London',
  'Grace,Hopper,grace@navy.example,=HYPERLINK("http://evil"),CTO,Arlington',
  'Ada,Again,ADA@ENGINES.EXAMPLE,Duplicate,CTO,London',
  'No,Email,,Nowhere,CEO,Paris',
].join('\n');

describe('leads', () => {
  test('imports a CSV, searches the saved leads, adds them to a collection and exports it', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    await page.getByRole('link', { name: 'Leads' }).first().click();
    const leads = new LeadsPage(page);
    await expectVisible(page.getByRole('heading', { name: 'Leads', exact: true }));

    await leads.createCollection('Imported');
    expect(await leads.importCsv('people.csv', CSV)).toBe('Imported 2 · Duplicates 1 · Rejected 1');

    await leads.createCollection('CTO shortlist');
    await leads.search({ title: 'CTO' });
    await expectVisible(page.getByText(/Searching your saved leads/));
    await expectVisible(page.getByRole('table', { name: 'Search results' }).getByText('grace@navy.example'));
    await leads.addAllResultsTo('CTO shortlist');
    await expectVisible(page.getByText('Added 2 lead(s) to CTO shortlist'));

    await leads.openCollection('CTO shortlist');
    await expectVisible(page.getByRole('table', { name: 'Collection leads' }).getByText('ada@engines.example'));
    // A new toast fades the one behind it out (~0.4 s): the page is checked as a user sees it once that settles, not
    // mid-fade (a half-transparent toast read as a contrast failure once in CI). Endless animations (spinners) aside.
    await page.waitForFunction(() => document.getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    const blocking = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(blocking).toEqual([]);
    const download = await leads.exportCsv();
    expect(download.suggestedFilename()).toBe('cto-shortlist-leads.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('grace@navy.example');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
