import type { ErrorBody, GenerateDocumentResponse } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
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

function answer(id: string, text: string, kind = 'text', agent = 'strategic', final?: string): object[] {
  return [
    { type: 'start' },
    { type: 'data-thread', data: { thread_id: THREAD, title: 'Hello', user_message_id: 'u1' } },
    { type: 'data-message', data: { message_id: id, agent_id: agent, kind } },
    { type: 'text-start', id },
    ...text.match(/.{1,8}/gs)!.map((delta) => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
    { type: 'data-done', data: { message_id: id, status: 'complete', ...(final ? { content: final } : {}) } },
    { type: 'data-credits', data: { remaining_credits: 99 } },
    { type: 'finish' },
  ];
}

/** The stored thread as the server returns it after the answer. */
const storedThread = (user: string, reply: string, id = 'm1') =>
  HttpResponse.json({
    id: THREAD,
    title: 'Hello',
    created_at: '2026-01-31T12:00:00.000Z',
    updated_at: '2026-01-31T12:00:00.000Z',
    messages: [
      { id: 'u1', thread_id: THREAD, role: 'user', agent_id: null, kind: 'text', content: user, status: 'complete', created_at: '2026-01-31T12:00:00.000Z' },
      { id, thread_id: THREAD, role: 'assistant', agent_id: 'strategic', kind: 'text', content: reply, status: 'complete', created_at: '2026-01-31T12:00:00.001Z' },
    ],
  });

async function openChat() {
  const app = renderApp('/dashboard', { token: TEST_TOKEN });
  // The chat screen is lazy-loaded.
  await screen.findByRole('heading', { name: 'AI Co-founder' }, { timeout: 5000 });
  return app;
}

// Generous timeouts: the reveal animation runs in real time and CI machines are shared.
describe('chat screen', { timeout: 20_000 }, () => {
  it('shows the welcome, the empty preview panel and the offline badge; send is disabled while empty', async () => {
    await openChat();
    expect(screen.getByText('Your intelligent business partner for strategy, development, and growth')).toBeInTheDocument();
    expect(screen.getByText('Generated content will appear here')).toBeInTheDocument();
    expect(screen.getByText('Ask me to create apps, websites, or documents')).toBeInTheDocument();
    expect(await screen.findByText('Offline mode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('sends on Enter (not Shift+Enter), shows the streamed answer and remembers the thread in the URL', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/v1/chat/stream', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return sse(answer('m1', '## Strategic view\n\n- Talk to ten customers'));
      }),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('How do I start?\nplease', '## Strategic view\n\n- Talk to ten customers')),
    );
    const { user, router } = await openChat();
    const input = screen.getByLabelText('Message');
    await user.type(input, 'How do I start?{Shift>}{Enter}{/Shift}please');
    expect(body).toBeUndefined();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Strategic view', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Talk to ten customers', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(body).toMatchObject({ message: 'How do I start?\nplease', mode: 'single' });
    expect(input).toHaveValue('');
    expect(router.state.location.search).toBe(`?thread=${THREAD}`);
  });

  it('shows a generated app in the sandboxed Live Preview frame', async () => {
    const html = '<!DOCTYPE html><html><body><h1>PawPal</h1></body></html>';
    server.use(
      http.post('*/api/v1/chat/stream', () => sse(answer('m2', html, 'app', 'technical', html))),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('Build a landing page for PawPal', 'Here it is')),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'Build a landing page for PawPal{Enter}');
    const panel = screen.getByRole('region', { name: 'Preview & Code' });
    await user.click(await within(panel).findByRole('button', { name: 'Preview' }));
    const frame = within(panel).getByTitle('Live Preview');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('sends document requests to the documents service and shows the document', async () => {
    let recorded = false;
    server.use(
      http.post('*/api/v1/documents/generate', () =>
        HttpResponse.json<GenerateDocumentResponse>({
          content: '# Pitch Deck\n\n| Slide | Point |\n| --- | --- |\n| Problem | Dogs wait |',
          document_id: 'd1',
          type: 'pitch_deck',
          title: 'Pitch Deck',
          filename: 'pitch-deck.pptx',
          size: 10,
          download_url: '/x',
          remaining_credits: 92,
          engine: 'offline',
        }),
      ),
      http.post('*/api/v1/chat/messages', () => {
        recorded = true;
        return HttpResponse.json({ thread_id: THREAD, messages: [] }, { status: 201 });
      }),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => HttpResponse.json({ id: THREAD, title: 'Deck', created_at: '', updated_at: '', messages: [] })),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'Create a pitch deck for investors{Enter}');
    const panel = screen.getByRole('region', { name: 'Preview & Code' });
    await user.click(await within(panel).findByRole('button', { name: 'Document' }));
    expect(within(panel).getByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(recorded).toBe(true));
  });

  it('falls back to a chat answer when document generation fails', async () => {
    server.use(
      http.post('*/api/v1/documents/generate', () => HttpResponse.json<ErrorBody>({ detail: 'Down' }, { status: 503 })),
      http.post('*/api/v1/chat/stream', () => sse(answer('m3', 'Here is an outline instead'))),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('Generate a business plan', 'Here is an outline instead', 'm3')),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'Generate a business plan{Enter}');
    expect(await screen.findByText('Here is an outline instead', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('on 402 shows the error, an apology and the offer to buy credits', async () => {
    server.use(http.post('*/api/v1/chat/stream', () => HttpResponse.json<ErrorBody>({ detail: 'Insufficient credits' }, { status: 402 })));
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    expect(await screen.findByText('Sorry, I ran into an issue processing your request. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Insufficient credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/dashboard/billing');
  });
});

describe('agent suggestions', { timeout: 20_000 }, () => {
  it('the first reply carries suggestions; executing one adds a confirmation and removes it; Clear empties the chat', async () => {
    const suggestion = {
      id: 'product:user_interviews',
      agentId: 'product',
      agentName: 'Sam Product',
      title: 'Plan user interviews',
      description: 'Prepare a short interview script.',
      action: 'user_interviews',
      priority: 'high',
      estimatedTime: '20 min',
      parameters: { interviews: 3, minutes_each: 5 },
      icon: 'users',
    };
    server.use(
      http.post('*/api/v1/chat/stream', () => {
        const chunks = answer('m4', 'Ship a tiny MVP', 'text', 'product');
        chunks.splice(-2, 0, { type: 'data-suggestions', data: { suggestions: [suggestion] } });
        return sse(chunks);
      }),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('What should the MVP include?', 'Ship a tiny MVP', 'm4')),
      http.post('*/api/v1/orchestrator/execute-suggestion', () =>
        HttpResponse.json({ suggestion_id: suggestion.id, result: 'Interview script ready', executed_at: '2026-01-31T12:00:00.000Z', remaining_credits: 97 }),
      ),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'What should the MVP include?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Execute: Plan user interviews' }));
    expect(await screen.findByText('Interview script ready', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Execute: Plan user interviews' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Try one of these:')).toBeInTheDocument();
  });
});
