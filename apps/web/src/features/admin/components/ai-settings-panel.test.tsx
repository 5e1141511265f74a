import type { AiSettings, LocalModelStatus } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const local: LocalModelStatus = {
  state: 'absent',
  model: 'Qwen2.5-1.5B-Instruct Q4_K_M',
  downloaded_bytes: 0,
  total_bytes: null,
  bytes_per_second: null,
  seconds_left: null,
  error: null,
  machine: { ram_needed_bytes: 2e9, total_ram_bytes: 8e9, cpu_cores: 4, expected_tokens_per_second: 9 },
};
const offline: AiSettings = { engine: 'offline', model: 'offline-engine', source: 'default', chosen_engine: 'offline', note: null, connections: [], local_model: local, updated_at: null };
const stats = { total_users: 1, active_users: 1, users_today: 0, total_credits_allocated: 0, total_credits_used: 0, activity_today: 0, total_revenue: 0, conversion_rate: 0 };

async function openAiTab() {
  const r = renderApp('/dashboard/admin', { token: ADMIN_TOKEN });
  await r.user.click(await screen.findByRole('tab', { name: 'AI' }, { timeout: 5000 }));
  return r;
}

describe('Admin → AI', { timeout: 20_000 }, () => {
  it('says which engine answers and why, saves a connection with a write-only key, and shows the Test result', async () => {
    let current: AiSettings = offline;
    const puts: unknown[] = [];
    const tests: unknown[] = [];
    server.use(
      http.get('*/api/v1/admin/stats', () => HttpResponse.json(stats)),
      http.get('*/api/v1/admin/ai', () => HttpResponse.json(current)),
      http.put('*/api/v1/admin/ai', async ({ request }) => {
        puts.push(await request.json());
        current = { ...current, engine: 'openai-compatible', model: 'llama3.2', source: 'screen', chosen_engine: 'openai-compatible', connections: [{ provider: 'openai-compatible', base_url: 'http://ollama:11434/v1', model: 'llama3.2', has_api_key: true, tools: true, structured_output: false, updated_at: '2026-11-28T10:00:00.000Z' }] };
        return HttpResponse.json(current);
      }),
      http.post('*/api/v1/admin/ai/models', () => HttpResponse.json({ provider: 'openai-compatible', models: ['llama3.2', 'qwen2.5'] })),
      http.post('*/api/v1/admin/ai/test', async ({ request }) => {
        const body = (await request.json()) as { api_key?: string };
        tests.push(body);
        return HttpResponse.json(
          body.api_key === 'wrong'
            ? { ok: false, provider: 'openai-compatible', model: 'llama3.2', latency_ms: 12, reply: null, error: 'The provider refused the API key (HTTP 401): check the key and its access to this model.', error_kind: 'wrong_key' }
            : { ok: true, provider: 'openai-compatible', model: 'llama3.2', latency_ms: 240, reply: 'Hello!', error: null, error_kind: null },
        );
      }),
    );
    const { user } = await openAiTab();
    expect(await screen.findByRole('heading', { name: 'Answering now: Built-in offline engine' })).toBeInTheDocument();
    expect(screen.getByText(/the default: nothing chosen yet/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Engine'), 'openai-compatible');
    await user.type(screen.getByLabelText('Base URL'), 'http://ollama:11434/v1');
    await user.type(screen.getByLabelText('API key'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'List models' }));
    expect(await screen.findByText('2 models offered by the provider')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Model'), 'llama3.2');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(/refused the API key \(HTTP 401\)/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('API key'));
    await user.type(screen.getByLabelText('API key'), 'sk-right');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('llama3.2 answered in 240 ms: “Hello!”')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/Structured output/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The next answer uses it.')).toBeInTheDocument();
    expect(puts).toEqual([{ engine: 'openai-compatible', connection: { provider: 'openai-compatible', base_url: 'http://ollama:11434/v1', model: 'llama3.2', api_key: 'sk-right', tools: true, structured_output: false } }]);
    expect(await screen.findByRole('heading', { name: 'Answering now: OpenAI-compatible server' })).toBeInTheDocument();
    // Write-only: the field is emptied and only says a key is saved.
    expect(screen.getByLabelText('API key')).toHaveValue('');
    expect(screen.getByText(/A key is saved/)).toBeInTheDocument();
  });

  it('shows the environment winning, and the local model download with its progress', async () => {
    let state: LocalModelStatus = local;
    server.use(
      http.get('*/api/v1/admin/stats', () => HttpResponse.json(stats)),
      http.get('*/api/v1/admin/ai', () =>
        HttpResponse.json({ ...offline, engine: 'openai', model: 'gpt-4o-mini', source: 'environment', note: 'LLM_PROVIDER is set in the environment: it wins over this screen until it is removed and the server restarted.', local_model: state }),
      ),
      http.post('*/api/v1/admin/ai/local-model/download', () => {
        state = { ...local, state: 'downloading', downloaded_bytes: 500e6, total_bytes: 2000e6, bytes_per_second: 25e6, seconds_left: 60 };
        return HttpResponse.json(state, { status: 202 });
      }),
    );
    const { user } = await openAiTab();
    expect(await screen.findByText(/LLM_PROVIDER is set in the environment/)).toBeInTheDocument();
    expect(screen.getByText(/set by LLM_PROVIDER in the environment/)).toBeInTheDocument();
    expect(screen.getByText(/OpenAI answers now\. What you save here is kept/)).toBeInTheDocument();
    expect(screen.getByText(/about 9 tokens a second expected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const bar = await screen.findByRole('progressbar', { name: 'Download progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('500 MB of 2000 MB (25 %) · 25.0 MB/s · 1 min left')).toBeInTheDocument();
    expect(within(bar.closest('div')!.parentElement!).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel and remove' })).toBeInTheDocument();
  });

  it('has a loading error with Retry', async () => {
    server.use(
      http.get('*/api/v1/admin/stats', () => HttpResponse.json(stats)),
      http.get('*/api/v1/admin/ai', () => HttpResponse.json({ detail: 'nope' }, { status: 403 })),
    );
    await openAiTab();
    expect(await screen.findByText('The AI settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
