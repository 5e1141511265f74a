import type { ErrorBody, VerifyEmailResponse } from '@uc/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

describe('verify email page', () => {
  it('posts the single-use token once (even in StrictMode), signs in and welcomes the user', async () => {
    const tokens: string[] = [];
    server.use(
      http.post('*/api/v1/auth/verify-email', ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token') ?? '');
        return HttpResponse.json<VerifyEmailResponse>({ access_token: TEST_TOKEN, token_type: 'bearer', expires_in: 3600, user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
      }),
    );
    const { user, router } = renderApp('/verify-email?token=tok-1', { strict: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully! Your account is now active.')).toBeInTheDocument();
    expect(await screen.findByText('Email verified successfully! You are now logged in.')).toBeInTheDocument();
    expect(screen.getByText('100 free credits to get started')).toBeInTheDocument();
    // Claims come from the server's config: no "200+", no video studio without a Tavus key.
    expect(screen.getByText('16 integrations, 3 ready without a connector key')).toBeInTheDocument();
    expect(screen.queryByText('Video studio')).not.toBeInTheDocument();
    expect(tokens).toEqual(['tok-1']);
    expect(window.localStorage.getItem('access_token')).toBe(TEST_TOKEN);

    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('recognises an expired link and offers a resend by email', async () => {
    server.use(
      http.post('*/api/v1/auth/verify-email', () => HttpResponse.json<ErrorBody>({ detail: 'This verification link has expired. Please request a new one.' }, { status: 400 })),
      http.post('*/api/v1/auth/resend-verification', () => HttpResponse.json({ message: 'ok' })),
    );
    const { user } = renderApp('/verify-email?token=old');
    expect(await screen.findByRole('heading', { name: 'Verification Link Expired' })).toBeInTheDocument();
    expect(screen.getByText('This verification link has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/signin');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findAllByText('Verification email sent! Please check your inbox.')).not.toHaveLength(0);
  });

  it('shows other failures as errors', async () => {
    server.use(http.post('*/api/v1/auth/verify-email', () => HttpResponse.json<ErrorBody>({ detail: 'Invalid or already used verification link' }, { status: 400 })));
    renderApp('/verify-email?token=used');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or already used verification link')).toBeInTheDocument();
  });

  it('a reused link for a verified account says it is already verified, not that it failed', async () => {
    server.use(http.post('*/api/v1/auth/verify-email', () => HttpResponse.json<ErrorBody>({ detail: 'This email address is already verified. You can sign in.' }, { status: 409 })));
    renderApp('/verify-email?token=used');
    expect(await screen.findByRole('heading', { name: 'Email already verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('heading', { name: 'Verification Failed' })).not.toBeInTheDocument();
  });

  it('without a token says the link is invalid', async () => {
    renderApp('/verify-email');
    expect(await screen.findByText('Invalid verification link. Please check your email for the correct link.')).toBeInTheDocument();
  });
});
