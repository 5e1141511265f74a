import type { ApiKey, CreateApiKeyBody } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { sampleOpenApi, testApiKey } from '@/testing/mocks/site-data';
import { renderApp } from '@/testing/render-app';
import { BOOKMARKS_KEY, RECENT_ENDPOINTS_KEY } from './api-reference-page';

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? '[]');

async function openReference(token?: string) {
  const app = renderApp('/api', { token });
  await screen.findByRole('heading', { name: 'API Reference', level: 1 }, { timeout: 5000 });
  return app;
}

describe('API reference page', () => {
  it('lists every operation of the OpenAPI document by category', { timeout: 15_000 }, async () => {
    const { user } = await openReference();
    const categories = screen.getByRole('navigation', { name: 'API categories' });
    for (const name of ['Authentication', 'Agents', 'API Keys']) await user.click(within(categories).getByRole('button', { name: `Expand ${name}` }));
    const operations = Object.values(sampleOpenApi.paths).flatMap((ops) => Object.values(ops).map((op) => op.summary));
    expect(operations).toHaveLength(4);
    for (const summary of operations) expect(within(categories).getByRole('button', { name: new RegExp(summary) })).toBeInTheDocument();
    // The landing view: base URL, sign-in samples built from the login operation, the key banner.
    expect(screen.getByText(`${window.location.origin}/api/v1`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'cURL' })).toBeInTheDocument();
    expect(screen.getByText(/"email": "ada@example.com"/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Using Your Token' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API Status' })).toHaveAttribute('href', '/health');
    expect(screen.getByRole('link', { name: 'OpenAPI Spec' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });

  it('searches, expands an endpoint, records it as recently viewed and bookmarks it', { timeout: 15_000 }, async () => {
    const { user } = await openReference();
    await user.type(screen.getByLabelText('Search endpoints'), 'agent task');
    const toggle = screen.getByRole('button', { name: /Run an agent task/, expanded: false });
    expect(screen.queryByRole('button', { name: /auth\/login/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Runs one task with the chosen agent.')).toBeInTheDocument();
    expect(screen.getByText('Requires authentication')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Type', 'Required', 'Description']);
    expect(within(table).getByText('agent_id')).toBeInTheDocument();
    expect(screen.getByText('200')).toBeInTheDocument();
    expect(screen.getByText(/Authorization: Bearer YOUR_API_KEY/)).toBeInTheDocument();
    expect(stored(RECENT_ENDPOINTS_KEY)).toEqual(['POST /api/v1/agents/{agent_id}/execute']);

    await user.click(screen.getByRole('button', { name: 'Bookmark POST /api/v1/agents/{agent_id}/execute' }));
    expect(stored(BOOKMARKS_KEY)).toEqual(['POST /api/v1/agents/{agent_id}/execute']);
    const bookmarks = screen.getByRole('navigation', { name: 'Bookmarked endpoints' });
    expect(within(bookmarks).getByRole('button', { name: /Run an agent task/ })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks visitors to sign in before generating a key', { timeout: 15_000 }, async () => {
    const { user } = await openReference();
    await user.click(screen.getByRole('button', { name: 'Get Your API Key' }));
    const dialog = await screen.findByRole('dialog', { name: /Generate API Key/ });
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('generates a key shown once, lists and revokes keys', { timeout: 15_000 }, async () => {
    let keys: ApiKey[] = [];
    let created: CreateApiKeyBody | undefined;
    server.use(
      http.get('*/api/v1/api-keys', () => HttpResponse.json({ items: keys })),
      http.post('*/api/v1/api-keys', async ({ request }) => {
        created = (await request.json()) as CreateApiKeyBody;
        keys = [{ ...testApiKey, name: created.name, scopes: created.scopes ?? ['read'] }];
        return HttpResponse.json({ ...keys[0], key: 'uc_Xk3v9Q2aLm8Rt5Yw1Zp7Bn4Cd6Fg0Hj2' }, { status: 201 });
      }),
      http.delete('*/api/v1/api-keys/:id', () => {
        keys = [];
        return HttpResponse.json({ message: 'API key revoked' });
      }),
    );
    const { user } = await openReference(TEST_TOKEN);
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Your API Key' }));
    const dialog = await screen.findByRole('dialog', { name: /Generate API Key/ });
    await user.type(within(dialog).getByLabelText('Key name'), 'Zapier');
    expect(within(dialog).getByRole('checkbox', { name: /^Read/ })).toBeChecked();
    // No scope at all cannot be submitted; then read and propose.
    await user.click(within(dialog).getByRole('checkbox', { name: /^Read/ }));
    expect(within(dialog).getByRole('button', { name: 'Generate Key' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Propose/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));
    expect(await within(dialog).findByText("Save this key now. You won't be able to see it again!")).toBeInTheDocument();
    expect(within(dialog).getByText('uc_Xk3v9Q2aLm8Rt5Yw1Zp7Bn4Cd6Fg0Hj2')).toBeInTheDocument();
    expect(created).toEqual({ name: 'Zapier', scopes: ['read', 'propose'] });
    // "Use with an assistant": the MCP settings with the new key filled in.
    const setup = within(dialog).getByRole('region', { name: 'Use with an assistant' });
    expect(within(setup).getByText(/"Authorization:\$\{UC_AUTH\}"/)).toBeInTheDocument();
    expect(within(setup).getByText(/Bearer uc_Xk3v9Q2aLm8Rt5Yw1Zp7Bn4Cd6Fg0Hj2/)).toBeInTheDocument();
    expect(within(setup).getByText(new RegExp(`${window.location.origin}/mcp`))).toBeInTheDocument();
    expect(within(setup).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Claude Desktop', 'Cursor', 'ChatGPT', 'MCP Inspector']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('uc_Xk3v9Q2aLm8Rt5Yw1Zp7Bn4Cd6Fg0Hj2')).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Your API keys' });
    expect(within(table).getByText('Zapier')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('Read, Propose')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Revoke Zapier' }));
    await user.click(within(table).getByRole('button', { name: 'Confirm revoke' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });
});
