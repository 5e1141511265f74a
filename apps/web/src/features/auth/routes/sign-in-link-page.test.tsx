import type { ErrorBody, Token } from '@uc/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

describe('sign-in link page', () => {
  it('spends the single-use token once (even in StrictMode), signs in and opens the dashboard', async () => {
    const tokens: string[] = [];
    server.use(
      http.post('*/api/v1/auth/sign-in-link/verify', ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token') ?? '');
        return HttpResponse.json<Token>({ access_token: TEST_TOKEN, token_type: 'bearer', expires_in: 3600 });
      }),
    );
    const { router } = renderApp('/sign-in-link?token=link-1', { strict: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(tokens).toEqual(['link-1']);
    expect(window.localStorage.getItem('access_token')).toBe(TEST_TOKEN);
  });

  it('says when the link was used or expired, with the way back to sign-in', async () => {
    server.use(http.post('*/api/v1/auth/sign-in-link/verify', () => HttpResponse.json<ErrorBody>({ detail: 'This sign-in link has expired. Please request a new one.' }, { status: 400 })));
    renderApp('/sign-in-link?token=old');
    expect(await screen.findByRole('heading', { name: 'Sign-in link not valid' })).toBeInTheDocument();
    expect(screen.getByText('This sign-in link has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/signin');
  });
});
