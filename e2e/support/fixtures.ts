import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchChromium } from './browser';
import { Mailbox } from './mailbox';

const RESULTS_DIR = fileURLToPath(new URL('../../test-results/e2e', import.meta.url));

type Fixtures = { baseURL: string; browser: Browser; page: Page; mailbox: Mailbox };

/**
 * `test` with a Chromium per spec file and a fresh context (no cookies, no storage) per test.
 * A failed test leaves a screenshot and the browser console in test-results/e2e/.
 */
export const test = base.extend<Fixtures>({
  baseURL: [async ({}, use) => use(inject('baseURL')), { scope: 'file' }],
  browser: [
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  page: async ({ browser, baseURL, task, onTestFailed }, use) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(`[${m.type()}] ${m.text()}`));
    page.on('pageerror', (e) => consoleLines.push(`[pageerror] ${e.message}`));
    onTestFailed(async () => {
      try {
        mkdirSync(RESULTS_DIR, { recursive: true });
        const name = `${task.file?.name ?? 'spec'}-${task.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 120);
        await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), fullPage: true });
        console.error(`[e2e] failed at ${page.url()}; screenshot test-results/e2e/${name}.png\n${consoleLines.slice(-30).join('\n')}`);
      } catch {
        /* the page may already be gone */
      }
    });
    await use(page);
    await context.close();
  },
  mailbox: async ({ baseURL }, use) => use(new Mailbox(baseURL)),
});

export { describe, expect } from 'vitest';
