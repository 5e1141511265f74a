import { DashboardPage } from '../pages/dashboard-page';
import { action } from '../pages/locate';
import { TEXT } from '../pages/texts';
import { expectVisible, isVisibleSoon } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';

describe('sign-in gate', () => {
  test('a signed-out visitor on /dashboard sees the sign-in gate, not the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expectVisible(action(page, TEXT.gate.signIn));
    const dashboard = new DashboardPage(page);
    expect(await isVisibleSoon(dashboard.logoutButton(), 1_000)).toBe(false);
  });

  test('a deep protected path is gated too', async ({ page }) => {
    await page.goto('/dashboard/billing');
    await expectVisible(action(page, TEXT.gate.signIn));
    expect(await isVisibleSoon(new DashboardPage(page).logoutButton(), 1_000)).toBe(false);
  });
});
