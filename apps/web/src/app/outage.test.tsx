import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { resetConnection } from '@/lib/connection';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';
import { RouteErrorScreen } from './error-boundary';
import { withLazyRetry } from './lazy-retry';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/billing-page.js');

afterEach(() => resetConnection());

describe('lazy screens', () => {
  it('retry a failed import once automatically', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Component: () => <p>Loaded billing</p> });
    const router = createMemoryRouter(withLazyRetry([{ path: '/', lazy: load, errorElement: <RouteErrorScreen /> }]));
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Loaded billing', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offer Retry instead of the Application Error page when the import keeps failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValue(chunkError());
    const router = createMemoryRouter(withLazyRetry([{ path: '/', lazy: load, errorElement: <RouteErrorScreen /> }]));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Application Error')).not.toBeInTheDocument();
  });
});

describe('a screen that cannot be downloaded inside a layout', () => {
  it('keeps the layout, offers Retry inside it, and Retry loads the screen once the server is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = true;
    const load = vi.fn(() => (down ? Promise.reject(chunkError()) : Promise.resolve({ Component: () => <p>Loaded billing</p> })));
    const Shell = () => (
      <div>
        <nav aria-label="Dashboard">tabs</nav>
        <Outlet />
      </div>
    );
    const router = createMemoryRouter(withLazyRetry([{ path: '/', element: <Shell />, errorElement: <RouteErrorScreen />, children: [{ index: true, lazy: load }] }]));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded billing', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('server unreachable', { timeout: 20_000 }, () => {
  it('shows one toast for three failed calls, a retrying banner, and clears it when the server is back', async () => {
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await screen.findByRole('heading', { name: 'Billing' }, { timeout: 5000 });
    let down = true;
    server.use(
      http.get('*/health', () => (down ? HttpResponse.error() : undefined)),
      http.get('*/api/v1/outage-probe', () => HttpResponse.error()),
    );
    await Promise.allSettled([1, 2, 3].map(() => api.get('/api/v1/outage-probe')));
    await waitFor(() => expect(screen.getAllByText(NETWORK_ERROR_MESSAGE)).toHaveLength(1));
    expect(await screen.findByText("Can't reach the server — retrying…")).toBeInTheDocument();
    // The signed-in user's screen stays as it was: no demo offer, no sample data.
    expect(screen.queryByText('Try the demo meanwhile')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    down = false;
    await waitFor(() => expect(screen.queryByText("Can't reach the server — retrying…")).not.toBeInTheDocument(), { timeout: 6000 });
  });

  it('offers the demo to a visitor who is not signed in', async () => {
    renderApp('/pricing');
    await screen.findAllByText(/Professional/, {}, { timeout: 5000 });
    server.use(http.get('*/health', () => HttpResponse.error()), http.get('*/api/v1/outage-probe', () => HttpResponse.error()));
    await api.get('/api/v1/outage-probe').catch(() => undefined);
    expect(await screen.findByRole('link', { name: 'Try the demo meanwhile' })).toHaveAttribute('href', '/demo');
  });
});
