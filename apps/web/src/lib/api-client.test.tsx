import { MessageSchema, UserSchema } from '@uc/contract';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { api, ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-client';
import { subscribeToAuth } from './auth-storage';

describe('api client', () => {
  beforeEach(() => {
    render(<Toaster />);
  });

  it('sends the bearer token and parses the response with the contract schema', async () => {
    window.localStorage.setItem('access_token', 'abc');
    let auth: string | null = null;
    server.use(
      http.get('*/api/v1/thing', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'hi', extra: 'dropped' });
      }),
    );
    await expect(api.get('/api/v1/thing', { schema: MessageSchema })).resolves.toEqual({ message: 'hi' });
    expect(auth).toBe('Bearer abc');
  });

  it('on a 401 for a request that carried a token: clears auth, announces the expiry and tells the router', async () => {
    window.localStorage.setItem('access_token', 'expired');
    window.localStorage.setItem('user', '{}');
    const listener = vi.fn();
    const unsubscribe = subscribeToAuth(listener);
    server.use(http.get('*/api/v1/auth/me', () => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 })));

    const error = await api.get('/api/v1/auth/me', { schema: UserSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).handled).toBe(true);
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(listener).toHaveBeenCalledWith({ type: 'cleared', reason: 'expired' });
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    unsubscribe();
  });

  it('treats a 401 without a token (a failed login) as a plain error', async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json({ detail: 'Incorrect email or password' }, { status: 401 })));
    const error = await api.post('/api/v1/auth/login', { form: { username: 'a@b.co', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, detail: 'Incorrect email or password', handled: false });
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('announces server errors', async () => {
    server.use(http.get('*/api/v1/boom', () => HttpResponse.json({ detail: 'Internal server error' }, { status: 500 })));
    await expect(api.get('/api/v1/boom')).rejects.toMatchObject({ status: 500, handled: true });
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('announces network failures', async () => {
    server.use(http.get('*/api/v1/offline', () => HttpResponse.error()));
    await expect(api.get('/api/v1/offline')).rejects.toMatchObject({ status: 0, handled: true });
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('gives other errors to the caller with their detail', async () => {
    server.use(http.post('*/api/v1/items', () => HttpResponse.json({ detail: 'Name is required' }, { status: 422 })));
    await expect(api.post('/api/v1/items', { json: {} })).rejects.toMatchObject({ status: 422, detail: 'Name is required', handled: false });
  });

  it('times out', async () => {
    server.use(http.get('*/api/v1/slow', () => new Promise<never>(() => undefined)));
    await expect(api.get('/api/v1/slow', { timeoutMs: 50 })).rejects.toMatchObject({ status: 0 });
  });
});
