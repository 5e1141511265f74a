import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Mounts the real app (providers + route table) at `path`, optionally signed in with a stored token. */
export function renderApp(path = '/', { token, strict = false }: { token?: string; strict?: boolean } = {}) {
  if (token) window.localStorage.setItem('access_token', token);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const tree = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, queryClient, user: userEvent.setup() };
}
