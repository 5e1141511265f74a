import type { Download, Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, heading } from './locate';

/** The Leads tab (/dashboard/leads): search, collections, CSV import and export. */
export class LeadsPage {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');

  async goto(): Promise<this> {
    await this.page.goto('/dashboard/leads');
    await expectVisible(heading(this.page, 'Leads'));
    return this;
  }

  async createCollection(name: string): Promise<void> {
    await this.page.getByLabel('Collection name').fill(name);
    await button(this.page, 'Create collection').click();
    await expectVisible(this.page.getByRole('heading', { name, exact: true }));
  }

  async openCollection(name: string): Promise<void> {
    await this.page.getByRole('list', { name: 'Collections' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expectVisible(this.page.getByRole('heading', { name, exact: true }));
  }

  async importCsv(fileName: string, csv: string): Promise<string> {
    await button(this.page, 'Import CSV').click();
    await this.dialog().getByLabel('CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expectVisible(this.dialog().getByRole('table', { name: 'Preview' }));
    await button(this.dialog(), 'Import').click();
    const report = this.dialog().getByText(/^Imported /);
    await expectVisible(report, 30_000);
    const text = (await report.textContent())!;
    await button(this.dialog(), 'Close').first().click();
    return text;
  }

  async search(filters: { title?: string; keywords?: string }): Promise<void> {
    if (filters.title) await this.page.getByLabel('Title', { exact: true }).fill(filters.title);
    if (filters.keywords) await this.page.getByLabel('Keywords').fill(filters.keywords);
    await button(this.page, 'Search leads').click();
  }

  async addAllResultsTo(collection: string): Promise<void> {
    await this.page.getByRole('table', { name: 'Search results' }).getByLabel('Select all').check();
    await this.page.getByLabel('Collection', { exact: true }).selectOption({ label: collection });
    await button(this.page, 'Add to collection').click();
  }

  async exportCsv(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button(this.page, 'Export CSV').click()]);
    return download;
  }
}
