import AxeBuilder from '@axe-core/playwright';
import { describe, expect, test } from '../support/fixtures';

const PAGES = ['/', '/signin', '/signup'];
/** Every public page of the site, including the short pages the footer links to. */
const PUBLIC_PAGES = [
  '/pricing',
  '/about',
  '/contact',
  '/careers',
  '/company',
  '/documentation',
  '/api',
  '/ai-cofounders',
  '/use-cases/product-strategy',
  '/terms-of-service',
  '/privacy-policy',
];
const BLOCKING = new Set(['serious', 'critical']);

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  test.for([...PAGES, ...PUBLIC_PAGES])('%s has no serious or critical violations', async (path, { page }) => {
    await page.goto(path);
    // Wait for the SPA to render past its loading screen.
    await page.locator('h1, h2').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((v) => BLOCKING.has(v.impact ?? ''))
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(blocking, `axe violations on ${path}:\n${blocking.join('\n')}`).toEqual([]);
  });
});
