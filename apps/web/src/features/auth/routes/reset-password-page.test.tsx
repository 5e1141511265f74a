import type { ErrorBody, ResetPasswordBody } from '@uc/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

describe('reset password page', () => {
  it('enables Reset Password only when the checklist holds, then confirms', async () => {
    let sent: ResetPasswordBody | undefined;
    server.use(
      http.post('*/api/v1/auth/reset-password', async ({ request }) => {
        sent = (await request.json()) as ResetPasswordBody;
        return HttpResponse.json({ message: 'Password reset successfully' });
      }),
    );
    const { user, router } = renderApp('/reset-password?token=abc123');
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords match')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'new-password');
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveTextContent('(met)');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-passwor');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm New Password'), 'd');
    expect(screen.getByText('Passwords match').closest('li')).toHaveTextContent('(met)');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Password reset successfully!' })).toBeInTheDocument();
    expect(sent).toEqual({ token: 'abc123', new_password: 'new-password' });
    await user.click(screen.getByRole('link', { name: 'Continue to Login' }));
    // /auth loads on demand, so the navigation completes a moment after the click.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows the server detail', async () => {
    server.use(http.post('*/api/v1/auth/reset-password', () => HttpResponse.json<ErrorBody>({ detail: 'Invalid or already used password reset link' }, { status: 400 })));
    const { user } = renderApp('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or already used password reset link')).toBeInTheDocument();
  });

  it('without a token says so and moves to /auth', async () => {
    const { router } = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid reset link' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 4000 });
  });

  it('disables the form at once for a reset link that was already used', async () => {
    server.use(
      http.get('*/api/v1/auth/reset-password/status', () =>
        HttpResponse.json({ valid: false, reason: 'used', message: 'This reset link has already been used. Request a new one if you still need to reset your password.' }),
      ),
    );
    renderApp('/reset-password?token=spent');
    expect(await screen.findByText('This reset link has already been used. Request a new one if you still need to reset your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth');
  });
});
