import { readFile } from 'node:fs/promises';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

describe('diagnostics', () => {
  test('the system health check runs real checks and downloads the report; the agent-service suite is honest when nothing is configured', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    const signIn = await new SignInPage(page).goto();
    await signIn.signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);

    await page.getByRole('link', { name: 'System health' }).click();
    await page.getByRole('button', { name: 'Start Health Check' }).click();
    // The local defaults: the database and storage work; mail, model and payments run in their local modes.
    await expectVisible(page.getByText(/Embedded PGlite answered; \d+ migrations applied/));
    await expectVisible(page.getByText(/No model configured: answers come from the built-in offline engine/));
    await expectVisible(page.getByText('Alex Strategic'), 60_000);
    await expect.poll(() => page.getByRole('button', { name: 'Download Report' }).isEnabled(), { timeout: 60_000 }).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toBe('system-health-check-report.md');
    const report = await readFile((await download.path())!, 'utf8');
    expect(report).toContain('# System Health Check Report');
    expect(report).toMatch(/\| Database \| success \|/);
    expect(report).toMatch(/\| File storage \| success \|/);
    expect(report).toMatch(/\| Mail \| warning \|/);
    expect(report).toMatch(/\| Alex Strategic \(strategic\) \| success \|/);
    expect(report).toMatch(/\| Pitch Agent \(pitch\) \| skipped \|/);

    await page.getByRole('link', { name: 'Agent service tests' }).click();
    await page.getByRole('button', { name: 'Run Tests' }).click();
    await expectVisible(page.getByText(/No checks ran: nothing is configured/));
    const messages = await page.getByTestId('check-message').allTextContents();
    expect(messages).toHaveLength(7);
    expect(messages[0]).toBe('Agent service health: not configured (set AGENT_SERVICE_URL)');
    expect(messages.every((m) => m.includes('not configured (set '))).toBe(true);
  });
});
