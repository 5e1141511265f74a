import { DEFAULT_PREFERENCES, type Preferences } from '@uc/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const THREAD = '7d0b6f5e-2a4b-4c3d-9e8f-0123456789ab';
const sse = (chunks: object[]) =>
  new HttpResponse(chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n', {
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });
const reply = [
  { type: 'start' },
  { type: 'data-thread', data: { thread_id: THREAD, title: 'Hello', user_message_id: 'u1' } },
  { type: 'data-message', data: { message_id: 'm1', agent_id: 'marketing', kind: 'text' } },
  { type: 'text-start', id: 'm1' },
  { type: 'text-delta', id: 'm1', delta: 'Hi' },
  { type: 'text-end', id: 'm1' },
  { type: 'data-done', data: { message_id: 'm1', status: 'complete' } },
  { type: 'finish' },
];

const usePrefs = (p: Partial<Preferences>) => server.use(http.get('*/api/v1/profile/preferences', () => HttpResponse.json({ ...DEFAULT_PREFERENCES, ...p })));

async function openChat() {
  const app = renderApp('/dashboard', { token: TEST_TOKEN });
  await screen.findByRole('heading', { name: 'Ultimate Co-founder' }, { timeout: 5000 });
  return app;
}

describe('chat honours Profile → Preferences', { timeout: 20_000 }, () => {
  it('a new conversation starts with the default agent, and the message goes to that agent', async () => {
    usePrefs({ default_agent: 'marketing', default_chat_mode: 'single' });
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/v1/chat/stream', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return sse(reply);
      }),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => HttpResponse.json({ id: THREAD, title: 'Hello', created_at: '2026-01-31T12:00:00.000Z', updated_at: '2026-01-31T12:00:00.000Z', messages: [] })),
    );
    const { user } = await openChat();
    await waitFor(() => expect(screen.getByLabelText('Answer from')).toHaveValue('marketing'));
    await user.type(screen.getByLabelText('Message'), 'How do we get our first users?{Enter}');
    await waitFor(() => expect(body).toMatchObject({ message: 'How do we get our first users?', agent_id: 'marketing', mode: 'single' }));
  });

  it('with team as the default mode a new conversation asks the whole team', async () => {
    usePrefs({ default_agent: 'technical', default_chat_mode: 'team' });
    await openChat();
    await waitFor(() => expect(screen.getByLabelText('Answer from')).toHaveValue('team'));
    expect(screen.getByText(/^Whole team: \d+ credits/)).toBeInTheDocument();
  });

  it('without a saved choice it keeps the automatic best fit', async () => {
    await openChat();
    await screen.findByText('Offline mode');
    expect(screen.getByLabelText('Answer from')).toHaveValue('auto');
  });
});
