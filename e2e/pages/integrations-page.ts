import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, heading } from './locate';

/** The integrations marketplace (/dashboard/integrations) and its Webhook Settings dialog. */
export class IntegrationsPage {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');

  async goto(): Promise<this> {
    await this.page.goto('/dashboard/integrations');
    await expectVisible(heading(this.page, 'Integrations'));
    return this;
  }

  async connectChatWebhook(name: 'Slack' | 'Discord', url: string): Promise<void> {
    await button(this.page, `Connect ${name}`).click();
    await this.dialog().getByLabel('Incoming webhook URL').fill(url);
    await button(this.dialog(), 'Connect').click();
    await expectVisible(this.page.getByText(`${name} Connected`, { exact: true }));
  }

  /** Adds an endpoint and returns the signing secret shown once. */
  async addWebhook(url: string): Promise<string> {
    await button(this.page, 'Webhook Settings').click();
    await this.dialog().getByLabel('Endpoint URL').fill(url);
    await button(this.dialog(), 'Add webhook').click();
    const secret = this.dialog().getByTestId('webhook-secret');
    await expectVisible(secret);
    return (await secret.textContent())!.trim();
  }

  async openDeliveries(): Promise<void> {
    await button(this.dialog(), 'Deliveries').click();
    await expectVisible(this.dialog().getByRole('table', { name: 'Delivery log' }));
  }
}
