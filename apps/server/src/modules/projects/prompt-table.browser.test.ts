import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { offlineProject } from '@uc/offline-engine';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './builder';

/**
 * Issue 39: a sample of the prompt table's apps, built and opened in Chromium from an origin of their
 * own (a local server, as /apps/{slug}/ is served), used as a visitor would, at 390 px wide.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
let server: Server;
let base = '';
const sites = new Map<string, Map<string, string>>();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  server = createServer((req, res) => {
    const [, slug, file] = /^\/apps\/([^/]+)\/(.*)$/.exec(req.url ?? '') ?? [];
    // As the apps origin answers a deployed app's form (app-submissions.test.ts tests the real route).
    if (req.method === 'POST' && file === 'submit') return void res.writeHead(202, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{"received":true}');
    const body = sites.get(slug)?.get(file || 'index.html');
    if (body === undefined) return void res.writeHead(404).end();
    const type = file?.endsWith('.js') ? 'text/javascript' : file?.endsWith('.css') ? 'text/css' : 'text/html';
    const submit = `${base}/apps/${slug}/submit`;
    res.writeHead(200, { 'content-type': type, 'content-security-policy': `default-src 'self'; connect-src ${submit}; form-action ${submit}` }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});

async function open(prompt: string): Promise<Page> {
  const slug = `app${sites.size}`;
  const out = await buildProject('react-app', offlineProject(prompt, 'react-app').files);
  sites.set(slug, new Map(out.files.map((f) => [f.path, String(f.body)])));
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/apps/${slug}/`);
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  expect(errors).toEqual([]);
  // Usable on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  return page;
}

const result = (page: Page, label: RegExp) => page.locator('.result', { hasText: label }).locator('output');

describe('the prompt table\'s apps in Chromium (390 px)', () => {
  it('margin calculator for bottles: the margin follows the selling price', async () => {
    const page = await open('A margin calculator for our bottles in supermarkets');
    await expect.poll(() => page.locator('label').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/Selling price/), expect.stringMatching(/Cost per bottle/)]));
    await page.fill('#in-sellingPrice', '10');
    await page.fill('#in-costPerBottle', '6');
    await expect.poll(() => result(page, /^Margin/).first().textContent()).toMatch(/^40(\.0+)?\s?%$/);
    await page.fill('#in-sellingPrice', '12');
    await expect.poll(() => result(page, /^Margin/).first().textContent()).toMatch(/^50(\.0+)?\s?%$/);
    await page.close();
  });

  it('staffing cost per bed = beds × price, recomputed on every input', async () => {
    const page = await open('A staffing cost per bed calculator');
    await page.fill('#in-beds', '12');
    await page.fill('#in-pricePerBed', '150');
    await expect.poll(() => result(page, /Staffing cost/).textContent()).toBe('$1,800.00');
    await page.fill('#in-beds', '13');
    await expect.poll(() => result(page, /Staffing cost/).textContent()).toBe('$1,950.00');
    await page.close();
  });

  it('loan calculator: a new amount changes the payment', async () => {
    const page = await open('A loan calculator');
    const before = await result(page, /Monthly payment/).textContent();
    await page.fill('#in-loanAmount', '40000');
    await expect.poll(() => result(page, /Monthly payment/).textContent()).not.toBe(before);
    await page.close();
  });

  it('CEP form: typed through its mask, 8 digits required, then confirmed', async () => {
    const page = await open('A CEP validation form for Brazilian checkouts');
    await page.fill('#f-name', 'Ana Souza');
    await page.fill('#f-email', 'ana@example.com');
    await page.fill('#f-cep', '0131');
    await page.fill('#f-streetAddress', 'Avenida Paulista');
    await page.fill('#f-number', '1000');
    await page.fill('#f-city', 'São Paulo');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('#err-cep').textContent()).toContain('8 digits');
    await page.fill('#f-cep', '');
    await page.locator('#f-cep').pressSequentially('01310100');
    await expect.poll(() => page.inputValue('#f-cep')).toBe('01310-100');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('01310-100');
    await page.close();
  });

  it('symptom diary: date, symptom, severity, notes; an entry survives a reload', async () => {
    const page = await open('A symptom diary for patients');
    const heads = await page.locator('thead th').allTextContents();
    for (const h of ['Date', 'Symptom', 'Severity', 'Notes']) expect(heads.join(' | ')).toContain(h);
    const rows = page.locator('tbody tr');
    const n = await rows.count();
    await page.fill('#new-date', '2026-11-20');
    await page.fill('#new-symptom', 'Migraine');
    await page.getByRole('button', { name: 'Add an entry' }).click();
    await expect.poll(() => rows.count()).toBe(n + 1);
    await page.reload();
    await expect.poll(() => page.locator('tbody').textContent()).toContain('Migraine');
    await page.close();
  });

  it('hiring kanban: applied, interview, offer, hired in that order; a card survives a reload', async () => {
    const page = await open('A kanban for hiring with columns applied, interview, offer, hired');
    await expect.poll(() => page.getByRole('region').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Applied', 'Interview', 'Offer', 'Hired']);
    await page.fill('#new-card', 'Priya, backend');
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'Applied', exact: true }).textContent()).toContain('Priya, backend');
    await page.close();
  });

  it('dashboard of API calls and invoices per customer: one chart per series', async () => {
    const page = await open('A dashboard of API calls and invoices per customer');
    await expect.poll(() => page.locator('section.charts svg').count()).toBe(2);
    const text = await page.locator('main').textContent();
    expect(text).toContain('API calls by customer');
    expect(text).toContain('Invoices by customer');
    await page.close();
  });

  it('landing page with the class schedule asked for', async () => {
    const page = await open('A landing page for our dance school with the class schedule');
    await expect.poll(() => page.getByRole('heading', { name: 'Class schedule' }).count()).toBe(1);
    await page.close();
  });
});
