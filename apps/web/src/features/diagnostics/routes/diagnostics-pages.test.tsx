import type { AgentCheck, ComponentCheck } from '@uc/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const at = '2026-01-31T12:00:00.000Z';
const component = (name: string, status: ComponentCheck['status'], message: string): ComponentCheck => ({
  component: name, status, message, startTime: at, endTime: at, duration: 12, details: { probe: name }, httpStatus: null, url: null,
});
const agent = (agentId: string, agentName: string, status: AgentCheck['status'], result: string | null, error: string | null = null): AgentCheck => ({
  agentId, agentName, status, result, error, startTime: at, endTime: at, duration: 30, liveKitUrl: null,
});

describe('System health page', () => {
  it('runs the checks, shows every component and agent with the summary, and downloads the report', async () => {
    server.use(
      http.get('*/api/v1/diagnostics/health-check', () =>
        HttpResponse.json({ components: [component('Database', 'success', 'PGlite answered; 7 migrations applied'), component('Mail', 'warning', 'No SMTP server configured'), component('File storage', 'error', 'EACCES: permission denied')] }),
      ),
      http.post('*/api/v1/diagnostics/health-check/agents', () =>
        HttpResponse.json({ agents: [agent('strategic', 'Alex Strategic', 'success', 'Focus on restaurants first.'), agent('pitch', 'Pitch Agent', 'skipped', null, 'Runs in the browser only (frontend-only agent)')] }),
      ),
    );
    let report = '';
    const createObjectURL = vi.fn((blob: Blob) => {
      const reader = new FileReader();
      reader.onload = () => (report = String(reader.result));
      reader.readAsText(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderApp('/system-health', { token: TEST_TOKEN });
    expect(await screen.findByText('No results yet. Start a health check.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Health Check' }));
    expect(await screen.findByText('EACCES: permission denied')).toBeInTheDocument();
    expect(await screen.findByText('Focus on restaurants first.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(summary).toHaveTextContent(/Successful\s*2/));
    expect(summary).toHaveTextContent(/Warnings\s*1/);
    expect(summary).toHaveTextContent(/Errors\s*1/);
    expect(screen.getByTestId('ended-at')).not.toHaveTextContent('—');

    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(report).toContain('# System Health Check Report'));
    expect(report).toContain('| File storage | error | 12 | EACCES: permission denied |');
    expect(report).toContain('| Alex Strategic (strategic) | success | 30 | Focus on restaurants first. |');
    expect(report).toContain('Errors: 1');

    await user.click(screen.getByRole('button', { name: 'Clear results' }));
    expect(screen.getByText('No results yet. Start a health check.')).toBeInTheDocument();
  });
  it("renders an agent's markdown answer as markdown, without the model's raw HTML", async () => {
    server.use(
      http.get('*/api/v1/diagnostics/health-check', () => HttpResponse.json({ components: [component('Database', 'success', 'ok')] })),
      http.post('*/api/v1/diagnostics/health-check/agents', () =>
        HttpResponse.json({ agents: [agent('strategic', 'Alex Strategic', 'success', '## Strategic view:\n\n- **Restaurants** first\n\n<img src=x onerror="alert(1)"><b>raw</b>')] }),
      ),
    );
    const { user, container } = renderApp('/system-health', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Start Health Check' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Strategic view:' })).toBeInTheDocument();
    expect(screen.getByText('Restaurants').tagName).toBe('STRONG');
    const answer = screen.getByRole('heading', { name: 'Strategic view:' }).closest('li')!;
    expect(container.textContent).not.toContain('## Strategic view');
    expect(answer.querySelector('img')).toBeNull();
    expect(answer.querySelector('b')).toBeNull();
  });
});

describe('Agent-service test page', () => {
  it('shows seven honest results when nothing is configured, with expandable details', async () => {
    const checks = [
      'Agent service health: not configured (set AGENT_SERVICE_URL)',
      'Tavily API: not configured (set TAVILY_API_KEY)',
      'Firecrawl API: not configured (set FIRECRAWL_API_KEY)',
      'Daytona API: not configured (set DAYTONA_API_KEY)',
      'QStash API: not configured (set QSTASH_TOKEN)',
      'Agent initialization: not configured (set AGENT_SERVICE_URL)',
      'Integration status: not configured (set TAVILY_API_KEY, FIRECRAWL_API_KEY, DAYTONA_API_KEY, QSTASH_TOKEN)',
    ].map((message) => ({ name: message.split(':')[0], status: 'skipped', message, details: null }));
    server.use(http.get('*/api/v1/diagnostics/agent-service', () => HttpResponse.json({ configured: false, checks })));
    const { user } = renderApp('/suna-test', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Run Tests' }, { timeout: 5000 }));
    expect(await screen.findByText(/No checks ran: nothing is configured/)).toBeInTheDocument();
    const messages = screen.getAllByTestId('check-message').map((m) => m.textContent);
    expect(messages).toEqual(checks.map((c) => c.message));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getAllByTestId('check-message').every((m) => m.textContent === 'Not run yet')).toBe(true);
  });

  it('says some tests failed when one check is an error', async () => {
    server.use(
      http.get('*/api/v1/diagnostics/agent-service', () =>
        HttpResponse.json({ configured: true, checks: [{ name: 'Agent service health', status: 'error', message: 'Failed to connect to the agent service', details: { url: 'http://agents.local/health' } }] }),
      ),
    );
    const { user } = renderApp('/suna-test', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Run Tests' }, { timeout: 5000 }));
    expect(await screen.findByText('Some tests failed. Check details below.')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to the agent service')).toBeInTheDocument();
  });
});
