import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepAuthInMemory, setStoredUser, setToken } from '@/lib/auth-storage';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';
import { DEMO_TOKEN, demoUser } from './data';
import { createDemoHandlers } from './handlers';

describe('demo: Export to GitHub', () => {
  it('is shown disabled with its reason once GitHub is connected, never as an error toast', async () => {
    server.use(...createDemoHandlers());
    keepAuthInMemory();
    setToken(DEMO_TOKEN);
    setStoredUser(demoUser);
    const connect = await fetch('http://localhost/api/v1/integrations/github/connect', { method: 'POST', headers: { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ token: 'ghp_demo' }) });
    expect(connect.status).toBe(200);
    renderApp('/dashboard/integrations');
    const button = await screen.findByRole('button', { name: 'Export to GitHub' }, { timeout: 10_000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Needs a connected GitHub account: the demo never reaches GitHub.');
  }, 20_000);
});
