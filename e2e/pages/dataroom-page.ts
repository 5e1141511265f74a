import type { Download, Locator, Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, heading } from './locate';

/** The Data Room tab (/dashboard/data-room): files and folders, and the document generator. */
export class DataRoomPage {
  constructor(private readonly page: Page) {}

  readonly search = () => this.page.getByRole('searchbox', { name: 'Search files' });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly row = (name: string): Locator => this.page.getByRole('row').filter({ hasText: name });

  async goto(): Promise<this> {
    await this.page.goto('/dashboard/data-room');
    await expectVisible(heading(this.page, 'Data Room'));
    return this;
  }

  /** Uploads through 'Select Files' and waits until the file's progress bar reports it uploaded. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await button(this.page, 'Upload Files').first().click();
    await this.dialog().getByLabel('Choose files to upload').setInputFiles(file);
    await expectVisible(this.dialog().getByRole('progressbar', { name: `Uploading ${file.name}` }));
    await expectVisible(this.dialog().getByLabel('Uploaded'), 30_000);
    await this.page.keyboard.press('Escape');
  }

  readonly readiness = () => this.page.getByRole('progressbar', { name: 'Data room completion' });

  /** One click on the "Mark as …?" suggestion shown beside a file whose name points to a checklist item. */
  async acceptSuggestion(fileName: string, itemLabel: string): Promise<void> {
    await button(this.page, `Mark ${fileName} as ${itemLabel}`).click();
  }

  async searchFor(text: string): Promise<void> {
    await this.search().fill(text);
  }

  async download(name: string): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button(this.page, `Download ${name}`).click()]);
    return download;
  }

  async delete(name: string): Promise<void> {
    await button(this.page, `Delete ${name}`).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  }

  async generateSuite(idea: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Generate Documents' }).click();
    await this.page.getByLabel('Describe Your Startup Idea').fill(idea);
    await button(this.page, 'Generate Complete Suite').click();
  }

  async downloadGenerated(title: string): Promise<Download> {
    const target = button(this.page, `Download ${title}`);
    await expectVisible(target, 60_000);
    const [download] = await Promise.all([this.page.waitForEvent('download'), target.click()]);
    return download;
  }
}
