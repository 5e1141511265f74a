import type { Download, Page } from 'playwright-core';
import { expectVisible, UI_TIMEOUT } from '../support/expect';
import { button, field, heading } from './locate';

/** Texts of the billing screens (spec 001 §2.4, §8). */
export const BILLING_TEXT = {
  path: '/dashboard/billing',
  checkoutHeading: 'Complete Your Purchase',
  paymentFailed: 'Payment failed. Please check your card details and try again.',
  purchased: 'Credits purchased successfully!',
  subscribed: 'Subscription created successfully!',
  cancelled: 'Subscription cancelled successfully',
  testMode: 'Test mode',
  goodCard: '4242 4242 4242 4242',
  declinedCard: '4000 0000 0000 0002',
} as const;

const T = BILLING_TEXT;

export class BillingPage {
  constructor(private readonly page: Page) {}

  readonly credits = () => this.page.getByTestId('available-credits');
  readonly currentPlan = () => this.page.getByTestId('current-plan');
  readonly planStatus = () => this.page.getByTestId('plan-status');
  readonly checkoutHeading = () => heading(this.page, T.checkoutHeading);

  async goto(tab?: 'plans' | 'invoices' | 'usage' | 'payment-methods'): Promise<this> {
    await this.page.goto(tab ? `${T.path}?tab=${tab}` : T.path);
    await expectVisible(heading(this.page, 'Billing'));
    await expectVisible(this.page.getByText(T.testMode));
    return this;
  }

  async expectCredits(n: number): Promise<void> {
    const text = n.toLocaleString('en-US');
    await this.page.waitForFunction(
      (want) => document.querySelector('[data-testid="available-credits"]')?.textContent?.trim().startsWith(want) ?? false,
      text,
      { timeout: UI_TIMEOUT },
    );
  }

  /** Plans tab → 'Purchase Credits' on a package → the card form. */
  async purchase(packageName: string): Promise<void> {
    await button(this.page, `Purchase Credits: ${packageName}`).click();
    await expectVisible(this.checkoutHeading());
  }

  async payWith(cardNumber: string, expiry = '12/34', cvc = '123'): Promise<void> {
    await field(this.page, 'Card number').fill(cardNumber);
    await field(this.page, 'Expiry (MM/YY)').fill(expiry);
    await field(this.page, 'CVC').fill(cvc);
    await this.page.getByRole('button', { name: /^Pay \$/ }).click();
  }

  async cancelCheckout(): Promise<void> {
    await button(this.page, 'Cancel').click();
  }

  /** Overview → 'Upgrade Plan' → pick a plan → 'Upgrade Now' → the card form. */
  async upgradeTo(planName: string): Promise<void> {
    await button(this.page, 'Upgrade Plan').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('radio', { name: new RegExp(`^${planName}`) }).click();
    await button(dialog, 'Upgrade Now').click();
    await expectVisible(this.checkoutHeading());
  }

  /** With a subscription: 'Upgrade Plan' → pick a plan → confirm the change (no new checkout). */
  async changePlanTo(planName: string, action: 'Upgrade Now' | 'Downgrade at Period End'): Promise<void> {
    await button(this.page, 'Upgrade Plan').click();
    const dialog = this.page.getByRole('dialog');
    await expectVisible(dialog.getByText('Current plan'));
    await dialog.getByRole('radio', { name: new RegExp(`^${planName}`) }).click();
    await button(dialog, action).click();
  }

  async cancelSubscription(): Promise<void> {
    await button(this.page, 'Cancel Subscription').click();
    await button(this.page.getByRole('alertdialog'), 'Cancel subscription').click();
  }

  async downloadFirstInvoice(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: /^Download invoice/ }).first().click()]);
    return download;
  }
}
