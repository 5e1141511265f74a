import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectPath } from '../support/expect';
import { describe, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

describe('unknown paths', () => {
  test('redirect to / when signed out', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectPath(page, '/');
  });

  test('redirect to /dashboard when signed in', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    const signIn = await new SignInPage(page).goto();
    await signIn.signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);

    await page.goto('/no-such-page');
    await expectPath(page, '/dashboard');
  });

  test('a signed-in user on /signin goes to /dashboard', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    const signIn = await new SignInPage(page).goto();
    await signIn.signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);

    await page.goto('/signin');
    await expectPath(page, '/dashboard');
  });
});
