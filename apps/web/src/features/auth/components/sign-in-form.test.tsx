import type { EmailBody, ErrorBody, Token } from '@uc/contract';
import { BAD_CREDENTIALS_DETAIL, UNVERIFIED_DETAIL } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

async function openSignIn(path = '/signin') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome Back' });
  return app;
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email = 'ada@example.com', password = 'password123') {
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in form', () => {
  it('has the spec texts and keeps Sign In disabled while a field is empty', async () => {
    const { user } = await openSignIn('/auth');
    expect(screen.getByText('Or continue with email')).toBeInTheDocument();
    expect(screen.getByText(/social authentication is temporarily disabled/i)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toBeEnabled();
  });

  it('toggles password visibility', async () => {
    const { user } = await openSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('posts a form-encoded login, stores the token and goes to the dashboard', async () => {
    let body = '';
    let contentType = '';
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        body = await request.text();
        return HttpResponse.json<Token>({ access_token: TEST_TOKEN, token_type: 'bearer', expires_in: 3600 });
      }),
    );
    const { user, router } = await openSignIn();
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(body).get('username')).toBe('ada@example.com');
    expect(window.localStorage.getItem('access_token')).toBe(TEST_TOKEN);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'ada@example.com' });
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('shows the wrong-credentials message with a way to register, and no session-expired toast', async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json<ErrorBody>({ detail: BAD_CREDENTIALS_DETAIL }, { status: 401 })));
    const { user } = await openSignIn();
    await fillAndSubmit(user);
    expect(await screen.findByText('Incorrect email or password. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account instead' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('offers to resend the verification mail to an unverified account', async () => {
    let resentTo: string | undefined;
    server.use(
      http.post('*/api/v1/auth/login', () => HttpResponse.json<ErrorBody>({ detail: UNVERIFIED_DETAIL }, { status: 403 })),
      http.post('*/api/v1/auth/resend-verification', async ({ request }) => {
        resentTo = ((await request.json()) as EmailBody).email;
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const { user } = await openSignIn();
    await fillAndSubmit(user);
    const alert = await screen.findByText(UNVERIFIED_DETAIL);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findAllByText('Verification email sent! Please check your inbox.')).not.toHaveLength(0);
    expect(resentTo).toBe('ada@example.com');
  });

  it('shows the rate-limit detail', async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json<ErrorBody>({ detail: 'Too many sign-in attempts. Please wait a minute and try again.' }, { status: 429 })));
    const { user } = await openSignIn();
    await fillAndSubmit(user);
    expect(await screen.findByText('Too many sign-in attempts. Please wait a minute and try again.')).toBeInTheDocument();
  });

  it('offers a throttled account a one-time sign-in link by e-mail (not the reset mail)', async () => {
    const THROTTLED = 'Too many sign-in attempts for this account. Please try again in 8 seconds, or get a one-time sign-in link by e-mail.';
    let linkFor: string | undefined;
    let resetAsked = false;
    server.use(
      http.post('*/api/v1/auth/login', () => HttpResponse.json<ErrorBody>({ detail: THROTTLED }, { status: 429, headers: { 'retry-after': '8' } })),
      http.post('*/api/v1/auth/sign-in-link', async ({ request }) => {
        linkFor = ((await request.json()) as EmailBody).email;
        return HttpResponse.json({ message: 'If an account exists for this email, a one-time sign-in link has been sent. It is valid for 15 minutes.' });
      }),
      http.post('*/api/v1/auth/forgot-password', () => {
        resetAsked = true;
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const { user } = await openSignIn();
    await fillAndSubmit(user);
    const alert = await screen.findByText(THROTTLED);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('If an account exists for ada@example.com, a one-time sign-in link is on its way. It is valid for 15 minutes.')).toBeInTheDocument();
    expect(linkFor).toBe('ada@example.com');
    expect(resetAsked).toBe(false);
  });

  it('switches to forgot password and confirms the mail was sent', async () => {
    server.use(http.post('*/api/v1/auth/forgot-password', () => HttpResponse.json({ message: 'ok' })));
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const send = await screen.findByRole('button', { name: 'Send Reset Link' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/valid for 1 hour/)).toBeInTheDocument();
    expect(screen.getByText('Password reset email sent!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('opens the auth modal from the public header and lands on the dashboard after sign-in', async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json<Token>({ access_token: TEST_TOKEN, token_type: 'bearer', expires_in: 3600 })));
    const { user, router } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email Address'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
