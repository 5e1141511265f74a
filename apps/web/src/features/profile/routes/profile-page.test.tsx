import type { Profile } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_TOKEN, testUser } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

function profileApi() {
  let profile: Profile = { name: testUser.name, email: testUser.email, phone: '', company: 'PawPal', location: '', bio: '', website: '', linkedin: '', avatar_url: null, company_logo_url: null, joinDate: '2026-01-02T10:00:00.000Z' };
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

/** The logo endpoints: what was uploaded (type and size) and whether the session went along. */
function logoApi(start: Profile) {
  let profile = start;
  const uploads: { type: string | null; size: number }[] = [];
  const reads: (string | null)[] = [];
  server.use(
    http.get('*/api/v1/profile', () => HttpResponse.json(profile)),
    http.post('*/api/v1/profile/logo', async ({ request }) => {
      const body = await request.arrayBuffer();
      uploads.push({ type: request.headers.get('content-type'), size: body.byteLength });
      // The server reads the bytes: a 10-byte "PNG" is not one.
      if (body.byteLength === 10) return HttpResponse.json({ detail: 'The logo must be a PNG or JPEG image' }, { status: 415 });
      profile = { ...profile, company_logo_url: `/api/v1/profile/logo?v=logo-${uploads.length}.png` };
      return HttpResponse.json(profile);
    }),
    http.get('*/api/v1/profile/logo', ({ request }) => {
      reads.push(request.headers.get('authorization'));
      return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    }),
    http.delete('*/api/v1/profile/logo', () => {
      profile = { ...profile, company_logo_url: null };
      return HttpResponse.json(profile);
    }),
  );
  return { uploads, reads };
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

  it('uploads the company logo investors see, shows it with the session, refuses what the server refuses, and removes it', async () => {
    const createObjectURL = vi.fn(() => 'blob:logo');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { uploads, reads } = logoApi({ name: testUser.name, email: testUser.email, phone: '', company: 'PawPal', location: '', bio: '', website: '', linkedin: '', avatar_url: null, company_logo_url: null, joinDate: '2026-01-02T10:00:00.000Z' });
    const { user } = renderApp('/dashboard/profile', { token: TEST_TOKEN });
    const section = await screen.findByRole('region', { name: 'Company logo' }, { timeout: 5000 });
    expect(within(section).getByText('No logo')).toBeInTheDocument();
    expect(within(section).getByText(/PNG or JPEG, up to 512 KB and 1024 × 1024 px/)).toBeInTheDocument();

    const input = within(section).getByLabelText('Choose company logo');
    await user.upload(input, new File([new Uint8Array(10)], 'renamed.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be a PNG or JPEG image')).toBeInTheDocument();
    // Too large is refused before any upload.
    await user.upload(input, new File([new Uint8Array(512 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be at most 512 KB')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);

    await user.upload(input, new File([new Uint8Array(20)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo updated')).toBeInTheDocument();
    expect(uploads.at(-1)).toEqual({ type: 'image/png', size: 20 });
    const img = await within(section).findByRole('img', { name: 'PawPal logo' });
    expect(img).toHaveAttribute('src', 'blob:logo');
    expect(reads).toEqual([`Bearer ${TEST_TOKEN}`]);

    await user.click(within(section).getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(within(section).getByText('No logo')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
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
