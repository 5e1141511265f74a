import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { action, button, field } from './locate';
import { TEXT } from './texts';

const T = TEXT.reset;

export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  readonly password = () => field(this.page, T.password);
  readonly confirm = () => field(this.page, T.confirm);
  readonly submit = () => button(this.page, T.submit);
  readonly continueToLogin = () => action(this.page, T.continue);

  /** Opens the link from the reset mail (absolute URL on the app). */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await expectVisible(this.password());
  }

  async setPassword(newPassword: string): Promise<void> {
    await this.password().fill(newPassword);
    await this.confirm().fill(newPassword);
    await this.submit().click();
  }

  async expectSuccess(): Promise<void> {
    await expectVisible(this.page.getByText(T.success));
  }
}
