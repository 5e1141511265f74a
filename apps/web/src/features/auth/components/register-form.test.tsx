import type { ErrorBody, PublicConfig, RegisterBody, User } from '@uc/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testConfig, testUser } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

async function openRegister(path = '/signup') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Create Account' });
  return app;
}

describe('register form', () => {
  it('opens in register mode on /auth?mode=register', async () => {
    await openRegister('/auth?mode=register');
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });

  it('keeps Create Account disabled until every rule holds', async () => {
    const { user } = await openRegister();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'different');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('takes the minimum length from the server config', async () => {
    server.use(http.get('*/api/v1/config', () => HttpResponse.json<PublicConfig>({ ...testConfig, password_min_length: 12 })));
    const { user } = await openRegister();
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '12345678901');
    await user.type(screen.getByLabelText('Confirm Password'), '12345678901');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '2');
    await user.type(screen.getByLabelText('Confirm Password'), '2');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows "Email already registered" inline', async () => {
    server.use(http.post('*/api/v1/auth/register', () => HttpResponse.json<ErrorBody>({ detail: 'Email already registered' }, { status: 400 })));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
  });

  it('sends the contract body and shows Check Your Email with the server credit figure', async () => {
    let sent: RegisterBody | undefined;
    server.use(
      http.get('*/api/v1/config', () => HttpResponse.json<PublicConfig>({ ...testConfig, signup_credits: 250, dev_mailbox: true })),
      http.post('*/api/v1/auth/register', async ({ request }) => {
        sent = (await request.json()) as RegisterBody;
        return HttpResponse.json<User>({ ...testUser, email: 'new@example.com', email_verified: false }, { status: 201 });
      }),
    );
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Full Name'), 'New Founder');
    await user.type(screen.getByLabelText('Email Address'), 'New@Example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(sent).toEqual({ name: 'New Founder', email: 'new@example.com', password: 'password123' });
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText('250 free credits')).toBeInTheDocument();
    expect(screen.getByText('Registration successful! Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the dev mailbox' })).toHaveAttribute('href', '/dev/mail');

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
