import type { Page } from 'playwright-core';
import { BILLING_TEXT as T, BillingPage } from '../pages/billing-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

const apiGet = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.json();
  }, path);

describe('changing plans in test mode', () => {
  test('upgrade Professional → Max: charged the difference now, the credit difference added, Max shown', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);

    const billing = await new BillingPage(page).goto();
    await billing.upgradeTo('Professional');
    await billing.payWith(T.goodCard);
    await expectVisible(page.getByText(T.subscribed));
    await billing.expectCredits(1600);

    await billing.changePlanTo('Max', 'Upgrade Now');
    await expectVisible(page.getByText(/^Upgraded to Max: \$\d+\.\d\d charged, 2,500 credits added\.$/));
    await billing.expectCredits(4100);
    await expectVisible(billing.currentPlan().filter({ hasText: 'Max' }));

    const invoices = (await apiGet(page, '/api/v1/billing/invoices')).invoices as { description: string }[];
    expect(invoices[0].description).toContain('Upgrade Professional → Max');
    expect(await apiGet(page, '/api/v1/billing/subscription-status')).toMatchObject({ plan: 'max', is_paid: true });
  });
});
