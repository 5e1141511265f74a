import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { action, button, field, heading } from './locate';
import { TEXT } from './texts';

const T = TEXT.signIn;

export class SignInPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => heading(this.page, T.heading);
  readonly email = () => field(this.page, T.email);
  readonly password = () => field(this.page, T.password);
  readonly submit = () => button(this.page, T.submit);
  readonly forgotPasswordLink = () => action(this.page, T.forgotPassword);

  async goto(): Promise<this> {
    await this.page.goto(T.path);
    await this.expectShown();
    return this;
  }

  async expectShown(): Promise<void> {
    await expectVisible(this.heading());
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }

  async expectBadCredentials(): Promise<void> {
    await expectVisible(this.page.getByText(T.badCredentials));
  }

  async openForgotPassword(): Promise<void> {
    await this.forgotPasswordLink().click();
  }
}
