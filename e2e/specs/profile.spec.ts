import { DashboardPage } from '../pages/dashboard-page';
import { PROFILE_TEXT, ProfilePage } from '../pages/profile-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectHidden, expectVisible } from '../support/expect';
import { describe, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

describe('profile and settings', () => {
  test('edits the profile, keeps it after a reload, and changes the password that then signs in', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);

    const profile = await new ProfilePage(page).goto();
    await profile.edit({ Company: 'PawPal GmbH', Location: 'Berlin', Website: 'https://pawpal.example' });
    await page.reload();
    await expectVisible(page.getByText('PawPal GmbH'));
    await expectVisible(page.getByText('Berlin'));

    await profile.goto('security');
    const newPassword = `${user.password}-new`;
    await profile.changePassword(user.password, newPassword);
    // The toast sits over the header's Logout button (top-right) until it times out.
    await expectHidden(page.getByText(PROFILE_TEXT.passwordChanged));
    await new DashboardPage(page).logout();
    const signIn = await new SignInPage(page).goto();
    await signIn.signIn(user.email, user.password);
    await signIn.expectBadCredentials();
    await signIn.signIn(user.email, newPassword);
    await new DashboardPage(page).expectShown(user.name);
    await page.goto(PROFILE_TEXT.path);
    await expectVisible(page.getByText('PawPal GmbH'));
  });
});
