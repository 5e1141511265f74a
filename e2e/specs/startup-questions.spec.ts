import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { StartupPage } from '../pages/startup-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, tokenFor } from '../support/users';

describe('startup screen questions', () => {
  test('a figure the model could not place is asked; answering updates the forecast without a reload', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    const headers = { authorization: `Bearer ${await tokenFor(baseURL, user)}`, 'content-type': 'application/json' };
    const profile = {
      startup_name: 'CEPcheck', idea: 'Address validation API for Brazilian checkouts: R$ 0,09 por endereço validado.',
      stage: 'mvp', industry: 'Developer tools', target_customers: 'Brazilian online shops', business_model: 'Usage-based API', team_size: 2,
    };
    expect((await fetch(`${baseURL}/api/v1/chat/startup-profile`, { method: 'PUT', headers, body: JSON.stringify(profile) })).status).toBe(200);

    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const startup = new StartupPage(page);
    await startup.open();
    const card = startup.question(/Question about “R\$ 0,09/);
    await expectVisible(card);
    await expectVisible(card.getByText(/You wrote "R\$ 0,09/));
    const price = startup.assumption('Price per 1,000 API calls');
    expect(await price.inputValue()).not.toBe('90');
    const chartBefore = await startup.revenueChart().getAttribute('aria-label');

    await card.getByRole('button', { name: 'Use this figure' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(() => price.inputValue()).toBe('90');
    await expect.poll(() => startup.revenueChart().getAttribute('aria-label')).not.toBe(chartBefore);
    const stored = (await (await fetch(`${baseURL}/api/v1/startup/model`, { headers })).json()) as { questions: { id: string }[]; version: number };
    expect(stored.version).toBe(1);
    // Only the market's own question stays (Brazilian online shops are not counted in the model's table).
    expect(stored.questions.map((q) => q.id)).toEqual(['market-size']);
  });
});
