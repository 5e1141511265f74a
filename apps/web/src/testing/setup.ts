import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetVerifyEmailCache } from '@/features/auth/api/verify-email';
import { takeExpiredRedirect } from '@/lib/auth-storage';
import { server } from './mocks/server';

// Lazy route chunks load on first use; on a busy 2-core CI machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom lacks these; the router's scroll restoration and sonner call them.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetVerifyEmailCache();
  takeExpiredRedirect(); // no expiry carries over into the next test
});

afterAll(() => server.close());
