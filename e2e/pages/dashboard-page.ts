import type { Page } from 'playwright-core';
import { expectPath, expectVisible } from '../support/expect';
import { button, heading } from './locate';
import { TEXT } from './texts';

const T = TEXT.dashboard;

export class DashboardPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => heading(this.page, T.heading);
  readonly logoutButton = () => button(this.page, T.logout);

  async goto(): Promise<void> {
    await this.page.goto(T.path);
  }

  /** On /dashboard with the header and the signed-in user's name. */
  async expectShown(userName: string): Promise<void> {
    await expectPath(this.page, T.path);
    await expectVisible(this.heading());
    await expectVisible(this.page.getByText(userName));
    await expectVisible(this.logoutButton());
  }

  /** Logout goes to / (spec 000 §2). */
  async logout(): Promise<void> {
    await this.logoutButton().click();
    await expectPath(this.page, '/');
  }
}
