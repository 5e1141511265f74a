import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { RECENT_DOCS_KEY } from './documentation-page';

const stored = () => JSON.parse(window.localStorage.getItem(RECENT_DOCS_KEY) ?? '[]');

async function openDocs() {
  const app = renderApp('/documentation');
  await screen.findByRole('heading', { name: 'Getting Started', level: 2 }, { timeout: 5000 });
  return app;
}

describe('documentation page', { timeout: 15_000 }, () => {
  it('opens on the getting-started guide and searches guides by title or description', { timeout: 15_000 }, async () => {
    const { user } = await openDocs();
    for (const section of ['Introduction', 'Account Setup', 'Your First Project', 'Communicating with Agents']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    const search = screen.getByLabelText('Search documentation');
    await user.type(search, 'LIVEKIT');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: /LiveKit Integration/ })).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: /Getting Started/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms.')).toBeInTheDocument();
  });

  it('searches within the active tab with its own empty text', async () => {
    const { user } = await openDocs();
    await user.click(screen.getByRole('tab', { name: 'Tutorials' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await user.type(screen.getByLabelText('Search documentation'), 'pitch');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await user.type(screen.getByLabelText('Search documentation'), 'zzz');
    expect(screen.getByText('No tutorials found')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Examples' }));
    expect(screen.getByText('No examples found')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search documentation'));
    expect(screen.getByRole('heading', { name: 'Restaurant Management App' })).toBeInTheDocument();
    expect(screen.queryByText(/\b\d+\s*(stars|views)\b/i)).not.toBeInTheDocument();
  });

  it('keeps up to five recently viewed guides, most recent first, without duplicates', async () => {
    window.localStorage.setItem(RECENT_DOCS_KEY, JSON.stringify(['a', 'b', 'c', 'd', 'e']));
    const { user } = await openDocs();
    expect(stored()).toEqual(['getting-started', 'a', 'b', 'c', 'd']);
    const guides = screen.getByRole('navigation', { name: 'Guides' });
    await user.click(within(guides).getByRole('button', { name: 'AI Co-founder Agents' }));
    for (const agent of ['Alex Strategic', 'Sam Product', 'Taylor Tech', 'Jordan Ops', 'Morgan Marketing']) {
      expect(screen.getByRole('heading', { name: new RegExp(`^${agent}`) })).toBeInTheDocument();
    }
    await user.click(within(guides).getByRole('button', { name: 'Getting Started' }));
    expect(stored()).toEqual(['getting-started', 'agent-system', 'a', 'b', 'c']);
    const recent = screen.getByRole('navigation', { name: 'Recently Viewed' });
    expect(within(recent).getAllByRole('button').map((b) => b.textContent)).toEqual(['Getting Started', 'AI Co-founder Agents']);
  });

  it('copies a code sample and confirms for two seconds', async () => {
    const { user } = await openDocs();
    const copy = screen.getAllByRole('button', { name: 'Copy' })[0];
    await user.click(copy);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('/api/v1/auth/login');
  });

  it('has the MCP guide with connection settings for each assistant, opened by ?guide=mcp', async () => {
    renderApp('/documentation?guide=mcp');
    expect(await screen.findByRole('heading', { name: 'Use with Your Assistant (MCP)', level: 2 }, { timeout: 5000 })).toBeInTheDocument();
    for (const section of ['Claude Desktop', 'Cursor', 'ChatGPT', 'MCP Inspector', 'Tools, resources and prompts']) {
      expect(screen.getByRole('heading', { name: section, level: 3 })).toBeInTheDocument();
    }
    const url = `${window.location.origin}/mcp`;
    expect(screen.getAllByText(new RegExp(url)).length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByText(/"Authorization": "Bearer uc_YOUR_API_KEY"/)).toHaveLength(2); // Cursor, ChatGPT
  });
});
