import type { Response } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';

const isApi = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') || pathname === '/health';
};

describe('demo mode', () => {
  test('runs from the landing page in the browser: the chat answers, the data room lists files, no API call reaches the server', async ({ page }) => {
    const apiResponses: Response[] = [];
    page.on('response', (r) => {
      if (isApi(r.url())) apiResponses.push(r);
    });
    await page.goto('/');
    // Before the demo starts, the real landing page may ask the real server (public config).
    await page.getByRole('link', { name: 'Try the demo' }).click();
    await expectVisible(page.getByText('Demo — nothing is saved', { exact: false }), 30_000);
    apiResponses.length = 0;

    await page.getByLabel('Message', { exact: true }).fill('How should we price the walks?');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    // The offline engine answers about the demo startup (its profile names PawPal).
    await expectVisible(page.getByRole('listitem').filter({ hasText: /Offline mode/ }).first(), 30_000);

    await page.getByRole('link', { name: 'Data Room' }).click();
    await expectVisible(page.getByText('cap-table.csv').first());
    await expect.poll(() => page.url()).toMatch(/\/demo\/dashboard\/data-room$/);

    expect(apiResponses.length).toBeGreaterThan(3);
    const fromNetwork = apiResponses.filter((r) => !r.fromServiceWorker()).map((r) => r.url());
    expect(fromNetwork).toEqual([]);
  });
});
