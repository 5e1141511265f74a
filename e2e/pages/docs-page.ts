import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { field, heading } from './locate';

export class DocsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto('/documentation');
    await expectVisible(heading(this.page, 'Documentation'));
    return this;
  }

  async search(term: string): Promise<void> {
    await field(this.page, 'Search documentation').fill(term);
  }

  async openResult(title: string): Promise<void> {
    await this.page.getByRole('region', { name: 'Search results' }).getByRole('button', { name: new RegExp(title) }).click();
    await expectVisible(heading(this.page, title));
  }
}
