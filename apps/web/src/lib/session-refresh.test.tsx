import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api, refreshAccessToken, SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { clearAuth, getToken, setToken, takeReturnTo } from '@/lib/auth-storage';
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

/** Web Locks as the browser gives them: one holder per name, browser-wide (every tab), the rest queue. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, work: () => Promise<unknown>) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

describe('several open tabs renew the session once', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
    clearAuth('logout');
  });

  it('a tab that waited on the lock while another renewed takes the stored token instead of spending the cookie again', async () => {
    const request = fakeLocks();
    setToken('old-token');
    let refreshCalls = 0;
    server.use(
      http.post('*/api/v1/auth/refresh', () => {
        refreshCalls++;
        return HttpResponse.json({ access_token: `renewed-${refreshCalls}`, token_type: 'bearer', expires_in: 3600 });
      }),
    );
    // The other tab holds the lock, renews, and stores its token in the shared storage.
    let release!: () => void;
    const otherTab = request('uc-auth-refresh', () => new Promise<void>((resolve) => (release = resolve)));
    const mine = refreshAccessToken();
    await waitFor(() => expect(release).toBeTypeOf('function'));
    setToken('from-the-other-tab');
    release();
    await otherTab;
    expect(await mine).toBe('from-the-other-tab');
    expect(refreshCalls).toBe(0);
    // Alone, the tab renews itself, once for all its concurrent callers.
    const [a, b] = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect([a, b]).toEqual(['renewed-1', 'renewed-1']);
    expect(refreshCalls).toBe(1);
    expect(getToken()).toBe('renewed-1');
  });
});
