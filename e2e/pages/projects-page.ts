import type { Download, FrameLocator, Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, heading } from './locate';

/** The App Builder tab (/dashboard/app-builder): prompt → project → editor, preview, deploy. */
export class AppBuilderPage {
  constructor(private readonly page: Page) {}

  readonly preview = (): FrameLocator => this.page.frameLocator('iframe[title="App preview"]');
  readonly fileTree = () => this.page.getByRole('navigation', { name: 'Project files' });
  readonly editor = () => this.page.getByTestId('code-editor').locator('.cm-content');

  async goto(): Promise<this> {
    await this.page.goto('/dashboard/app-builder');
    await expectVisible(heading(this.page, 'App Builder'));
    return this;
  }

  async generate(prompt: string, template: string): Promise<void> {
    await this.page.getByLabel('Describe the app you want').fill(prompt);
    await this.page.getByLabel('Template').selectOption({ label: template });
    await this.page.getByRole('button', { name: /Generate app/ }).click();
    await expectVisible(this.fileTree(), 30_000);
  }

  async openFile(name: string): Promise<void> {
    await this.fileTree().getByRole('button', { name, exact: true }).click();
  }

  /** Puts the cursor at the end of `line` (1-based), moves it `left` characters back, and types. */
  async typeAt(line: number, left: number, text: string): Promise<void> {
    await this.editor().click();
    await this.page.keyboard.press('Control+Home');
    for (let i = 1; i < line; i++) await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('End');
    for (let i = 0; i < left; i++) await this.page.keyboard.press('ArrowLeft');
    await this.page.keyboard.type(text);
  }

  async save(): Promise<void> {
    await this.page.keyboard.press('Control+s');
  }

  /** Deploys and returns the public address shown in the dialog. */
  async deploy(): Promise<string> {
    await button(this.page, 'Deploy').click();
    const link = this.page.getByRole('dialog').getByTestId('deploy-url');
    await expectVisible(link, 60_000);
    const url = (await link.getAttribute('href'))!;
    await this.page.keyboard.press('Escape');
    return url;
  }

  async exportZip(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button(this.page, 'Export .zip').click()]);
    return download;
  }

  /** The Submissions dialog: what visitors sent through the deployed app's forms. */
  async openSubmissions() {
    await button(this.page, 'Submissions').click();
    const dialog = this.page.getByRole('dialog', { name: /Submissions to/ });
    await expectVisible(dialog);
    return dialog;
  }

  async deleteProject(): Promise<void> {
    await button(this.page, 'Delete').click();
    await button(this.page, 'Delete project').click();
  }
}
