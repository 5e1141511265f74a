import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, field } from './locate';

/** Texts of Profile and settings (spec 001 §2.6, §5). */
export const PROFILE_TEXT = {
  path: '/dashboard/profile',
  saved: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
} as const;

export class ProfilePage {
  constructor(private readonly page: Page) {}

  async goto(tab?: 'security' | 'notifications' | 'preferences'): Promise<this> {
    await this.page.goto(tab ? `${PROFILE_TEXT.path}?tab=${tab}` : PROFILE_TEXT.path);
    await expectVisible(this.page.getByRole('tab', { name: 'Profile' }));
    return this;
  }

  async edit(values: Partial<Record<'Company' | 'Location' | 'Website' | 'Bio', string>>): Promise<void> {
    await button(this.page, 'Edit Profile').click();
    for (const [label, value] of Object.entries(values)) await field(this.page, label).fill(value);
    await button(this.page, 'Save').click();
    await expectVisible(this.page.getByText(PROFILE_TEXT.saved));
  }

  async changePassword(current: string, next: string): Promise<void> {
    await button(this.page, 'Change Password').click();
    const dialog = this.page.getByRole('dialog');
    await field(dialog, 'Current Password').fill(current);
    await field(dialog, 'New Password').fill(next);
    await field(dialog, 'Confirm New Password').fill(next);
    await button(dialog, 'Change Password').click();
    await expectVisible(this.page.getByText(PROFILE_TEXT.passwordChanged));
  }
}
