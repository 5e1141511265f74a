import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { BILLING_TEXT as T, BillingPage } from '../pages/billing-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

async function signIn(page: Page, baseURL: string) {
  const user = await createVerifiedUser(baseURL);
  await (await new SignInPage(page).goto()).signIn(user.email, user.password);
  await new DashboardPage(page).expectShown(user.name);
  return user;
}

/** Reads an API resource as the signed-in browser user. */
const apiGet = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.json();
  }, path);

describe('billing in test mode', () => {
  test('buying a package with 4242… raises the balance and gives a PDF invoice', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const billing = await new BillingPage(page).goto('plans');
    await billing.purchase('Growth Pack');
    await expectVisible(page.getByText(T.testMode));
    await billing.payWith(T.goodCard);
    await expectVisible(page.getByText(T.purchased));
    await billing.expectCredits(600);

    await billing.goto('invoices');
    const download = await billing.downloadFirstInvoice();
    expect(download.suggestedFilename()).toMatch(/^invoice-UC-\d{4}-\d{6}\.pdf$/);
  });

  test('a declined card shows the error and changes nothing', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const billing = await new BillingPage(page).goto('plans');
    await billing.purchase('Starter Pack');
    await billing.payWith(T.declinedCard);
    await expectVisible(page.getByText(T.paymentFailed));
    await billing.cancelCheckout();
    await billing.goto();
    await billing.expectCredits(100);
    expect((await apiGet(page, '/api/v1/billing/invoices')).invoices).toEqual([]);
  });

  test('subscribing to Professional makes the plan paid with video calls; cancelling keeps it until period end', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const billing = await new BillingPage(page).goto();
    await billing.upgradeTo('Professional');
    await billing.payWith(T.goodCard);
    await expectVisible(page.getByText(T.subscribed));
    await billing.expectCredits(1600);
    await expectVisible(billing.currentPlan().filter({ hasText: 'Professional' }));

    const status = await apiGet(page, '/api/v1/billing/subscription-status');
    expect(status).toMatchObject({ is_paid: true, plan: 'professional', status: 'active', features: { video_calls: true } });

    await billing.cancelSubscription();
    await expectVisible(page.getByText(T.cancelled));
    await expectVisible(billing.planStatus().filter({ hasText: 'Cancels at period end' }));
    const after = await apiGet(page, '/api/v1/billing/subscriptions');
    expect(after.subscriptions[0]).toMatchObject({ plan_id: 'professional', status: 'active', cancel_at_period_end: true });
  });

  test('the billing tabs, the card form and the upgrade modal have no serious axe violations', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const billing = new BillingPage(page);
    const scan = async (where: string) => {
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} e.g. ${v.nodes[0]?.target.join(' ')}`);
      expect(blocking, `axe violations on ${where}:\n${blocking.join('\n')}`).toEqual([]);
    };
    for (const tab of [undefined, 'usage', 'invoices', 'plans', 'payment-methods'] as const) {
      await billing.goto(tab);
      await scan(tab ?? 'overview');
    }
    await billing.goto('plans');
    await billing.purchase('Starter Pack');
    await scan('checkout');
    await billing.cancelCheckout();
    await billing.goto();
    await page.getByRole('button', { name: 'Upgrade Plan', exact: true }).click();
    await expectVisible(page.getByRole('dialog'));
    await scan('upgrade modal');
  });
});
