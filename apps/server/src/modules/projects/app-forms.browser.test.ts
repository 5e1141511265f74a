import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { offlineProject } from '@uc/offline-engine';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildProject } from './builder';
import { sandboxedAppHeaders } from '../../plugins/security-headers';

/**
 * Issue 39: a generated app's forms reach the founder. The apps are built and served as the apps
 * origin serves them (sandboxed, opaque origin): a deployed app at /apps/{slug}/ with its CSP
 * allowing only its own ./submit, a preview at /apps/_preview/{token}/ allowing nothing.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
let server: Server;
let base = '';
const sites = new Map<string, Map<string, string>>();
type Received = { method: string; url: string; type: string; origin: string; accept: string; body: string };
let received: Received[] = [];
/** What the stand-in submit route answers next (the real one is tested in app-submissions.test.ts). */
let answer: { status: number; body: unknown } = { status: 202, body: { received: true } };

const read = (req: IncomingMessage) => new Promise<string>((r) => {
  let s = '';
  req.on('data', (c) => (s += c));
  req.on('end', () => r(s));
});

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  server = createServer(async (req, res) => {
    const url = req.url ?? '';
    if (/\/submit$/.test(url) || req.method !== 'GET') {
      received.push({ method: req.method!, url, type: req.headers['content-type'] ?? '', origin: req.headers.origin ?? '', accept: req.headers.accept ?? '', body: await read(req) });
      return void res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(answer.body));
    }
    const preview = /^\/apps\/_preview\/([^/]+)\/(.*)$/.exec(url);
    const [, slug, file] = preview ?? /^\/apps\/([^/]+)\/(.*)$/.exec(url) ?? [];
    const body = sites.get(slug)?.get(file || 'index.html');
    if (body === undefined) return void res.writeHead(404).end();
    const type = file?.endsWith('.js') ? 'text/javascript' : file?.endsWith('.css') ? 'text/css' : 'text/html';
    const headers = sandboxedAppHeaders(base, preview ? undefined : `${base}/apps/${slug}/submit`);
    res.writeHead(200, { 'content-type': type, 'content-security-policy': headers['content-security-policy'].replace(/; frame-ancestors .*$/, '') }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});
beforeEach(() => {
  received = [];
  answer = { status: 202, body: { received: true } };
});

async function open(prompt: string, template: 'react-app' | 'vue-app' | 'vanilla-js' | 'svelte-app', where: 'deployed' | 'preview'): Promise<{ page: Page; errors: string[] }> {
  const slug = `form-app-${sites.size}`;
  const out = await buildProject(template, offlineProject(prompt, template).files);
  sites.set(slug, new Map(out.files.map((f) => [f.path, String(f.body)])));
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(where === 'deployed' ? `${base}/apps/${slug}/` : `${base}/apps/_preview/${slug}/`);
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  expect(await page.evaluate(() => window.origin)).toBe('null');
  return { page, errors };
}

const fields = (r: Received) => Object.fromEntries(new URLSearchParams(r.body));

describe('forms of generated apps reach the founder (Chromium)', () => {
  it('a deployed waitlist posts the e-mail to ./submit without a preflight and says it was sent', async () => {
    const { page, errors } = await open('A landing page for PawPal, dog walking for busy owners, with a waitlist', 'react-app', 'deployed');
    await page.fill('#email', 'ada@example.com');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thanks! ada@example.com is on the waitlist.');
    expect(received).toHaveLength(1);
    const [post] = received;
    expect(post.method).toBe('POST');
    expect(post.url).toMatch(/^\/apps\/form-app-\d+\/submit$/);
    // A CORS-simple request: form-encoded, from the sandbox's opaque origin.
    expect(post.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(post.origin).toBe('null');
    expect(post.accept).toBe('application/json');
    expect(fields(post)).toEqual({ Email: 'ada@example.com', _honey: '' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['vanilla-js', 'vue-app', 'svelte-app'] as const)('a deployed contact form (%s) sends its fields by label, hides the honeypot, and shows the server\'s refusal', async (template) => {
    const { page, errors } = await open('A contact form with fields name, email and message', template, 'deployed');
    const honey = page.locator('input[name=_honey]');
    expect(await honey.count()).toBe(1);
    // Off screen (bots skip display:none fields, so it is moved away rather than hidden).
    const box = (await honey.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(0);
    expect(await page.locator('.hp').getAttribute('aria-hidden')).toBe('true');
    expect(await honey.getAttribute('tabindex')).toBe('-1');
    await page.fill('#f-name', 'Ada');
    await page.fill('#f-email', 'ada@example.com');
    await page.fill('#f-message', 'Do you deliver to Leeds?');
    answer = { status: 429, body: { detail: 'Too many messages were sent. Please try again in a few minutes.' } };
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Too many messages were sent');
    // The answers are kept for another try.
    expect(await page.inputValue('#f-message')).toBe('Do you deliver to Leeds?');
    answer = { status: 202, body: { received: true } };
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your message was sent');
    expect(received.map(fields).at(-1)).toEqual({ Name: 'Ada', Email: 'ada@example.com', Message: 'Do you deliver to Leeds?', _honey: '' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('in the preview nothing is sent and the app says submissions are collected once deployed', async () => {
    const { page, errors } = await open('A landing page for PawPal, dog walking for busy owners, with a waitlist', 'react-app', 'preview');
    await page.fill('#email', 'ada@example.com');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('collected once the app is deployed');
    const form = await open('A contact form with fields name, email and message', 'vanilla-js', 'preview');
    await form.page.fill('#f-name', 'Ada');
    await form.page.fill('#f-email', 'ada@example.com');
    await form.page.locator('button[type=submit]').click();
    await expect.poll(() => form.page.getByRole('status').textContent()).toContain('collected once the app is deployed');
    expect(received).toEqual([]);
    expect([...errors, ...form.errors]).toEqual([]);
    await page.close();
    await form.page.close();
  });

  it('in the sandbox (no storage) a tracker keeps working in memory and says a reload starts again', async () => {
    const { page, errors } = await open('A tracker of my reading list with fields title, author and status', 'react-app', 'deployed');
    await page.getByLabel('Title', { exact: true }).fill('Dune');
    await page.getByRole('button', { name: /^Add/ }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Dune' }).count()).toBe(1);
    expect(await page.locator('.storage-note').textContent()).toMatch(/until you reload/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
