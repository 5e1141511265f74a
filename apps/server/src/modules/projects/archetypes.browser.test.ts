import { BROWSER_TEMPLATES } from '@uc/contract';
import { appBusiness, offlineEdit, offlineProject } from '@uc/offline-engine';
import { buildStartupModel } from '@uc/startup-model';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHETYPE_PROMPTS } from './archetype-prompts.fixture';
import { buildProject } from './builder';

/** The built apps in Chromium, used as a founder would (issue 26). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
}, 30_000);
afterAll(() => browser?.close());

/** Opens the built page with its bundle inlined (the preview serves the same files from its own origin). */
async function open(files: { path: string; content: string }[], template: (typeof BROWSER_TEMPLATES)[number]): Promise<Page> {
  const out = await buildProject(template, files);
  const body = (p: string) => out.files.find((f) => f.path === p)?.body ?? '';
  // A deferred script runs after the document is parsed: inlined, it goes at the end of the body.
  const html = body('index.html')
    .replace('<script defer src="./app.js"></script>', '')
    .replace('<link rel="stylesheet" href="./app.css">', () => `<style>${body('app.css')}</style>`)
    .replace('</body>', () => `<script>${body('app.js').replace(/<\/script/gi, '<\\/script')}</script></body>`);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setContent(html);
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  expect(errors).toEqual([]);
  return page;
}

const app = (archetype: keyof typeof ARCHETYPE_PROMPTS, template: (typeof BROWSER_TEMPLATES)[number]) => open(offlineProject(ARCHETYPE_PROMPTS[archetype], template).files, template);

describe.each(BROWSER_TEMPLATES)('%s in Chromium', (template) => {
  it('calculator: the result changes as an input is typed', async () => {
    const page = await app('calculator', template);
    const result = page.locator('.result.primary output');
    await expect.poll(() => result.textContent()).toBe('$500.00');
    await page.fill('#in-missedAppointments', '20');
    await expect.poll(() => result.textContent()).toBe('$1,000.00');
    await page.close();
  });

  it("calculator for a founder: the model's price is the input's value, labelled, and in its currency", async () => {
    const profile = { startup_name: 'PawPal', idea: 'Dog walking app for busy owners', target_customers: 'dog owners', business_model: 'Subscription at £12 per month' };
    const model = buildStartupModel(profile);
    const page = await open(offlineProject('A subscription pricing calculator', template, { ...profile, currency: model.currency, business: appBusiness(model, profile) }).files, template);
    expect(await page.inputValue('#in-pricePerMonth')).toBe('12');
    expect(await page.locator('#src-pricePerMonth').textContent()).toBe('From your startup model');
    expect(await page.locator('#src-monthlyChurn').textContent()).toContain('Example');
    await expect.poll(() => page.locator('.result.primary output').textContent()).toMatch(/^£/);
    await page.close();
  });

  it('form: checks the fields, then confirms', async () => {
    const page = await app('form', template);
    await page.getByRole('button', { name: 'Submit' }).or(page.locator('button[type=submit]')).first().click();
    await expect.poll(() => page.locator('#err-name').textContent()).toBe('Name is required');
    await page.fill('#f-name', 'Ada Lovelace');
    await page.fill('#f-email', 'ada@');
    await page.selectOption('#f-treatment', 'Cleaning');
    await page.fill('#f-date', '2030-01-15');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('#err-email').textContent()).toContain('e-mail address');
    await page.fill('#f-email', 'ada@example.com');
    await page.locator('button[type=submit]').click();
    const confirmation = page.getByRole('status');
    await expect.poll(() => confirmation.textContent()).toContain('Your booking is ready to send');
    expect(await confirmation.textContent()).toContain('Cleaning');
    await page.getByRole('button', { name: 'Make another booking' }).click();
    await page.fill('#f-name', 'Grace Hopper');
    await page.fill('#f-email', 'grace@example.com');
    await page.selectOption('#f-treatment', 'Check-up');
    await page.fill('#f-date', '2030-01-16');
    await page.fill('#f-notes', 'Mornings');
    await expect.poll(() => page.locator('.count').textContent()).toBe('8 / 500');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.history').textContent()).toContain('Your bookings in this visit (2)');
    expect(await page.locator('.history li span').allTextContents()).toEqual(['Ada Lovelace · ada@example.com', 'Grace Hopper · grace@example.com']);
    expect(await confirmation.textContent()).toContain('2030');
    await page.getByRole('button', { name: 'Change my answers' }).click();
    await expect.poll(() => page.inputValue('#f-name')).toBe('Grace Hopper');
    await page.fill('#f-name', 'Grace B. Hopper');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.history li span').allTextContents()).toEqual(['Ada Lovelace · ada@example.com', 'Grace B. Hopper · grace@example.com']);
    await page.getByRole('button', { name: 'Cancel Ada Lovelace · ada@example.com' }).click();
    await expect.poll(() => page.locator('.history').count()).toBe(0);
    await page.close();
  });

  it('tracker: adds, edits and deletes a row, and totals the hours', async () => {
    const page = await app('tracker', template);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    await page.fill('#new-name', 'Grace Hopper');
    await page.fill('#new-hours', '3');
    await page.getByRole('button', { name: 'Add a tutor' }).click();
    await expect.poll(() => rows.count()).toBe(5);
    await rows.last().getByRole('button', { name: 'Edit' }).click();
    await page.fill('#edit-name', 'Grace B. Hopper');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rows.last().textContent()).toContain('Grace B. Hopper');
    await rows.last().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rows.last().textContent()).toContain('Grace B. Hopper');
    await page.getByRole('button', { name: 'Hours', exact: true }).click();
    await expect.poll(() => rows.first().textContent()).toContain('Alex Kim');
    await page.getByRole('button', { name: 'Hours ▲' }).click();
    await expect.poll(() => rows.first().textContent()).toContain('Maria Gomez');
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await page.fill('#filter', 'zzz');
    await expect.poll(() => rows.count()).toBe(0);
    await page.fill('#filter', '');
    await page.selectOption('#only-subject', 'Science');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Jordan Lee');
    await page.close();
  });

  it('dashboard: draws its charts', async () => {
    const page = await app('dashboard', template);
    await expect.poll(() => page.locator('svg rect.bar').count()).toBe(6);
    // Every series has its chart (issue 39): water as bars, moisture and yield as lines.
    expect(await page.locator('svg polyline.line').count()).toBe(2);
    const box = await page.locator('svg').first().boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    await page.getByRole('button', { name: /Yield kg/ }).click();
    await expect.poll(() => page.locator('.range').textContent()).toMatch(/^Yield kg/);
    expect(await page.locator('svg rect.bar').count()).toBe(6);
    expect(await page.locator('figcaption').allTextContents()).toContain('Yield kg by zone');
    expect(await page.locator('.range').textContent()).toMatch(/^Yield kg: highest \w+ \(\d+\), lowest \w+ \(\d+\)$/);
    await page.close();
  });

  it('landing page: the waitlist takes an e-mail', async () => {
    const page = await app('landing', template);
    await page.fill('#email', 'not-an-email');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Enter an e-mail address');
    await page.fill('#email', 'founder@example.com');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('founder@example.com would join the waitlist. This is a preview, so nothing was sent: submissions are collected once the app is deployed.');
    expect(await page.locator('.plan').count()).toBe(3);
    // Default plans are labelled as examples (no invented price presented as the founder's).
    expect(await page.locator('#pricing .example').textContent()).toContain('Example plans and prices');
    const pro = page.locator('.plan').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) }).locator('.price');
    expect(await pro.textContent()).toBe('$19 / month');
    await page.getByRole('button', { name: 'Yearly (2 months free)' }).click();
    await expect.poll(() => pro.textContent()).toBe('$190 / year');
    await page.getByText('Is there a free plan?').click();
    await expect.poll(() => page.getByText('the Starter plan costs nothing').isVisible()).toBe(true);
    await page.close();
  });

  it('quiz: answering every question shows the score and its band', async () => {
    const page = await app('quiz', template);
    for (const answer of ['A lot', 'Every month', 'Very', 'No']) await page.getByRole('button', { name: answer, exact: true }).click();
    const score = page.getByRole('status');
    await expect.poll(() => score.textContent()).toContain('5 / 8');
    expect(await score.textContent()).toContain('On your way');
    expect(await page.locator('.review li').count()).toBe(4);
    expect(await score.textContent()).toMatch(/Answered in \d+ s/);
    expect(await page.locator('.bands .reached').textContent()).toBe('3+ points: On your way: pick the next step and set a date for it.');
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect.poll(() => page.locator('legend').textContent()).toContain('Question 1 of 4');
    for (const answer of ['Very little', 'Rarely', 'Not yet', 'No']) await page.getByRole('button', { name: answer, exact: true }).click();
    await expect.poll(() => page.locator('.attempts').last().textContent()).toBe('Earlier tries: 5 / 8');
    expect(await score.textContent()).toContain('0 / 8');
    await page.close();
  });

  it('survey: the last answer sends the answers to the founder (a preview sends nothing and says so)', async () => {
    const page = await open(offlineProject('A customer satisfaction survey for our cafe', template).files, template);
    for (let i = 0; i < 4; i++) await page.locator('.option').nth(1).click();
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent()).toContain('Your answers are ready to send.');
    expect(await status.textContent()).toContain('nothing was sent');
    // Answers, not a score: the founder asked for them.
    expect(await status.textContent()).not.toMatch(/\d+ \/ \d+/);
    expect(await page.locator('.review li').count()).toBe(4);
    await page.close();
  });

  it('kanban: adds a card, moves it with the arrows and by drag and drop, edits it', async () => {
    const page = await app('kanban', template);
    const column = (name: string) => page.getByRole('region', { name, exact: true });
    await expect.poll(() => column('To do').locator('article').count()).toBe(2);
    await page.fill('#new-card', 'Fix the login page');
    await page.fill('#new-owner', 'Ada');
    await page.getByRole('button', { name: 'Add a card' }).click();
    await expect.poll(() => column('To do').locator('article').count()).toBe(3);
    const card = page.locator('article', { hasText: 'Fix the login page' });
    await card.getByRole('button', { name: 'Move forward' }).click();
    await expect.poll(() => column('In progress').textContent()).toContain('Fix the login page');
    expect(await column('To do').locator('article').count()).toBe(2);
    await card.dragTo(column('Done'));
    await expect.poll(() => column('Done').textContent()).toContain('Fix the login page');
    expect(await column('In progress').textContent()).not.toContain('Fix the login page');
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.fill('#edit-card', 'Fix the sign-in page');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => column('Done').textContent()).toContain('Fix the sign-in page');
    await page.close();
  });

  it('directory: search and the category filter narrow the list', async () => {
    const page = await app('directory', template);
    const entries = page.locator('article.entry');
    const count = page.locator('.count');
    await expect.poll(() => entries.count()).toBe(4);
    await page.fill('#search', 'harbour');
    await expect.poll(() => entries.count()).toBe(1);
    expect(await count.textContent()).toBe('1 of 4 gear items');
    await page.fill('#search', '');
    await page.selectOption('#filter-category', 'Camping');
    await expect.poll(() => entries.count()).toBe(2);
    await page.fill('#search', 'Downtown');
    await expect.poll(() => entries.count()).toBe(1);
    await page.fill('#search', '');
    await page.selectOption('#filter-category', '');
    await page.getByRole('button', { name: 'Save Touring kayak' }).click();
    await page.check('#saved-only');
    await expect.poll(() => entries.count()).toBe(1);
    expect(await page.locator('.saved-only').textContent()).toContain('Saved only (1)');
    await entries.first().getByRole('button', { name: 'Touring kayak', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Touring kayak');
    expect(await page.locator('.similar').count()).toBe(0);
    await page.getByRole('button', { name: '← All gear items' }).click();
    await page.uncheck('#saved-only');
    await page.getByRole('button', { name: 'Two-person tent', exact: true }).click();
    await expect.poll(() => page.locator('.similar h2').textContent()).toBe('More in Camping');
    await page.locator('.similar').getByRole('button', { name: 'Down sleeping bag' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Down sleeping bag');
    await page.close();
  });

  it('"Add a phone number field" shows the field in the preview', async () => {
    const files = offlineProject(ARCHETYPE_PROMPTS.form, template).files;
    const page = await open(offlineEdit('Add a phone number field', files, template)!.files, template);
    await expect.poll(() => page.getByLabel('Phone number').count()).toBe(1);
    expect(await page.getByLabel('Phone number').getAttribute('type')).toBe('tel');
    await page.close();
  });
});
