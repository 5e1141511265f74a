import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, field } from './locate';

export const KEY_WARNING = "Save this key now. You won't be able to see it again!";

export class ApiReferencePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto('/api');
    await expectVisible(this.page.getByRole('heading', { name: 'API Reference', level: 1 }));
    return this;
  }

  /** The cURL sample of the Authentication section, as shown to the reader. */
  async loginCurl(): Promise<string> {
    const section = this.page.getByRole('region', { name: 'Authentication' });
    return (await section.locator('pre code').first().textContent()) ?? '';
  }

  async search(term: string): Promise<void> {
    await field(this.page, 'Search endpoints').fill(term);
  }

  /** Expands the endpoint whose summary is `summary` and waits for its details. */
  async expand(summary: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(summary), expanded: false }).click();
    await expectVisible(this.page.getByRole('heading', { name: 'Code samples' }));
  }

  async generateKey(name: string): Promise<string> {
    await button(this.page, 'Get Your API Key').first().click();
    const dialog = this.page.getByRole('dialog');
    await field(dialog, 'Key name').fill(name);
    await button(dialog, 'Generate Key').click();
    await expectVisible(dialog.getByText(KEY_WARNING));
    const key = (await dialog.getByLabel('Your new API key').textContent()) ?? '';
    await button(dialog, 'Done').click();
    return key;
  }

  async revoke(name: string): Promise<void> {
    await button(this.page, `Revoke ${name}`).click();
    await button(this.page, 'Confirm revoke').click();
    await expectVisible(this.page.getByText('You have no API keys yet.'));
  }
}
