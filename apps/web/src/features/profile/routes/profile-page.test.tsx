import type { Profile } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN, testUser } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

function profileApi() {
  let profile: Profile = { name: testUser.name, email: testUser.email, phone: '', company: 'PawPal', location: '', bio: '', website: '', linkedin: '', avatar_url: null, joinDate: '2026-01-02T10:00:00.000Z' };
  const passwordCalls: unknown[] = [];
  server.use(
    http.get('*/api/v1/profile', () => HttpResponse.json(profile)),
    http.put('*/api/v1/profile', async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      profile = { ...profile, ...body, email: profile.email };
      return HttpResponse.json(profile);
    }),
    http.post('*/api/v1/auth/change-password', async ({ request }) => {
      passwordCalls.push(await request.json());
      return HttpResponse.json({ message: 'Password changed successfully' });
    }),
    http.get('*/api/v1/profile/sessions', () =>
      HttpResponse.json({ items: [{ id: 's1', device: 'Chrome on Linux', created_at: '2026-01-02T10:00:00.000Z', last_used_at: null, current: true }] }),
    ),
  );
  return { passwordCalls };
}

describe('Profile page', { timeout: 20_000 }, () => {
  it('edits the profile: Cancel restores, invalid fields are named, Save persists', async () => {
    profileApi();
    const { user } = renderApp('/dashboard/profile', { token: TEST_TOKEN });
    expect(await screen.findByText('PawPal', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), 'Changed Inc');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('PawPal')).toBeInTheDocument();
    expect(screen.queryByText('Changed Inc')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await user.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Website must be a valid http:// or https:// address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'https://pawpal.example');
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://pawpal.example' })).toBeInTheDocument();
  });

  it('checks the new password in the Change Password dialog before calling the server', async () => {
    const { passwordCalls } = profileApi();
    const { user } = renderApp('/dashboard/profile?tab=security', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password-1');
    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('New passwords do not match')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Confirm New Password'));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(passwordCalls).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.type(within(dialog).getByLabelText('New Password'), 'long-enough-9');
    await user.clear(within(dialog).getByLabelText('Confirm New Password'));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'long-enough-9');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(passwordCalls[0]).toEqual({ currentPassword: 'old-password-1', newPassword: 'long-enough-9' });
    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument();
  });

  it('deletes the account only after the e-mail is typed, then signs out to the home page', async () => {
    profileApi();
    let deleted = 0;
    server.use(
      http.delete('*/api/v1/auth/delete-account', () => {
        deleted += 1;
        return HttpResponse.json({ message: 'Account deleted successfully' });
      }),
    );
    const { user, router } = renderApp('/dashboard/profile?tab=security', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(`Type ${testUser.email} to confirm`), 'someone@else.com');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(`Type ${testUser.email} to confirm`));
    await user.type(within(dialog).getByLabelText(`Type ${testUser.email} to confirm`), testUser.email);
    await user.click(confirm);
    expect(await screen.findByText('Your account was deleted', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
