import type { Page } from 'playwright-core';
import type { TestUser } from '../support/users';
import { expectVisible } from '../support/expect';
import { button, field, heading } from './locate';
import { TEXT } from './texts';

const T = TEXT.register;

export class RegisterPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => heading(this.page, T.heading);
  readonly name = () => field(this.page, T.name);
  readonly email = () => field(this.page, T.email);
  readonly password = () => field(this.page, T.password);
  readonly confirm = () => field(this.page, T.confirm);
  readonly submit = () => button(this.page, T.submit);

  async goto(): Promise<this> {
    await this.page.goto(T.path);
    await expectVisible(this.heading());
    return this;
  }

  async register(user: TestUser): Promise<void> {
    await this.name().fill(user.name);
    await this.email().fill(user.email);
    await this.password().fill(user.password);
    await this.confirm().fill(user.password);
    await this.submit().click();
  }
}
