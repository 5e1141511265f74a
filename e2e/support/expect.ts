import type { Locator, Page } from 'playwright-core';

// playwright-core has no auto-retrying `expect`; these wait for the state and fail with the locator in the message.

export const UI_TIMEOUT = 15_000;

/** Waits for a visible match: responsive layouts keep hidden copies (e.g. the name shown only on phones). */
export async function expectVisible(locator: Locator, timeout = UI_TIMEOUT): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout = UI_TIMEOUT): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits until the page's path (no query) equals `pathname`. */
export async function expectPath(page: Page, pathname: string, timeout = UI_TIMEOUT): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch {
    throw new Error(`expected path ${pathname}, still at ${new URL(page.url()).pathname} after ${timeout} ms`);
  }
}

/** Waits `ms`, then checks the path is still `pathname` (for "nothing happened" assertions). */
export async function expectStaysAt(page: Page, pathname: string, ms = 1_500): Promise<void> {
  await page.waitForTimeout(ms);
  const now = new URL(page.url()).pathname;
  if (now !== pathname) throw new Error(`expected to stay at ${pathname}, but went to ${now}`);
}

export async function isVisibleSoon(locator: Locator, timeout = 2_000): Promise<boolean> {
  try {
    await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    return false;
  }
}
