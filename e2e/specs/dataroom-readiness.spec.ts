import { DataRoomPage } from '../pages/dataroom-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

describe('data room readiness', () => {
  test('an unlinked file leaves readiness at 0%; linking it to the Cap table item moves it', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const room = await new DataRoomPage(page).goto();
    await expectVisible(room.readiness());
    expect(await room.readiness().getAttribute('aria-valuenow')).toBe('0');

    await room.upload({ name: 'cap-table.csv', mimeType: 'text/csv', buffer: Buffer.from('holder,shares\nAda,1000\n') });
    await expectVisible(room.row('cap-table.csv'));
    // Uploaded but not linked: the readiness does not move.
    expect(await room.readiness().getAttribute('aria-valuenow')).toBe('0');
    await expectVisible(page.getByText(/^0 of \d+ checklist documents in place$/));

    await room.acceptSuggestion('cap-table.csv', 'Cap table');
    await expectVisible(page.getByText('Counts as Cap table'));
    await expectVisible(page.getByText(/^1 of \d+ checklist documents in place$/));
    expect(Number(await room.readiness().getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  });
});
