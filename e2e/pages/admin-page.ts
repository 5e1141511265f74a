import type { Download, Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, field, heading } from './locate';

/** Texts of the superuser admin (spec 001 §2.7, §8 "Admin"). */
export const ADMIN_TEXT = {
  path: '/dashboard/admin',
  title: 'Superuser Dashboard',
  denied: 'Access Denied',
  deniedDetail: "You don't have permission to access this dashboard.",
  allocated: (n: number, email: string) => `Successfully allocated ${n} credits to ${email}`,
  deactivated: (email: string) => `User ${email} deactivated`,
} as const;

export class AdminPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto(ADMIN_TEXT.path);
    await expectVisible(heading(this.page, ADMIN_TEXT.title));
    return this;
  }

  async openUsers(search: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Users' }).click();
    await this.page.getByLabel('Search users').fill(search);
    await expectVisible(this.page.getByTestId('admin-user-row').filter({ hasText: search }));
  }

  async allocate(email: string, credits: number, reason: string): Promise<void> {
    await button(this.page, `Allocate credits to ${email}`).click();
    const dialog = this.page.getByRole('dialog');
    await field(dialog, 'Credit Amount').fill(String(credits));
    await field(dialog, 'Reason').fill(reason);
    await button(dialog, 'Allocate Credits').click();
    await expectVisible(this.page.getByText(ADMIN_TEXT.allocated(credits, email)));
  }

  async deactivate(email: string): Promise<void> {
    await button(this.page, `Deactivate ${email}`).click();
    // Deactivation signs the user out: the admin confirms it first.
    await button(this.page.getByRole('alertdialog'), 'Deactivate').click();
    await expectVisible(this.page.getByText(ADMIN_TEXT.deactivated(email)));
  }

  async exportCsv(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button(this.page, 'Export CSV').click()]);
    return download;
  }
}
