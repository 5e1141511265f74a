import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { action } from './locate';
import { TEXT } from './texts';

const T = TEXT.verify;

export class VerifyEmailPage {
  constructor(private readonly page: Page) {}

  readonly goToDashboard = () => action(this.page, T.goToDashboard);

  /** Opens the link from the verification mail (absolute URL on the app). */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async expectSuccess(name?: string): Promise<void> {
    await expectVisible(this.page.getByText(T.success));
    if (name) await expectVisible(this.page.getByText(name));
  }
}
