import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { clearAuth, getToken, takeReturnTo } from '@/lib/auth-storage';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';
import { tokenExpiry } from './silent-refresh';

describe('sessions that outlive the access token', () => {
  it('a 401 is answered by a silent refresh and one retry: no toast, still signed in', async () => {
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await screen.findByRole('heading', { name: 'Billing' }, { timeout: 5000 });
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/auth/refresh', ({ request }) => {
        // The browser sends the httpOnly cookie itself; the client only asks.
        expect(request.credentials).toBe('include');
        return HttpResponse.json({ access_token: 'fresh-token', token_type: 'bearer', expires_in: 3600 });
      }),
      http.get('*/api/v1/protected-probe', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer fresh-token' ? HttpResponse.json({ ok: true }) : HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
      }),
    );
    await api.get('/api/v1/protected-probe');
    expect(seen).toEqual([`Bearer ${TEST_TOKEN}`, 'Bearer fresh-token']);
    expect(getToken()).toBe('fresh-token');
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('without a usable refresh token: one "Session expired" toast, and the deep link is kept for after sign-in', async () => {
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await screen.findByRole('heading', { name: 'Billing' }, { timeout: 5000 });
    window.history.replaceState(null, '', '/dashboard/billing?tab=usage');
    server.use(http.get('*/api/v1/protected-probe', () => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 })));
    await Promise.allSettled([1, 2, 3].map(() => api.get('/api/v1/protected-probe')));
    await waitFor(() => expect(screen.getAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1));
    expect(getToken()).toBeNull();
    expect(takeReturnTo()).toBe('/dashboard/billing?tab=usage');
    expect(takeReturnTo()).toBeNull();
  });

  it('reads the expiry of a JWT for the silent refresh timer', () => {
    const payload = btoa(JSON.stringify({ sub: 'u', exp: 2_000_000_000 })).replace(/=+$/, '');
    expect(tokenExpiry(`h.${payload}.s`)).toBe(2_000_000_000_000);
    expect(tokenExpiry('garbage')).toBeNull();
    clearAuth('logout');
  });
});
