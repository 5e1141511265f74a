import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, field, heading } from './locate';
import { TEXT } from './texts';

const T = TEXT.forgot;

/** The forgot-password view, reached from "Forgot your password?" on the sign-in page. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  readonly email = () => field(this.page, T.email);
  readonly submit = () => button(this.page, T.submit);

  async expectShown(): Promise<void> {
    await expectVisible(this.submit());
  }

  async requestReset(email: string): Promise<void> {
    await this.email().fill(email);
    await this.submit().click();
  }

  async expectSent(): Promise<void> {
    await expectVisible(heading(this.page, T.sentHeading));
  }
}
