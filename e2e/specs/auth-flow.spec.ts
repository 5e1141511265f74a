import { CheckEmailPage } from '../pages/check-email-page';
import { DashboardPage } from '../pages/dashboard-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { RegisterPage } from '../pages/register-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { SignInPage } from '../pages/sign-in-page';
import { VerifyEmailPage } from '../pages/verify-email-page';
import { expectPath, expectStaysAt } from '../support/expect';
import { describe, test } from '../support/fixtures';
import { Mailbox, RESET_SUBJECT, VERIFY_SUBJECT } from '../support/mailbox';
import { newUser } from '../support/users';

describe('account life cycle', () => {
  test('register, verify by mail, sign in, reset the password, sign in with the new one', async ({ page, mailbox }) => {
    const user = newUser('journey');
    const newPassword = `${user.password}-renewed`;
    const signIn = new SignInPage(page);
    const dashboard = new DashboardPage(page);

    // Register → Check Your Email → the verification mail's link.
    await (await new RegisterPage(page).goto()).register(user);
    await new CheckEmailPage(page).expectShown(user.email);
    const verifyLink = await mailbox.linkFor(user.email, '/verify-email', { subject: VERIFY_SUBJECT });

    // The link verifies and signs in; Go to Dashboard.
    const verify = new VerifyEmailPage(page);
    await verify.open(verifyLink);
    await verify.expectSuccess(user.name);
    await verify.goToDashboard().click();
    await dashboard.expectShown(user.name);
    await dashboard.logout();

    // Sign in with the password.
    await signIn.goto();
    await signIn.signIn(user.email, user.password);
    await dashboard.expectShown(user.name);
    await dashboard.logout();

    // Forgot your password? → mail → reset page → new password.
    await signIn.goto();
    await signIn.openForgotPassword();
    const forgot = new ForgotPasswordPage(page);
    await forgot.expectShown();
    const requestedAt = new Date();
    await forgot.requestReset(user.email);
    await forgot.expectSent();
    const resetLink = await mailbox.linkFor(user.email, '/reset-password', { subject: RESET_SUBJECT, since: requestedAt });
    const reset = new ResetPasswordPage(page);
    await reset.open(resetLink);
    await reset.setPassword(newPassword);
    await reset.expectSuccess();

    // The old password no longer works; the new one does.
    await signIn.goto();
    await signIn.signIn(user.email, user.password);
    await signIn.expectBadCredentials();
    await expectStaysAt(page, '/signin');
    await signIn.signIn(user.email, newPassword);
    await dashboard.expectShown(user.name);
    await expectPath(page, '/dashboard');
  });

  test('the verification link is single use', async ({ page, baseURL }) => {
    const user = newUser('reuse');
    const reg = await fetch(`${baseURL}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    const link = await new Mailbox(baseURL).linkFor(user.email, '/verify-email', { subject: VERIFY_SUBJECT });
    const verify = new VerifyEmailPage(page);
    await verify.open(link);
    await verify.expectSuccess();
    // A second visit must not claim success (or sign in) again: it says the address is already verified.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await verify.open(link);
    await page.getByRole('heading', { name: 'Email already verified' }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Sign In' }).waitFor({ state: 'visible' });
  });
});
