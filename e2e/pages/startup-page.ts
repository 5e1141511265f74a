import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, heading } from './locate';

/** /dashboard/startup: the startup model (assumptions, forecast charts, what the documents will say). */
export class StartupPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => heading(this.page, 'Startup');
  readonly assumption = (label: string) => this.page.getByLabel(label, { exact: true });
  readonly revenueChart = () => this.page.getByRole('img', { name: /^Revenue and burn per month/ });
  readonly cashChart = () => this.page.getByRole('img', { name: /^Cash at month end/ });
  readonly revenueByYear = () => this.page.getByRole('list', { name: /by year$/ });
  readonly saveButton = () => button(this.page, 'Save');
  readonly status = (text: string | RegExp) => this.page.getByRole('status').filter({ hasText: text });
  /** The card asking where a figure of the profile belongs ("Question about “R$ 0,09…”"). */
  readonly question = (quote: RegExp) => this.page.getByRole('form', { name: quote });

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Startup', exact: true }).click();
    await expectVisible(this.heading());
    await expectVisible(this.revenueChart());
  }

  /** Types a value key by key, as a founder would (one input event per keystroke). */
  async typeAssumption(label: string, value: string): Promise<void> {
    const input = this.assumption(label);
    await input.fill('');
    await input.pressSequentially(value, { delay: 20 });
  }

  async save(): Promise<void> {
    await this.saveButton().click();
    await expectVisible(this.status(/^Saved \(version \d+\)$/));
  }
}
