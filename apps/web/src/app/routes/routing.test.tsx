import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, TEST_TOKEN, testConfig } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

describe('start-up', () => {
  it('shows the loading screen until auth and health are known', async () => {
    renderApp('/', { token: TEST_TOKEN });
    expect(screen.getByText('Loading your AI business partner...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the unhealthy screen when /health reports a status other than healthy', async () => {
    server.use(http.get('*/health', () => HttpResponse.json({ status: 'unhealthy', database: 'error', version: 'x' }, { status: 503 })));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('starts normally when the health call itself fails', async () => {
    server.use(http.get('*/health', () => HttpResponse.error()));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /AI Co-founder team/ })).toBeInTheDocument();
  });

  it('treats a stored token the server rejects as an expired session', async () => {
    const { router } = renderApp('/pricing', { token: 'stale' });
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });
});

describe('video studio link', () => {
  it('is a dashboard tab when Tavus is configured, and absent otherwise', async () => {
    const { unmount } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 5000 });
    await within(nav).findByRole('link', { name: 'Billing' });
    expect(within(nav).queryByRole('link', { name: 'Video Studio' })).toBeNull();
    unmount();

    server.use(http.get('*/api/v1/config', () => HttpResponse.json({ ...testConfig, video_studio: true })));
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    const link = await within(await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 5000 })).findByRole('link', { name: 'Video Studio' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/dashboard/video-studio');
  });
});

describe('access gating', () => {
  it('shows the sign-in gate to a signed-out visitor on /dashboard', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it.each(['/data-room', '/billing', '/profile', '/superuser', '/dashboard/billing'])('gates %s when signed out', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeInTheDocument();
  });

  it('redirects a signed-in user from /signin to /dashboard', async () => {
    const { router } = renderApp('/signin', { token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/auth', '/signup'])('redirects a signed-in user from %s to /dashboard', async (path) => {
    const { router } = renderApp(path, { token: TEST_TOKEN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends unknown paths home when signed out', async () => {
    const { router } = renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends unknown paths to the dashboard when signed in', async () => {
    const { router } = renderApp('/no-such-page', { token: TEST_TOKEN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps public pages reachable when signed out', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Built for founders who build alone' })).toBeInTheDocument();
    expect(screen.getByText('Your 24/7 AI Co-founder team for building, growing, and scaling successful startups.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Built with Bolt.new' })).toHaveAttribute('href', 'https://bolt.new/');
  });

  it('moves the top-level shortcuts into the dashboard', async () => {
    const { router } = renderApp('/billing', { token: TEST_TOKEN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/billing'));
    expect(await screen.findByTestId('available-credits')).toHaveTextContent('100');
  });
});

describe('dashboard shell', () => {
  it('shows the user, the tabs without Admin for a regular user, and marks Chat active on /dashboard', async () => {
    renderApp('/dashboard', { token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    const tabs = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(tabs).toEqual(['Chat', 'Startup', 'App Builder', 'Data Room', 'Integrations', 'Leads', 'Billing', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Admin before Profile for a superuser', async () => {
    renderApp('/dashboard', { token: ADMIN_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const tabs = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(tabs).toEqual(['Chat', 'Startup', 'App Builder', 'Data Room', 'Integrations', 'Leads', 'Billing', 'Admin', 'Profile']);
  });

  it('marks the tab whose path starts the location, and not Chat', async () => {
    renderApp('/dashboard/integrations', { token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current');
  });

  it('switches tabs by clicking', async () => {
    const { user, router } = renderApp('/dashboard', { token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('link', { name: 'Billing' }));
    expect(router.state.location.pathname).toBe('/dashboard/billing');
    expect(await screen.findByTestId('available-credits')).toHaveTextContent('100');
  });

  it.each(['/dashboard/admin', '/superuser'])('denies %s to a regular user', async (path) => {
    renderApp(path, { token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this dashboard.")).toBeInTheDocument();
  });

  it('lets a superuser into /dashboard/admin', async () => {
    renderApp('/dashboard/admin', { token: ADMIN_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Superuser Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('keeps /dashboard/video-studio as a route without a tab', async () => {
    renderApp('/dashboard/video-studio', { token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Video Studio' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('logs out: clears auth, toasts and goes home', async () => {
    const { user, router } = renderApp('/dashboard', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('still logs out locally when the server call fails', async () => {
    server.use(http.post('*/api/v1/auth/logout', () => HttpResponse.error()));
    const { user, router } = renderApp('/dashboard', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('forgets the session before the server answers, and revokes it with the old token', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let revokedWith: string | null = null;
    server.use(
      http.post('*/api/v1/auth/logout', async ({ request }) => {
        revokedWith = request.headers.get('authorization');
        await answered;
        return HttpResponse.json({ message: 'Successfully logged out' });
      }),
    );
    const { user } = renderApp('/dashboard', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    // The server has not answered yet, but nothing stored still signs this browser in.
    await waitFor(() => expect(revokedWith).toBe(`Bearer ${TEST_TOKEN}`));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    release();
  });
});

describe('global error handling in the app', () => {
  it('a 401 on a signed-in request expires the session: home, signed out, toast', async () => {
    server.use(http.get('*/api/v1/billing/balance', () => HttpResponse.json({ detail: 'Session expired' }, { status: 401 })));
    const { router } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('a 500 shows the server-error toast once', async () => {
    server.use(http.get('*/api/v1/billing/balance', () => HttpResponse.json({ detail: 'Internal server error' }, { status: 500 })));
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Could not load your balance.')).toBeInTheDocument();
    expect(screen.getAllByText('Server error. Please try again later.')).toHaveLength(1);
  });
});
