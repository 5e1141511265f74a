import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { action, heading } from './locate';
import { TEXT } from './texts';

const T = TEXT.checkEmail;

/** "Check Your Email" after registration: names the address the link went to. */
export class CheckEmailPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => heading(this.page, T.heading);
  readonly backToLogin = () => action(this.page, T.backToLogin);

  async expectShown(email: string): Promise<void> {
    await expectVisible(this.heading());
    await expectVisible(this.page.getByText(email));
  }
}
