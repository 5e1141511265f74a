import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { DataRoomPage } from '../pages/dataroom-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { StartupPage } from '../pages/startup-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, tokenFor } from '../support/users';

type Assumption = { key: string; label: string; value: number; unit: string; group: string; provenance: string };

/** A founder with a SaaS profile; returns the price driver the screen will show. */
async function founderWithProfile(baseURL: string) {
  const user = await createVerifiedUser(baseURL);
  const token = await tokenFor(baseURL, user);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const profile = { startup_name: 'ClinicFlow', idea: 'Scheduling software for independent physiotherapy clinics', stage: 'mvp', industry: 'Healthcare software', target_customers: 'independent physiotherapy clinics', business_model: 'SaaS subscription at $149 per month per clinic', team_size: 3 };
  const put = await fetch(`${baseURL}/api/v1/chat/startup-profile`, { method: 'PUT', headers, body: JSON.stringify(profile) });
  expect(put.status).toBe(200);
  const model = (await (await fetch(`${baseURL}/api/v1/startup/model`, { headers })).json()) as { model: { assumptions: Assumption[] } };
  const price = model.model.assumptions.find((a) => a.unit === 'money' && a.group === 'revenue')!;
  return { user, headers, price };
}

/** The text of a generated file as a reader sees it: slide XML, PDF text, or every cell's value (formulas' stored results). */
async function fileText(name: string, bytes: Buffer): Promise<string> {
  if (name.endsWith('.pptx')) {
    const zip = await JSZip.loadAsync(bytes);
    const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    return (await Promise.all(slides.map((f) => zip.file(f)!.async('string')))).join(' ').replace(/<[^>]+>/g, ' ');
  }
  if (name.endsWith('.pdf')) return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => void cells.push(String(typeof c.value === 'object' && c.value !== null && 'result' in c.value ? c.value.result : c.value)))));
  return cells.join(' | ');
}

describe('startup screen', () => {
  test('typing the price redraws the forecast with no request; Save persists it across a reload', async ({ page, baseURL }) => {
    const { user, headers, price } = await founderWithProfile(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const startup = new StartupPage(page);
    await startup.open();
    await expectVisible(startup.status('Built from your profile; not saved yet'));

    const chartBefore = await startup.revenueChart().getAttribute('aria-label');
    const cashBefore = await startup.cashChart().getAttribute('aria-label');
    const yearsBefore = await startup.revenueByYear().textContent();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    const newPrice = String(Math.round(price.value / 100) * 2 + 1); // major units (USD): e.g. 149 → 299
    await startup.typeAssumption(price.label, newPrice);
    await expectVisible(startup.status('Unsaved changes'));
    await page.waitForFunction((before) => document.querySelector('[aria-label^="Revenue and burn per month"]')?.getAttribute('aria-label') !== before, chartBefore);
    expect(await startup.cashChart().getAttribute('aria-label')).not.toBe(cashBefore);
    expect(await startup.revenueByYear().textContent()).not.toBe(yearsBefore);
    // The chart's SVG is drawn: recharts rendered a revenue line.
    expect(await startup.revenueChart().locator('svg .recharts-line').count()).toBeGreaterThan(0);
    expect(apiCalls).toEqual([]);

    await startup.save();
    expect(apiCalls).toEqual(['PUT /api/v1/startup/model']);

    await page.reload();
    await expectVisible(startup.heading());
    await expectVisible(startup.status('Saved (version 1)'));
    expect(await startup.assumption(price.label).inputValue()).toBe(newPrice);
    const stored = (await (await fetch(`${baseURL}/api/v1/startup/model`, { headers })).json()) as { version: number; model: { assumptions: Assumption[] } };
    expect(stored.version).toBe(1);
    expect(stored.model.assumptions.find((a) => a.key === price.key)).toMatchObject({ value: Number(newPrice) * 100, provenance: 'founder' });

    const blocking = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(blocking).toEqual([]);
  });

  test('is usable on a 390 px phone: no sideways scrolling, the price field and Save reachable', async ({ page, baseURL }) => {
    const { user, price } = await founderWithProfile(baseURL);
    await page.setViewportSize({ width: 390, height: 844 });
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    await page.goto('/dashboard/startup');
    const startup = new StartupPage(page);
    await expectVisible(startup.heading());
    await expectVisible(startup.assumption(price.label));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await startup.typeAssumption(price.label, '99');
    await startup.saveButton().scrollIntoViewIfNeeded();
    await startup.save();
  });

  test('works in the demo with the sample founder, entirely in the browser', async ({ page }) => {
    const fromNetwork: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.includes('/api/v1/startup') && !r.fromServiceWorker()) fromNetwork.push(r.url());
    });
    await page.goto('/demo');
    await expectVisible(page.getByText('Demo — nothing is saved', { exact: false }), 30_000);
    const startup = new StartupPage(page);
    await startup.open();
    await expectVisible(page.getByRole('heading', { name: 'PawPal' }));
    const before = await startup.revenueByYear().textContent();
    const takeRate = page.getByLabel(/take rate/i).first();
    await takeRate.fill('');
    await takeRate.pressSequentially('25');
    await expect.poll(() => startup.revenueByYear().textContent()).not.toBe(before);
    await startup.save();
    expect(fromNetwork).toEqual([]);
  });

  test('a suite generated after saving a new price prints it in all four files', async ({ page, baseURL }) => {
    const { user, price } = await founderWithProfile(baseURL);
    expect(price).toMatchObject({ value: 14900, provenance: 'founder' }); // read from the profile's words
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const startup = new StartupPage(page);
    await startup.open();
    await startup.typeAssumption(price.label, '237');
    await startup.save();

    const room = await new DataRoomPage(page).goto();
    await room.generateSuite('Scheduling software for independent physiotherapy clinics');
    for (const title of ['Pitch Deck', 'Business Plan', 'Business Model Canvas', 'Financial Model']) {
      const download = await room.downloadGenerated(title);
      const text = await fileText(download.suggestedFilename(), await readFile((await download.path())!));
      // The deck, plan and canvas print the price as money; the spreadsheet holds it as a number in its assumptions.
      expect(text, title).toMatch(title === 'Financial Model' ? /(^|\D)237(\D|$)/ : /\$237(\D|$)/);
      expect(text, title).not.toMatch(/\$149(\D|$)/);
    }
  });
});
