import type { ErrorBody, GenerateDocumentResponse } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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
  await screen.findByRole('heading', { name: 'Ultimate Co-founder' }, { timeout: 5000 });
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
    expect(await screen.findByText('Strategic view', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Talk to ten customers', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(body).toMatchObject({ message: 'How do I start?\nplease', mode: 'single' });
    expect(input).toHaveValue('');
    expect(router.state.location.search).toBe(`?thread=${THREAD}`);
  });

  it('offers an app with its price; the confirmed app runs from the sandboxed preview route', async () => {
    const html = '<!DOCTYPE html><html><body><h1>PawPal</h1></body></html>';
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/v1/chat/stream', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return sse(answer('m2', html, 'app', 'technical', html));
      }),
      http.post('*/api/v1/chat/messages/m2/preview', () => HttpResponse.json({ url: '/api/v1/chat/previews/signed-token', expires_at: '2026-01-31T12:15:00.000Z' })),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('Build a landing page for PawPal', 'Here it is')),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'Build a landing page for PawPal');
    expect(screen.getByText('Build the landing page as a live app: 5 credits, only if you confirm')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('region', { name: 'Confirm before spending credits' });
    expect(within(card).getByText('Build the landing page as a live app — 5 credits')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.click(within(card).getByRole('button', { name: 'Build it (5 credits)' }));
    await waitFor(() => expect(body).toMatchObject({ message: 'Build a landing page for PawPal', output: 'app' }));
    const panel = screen.getByRole('region', { name: 'Preview & Code' });
    await user.click(await within(panel).findByRole('button', { name: 'Preview' }));
    const frame = await within(panel).findByTitle('Live Preview');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame).toHaveAttribute('src', '/api/v1/chat/previews/signed-token');
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('a question is answered, not offered as a document; the header shows the balance and the cost', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/v1/chat/stream', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return sse(answer('m5', 'Start with the waitlist'));
      }),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('What should I create first, an MVP or a waitlist?', 'Start with the waitlist', 'm5')),
    );
    const { user } = await openChat();
    expect(await screen.findByLabelText('100 credits left')).toBeInTheDocument();
    expect(screen.getByText('1 credit per answer')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'What should I create first, an MVP or a waitlist?{Enter}');
    expect(await screen.findByText('Start with the waitlist', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(body).toMatchObject({ message: 'What should I create first, an MVP or a waitlist?' });
    expect(screen.queryByRole('region', { name: 'Confirm before spending credits' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('99 credits left')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Answer from'), 'team');
    expect(screen.getByText('Whole team: 6 credits (5 answers and a synthesis)')).toBeInTheDocument();
  });

  it('says what a document needs when the balance is short, and spends nothing', async () => {
    let generated = false;
    server.use(
      http.get('*/api/v1/billing/balance', () => HttpResponse.json({ available_credits: 3 })),
      http.post('*/api/v1/documents/generate', () => {
        generated = true;
        return HttpResponse.json<ErrorBody>({ detail: 'Insufficient credits' }, { status: 402 });
      }),
    );
    const { user } = await openChat();
    await screen.findByLabelText('3 credits left');
    await user.type(screen.getByLabelText('Message'), 'Create a business plan for PawPal{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Create it (8 credits)' }));
    expect(await screen.findByText('This needs 8 credits; you have 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/dashboard/billing?tab=plans');
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/dashboard/billing?upgrade=1');
    expect(generated).toBe(false);
  });

  it('server unreachable: the conversation stays, the message is kept and Retry resends it', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/chat/stream', () => {
        calls += 1;
        return calls === 1 ? sse(answer('m6', 'First answer')) : calls === 2 ? HttpResponse.error() : sse(answer('m7', 'Second answer'));
      }),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('Hello there', 'First answer', 'm6')),
    );
    const { user } = await openChat();
    const input = screen.getByLabelText('Message');
    await user.type(input, 'Hello there{Enter}');
    expect(await screen.findByText('First answer', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(input, 'And pricing{Enter}');
    expect(await screen.findByText(/Your message was not sent/)).toBeInTheDocument();
    expect(input).toHaveValue('And pricing');
    expect(screen.getByText('First answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Second answer', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toBe(3);
    expect(input).toHaveValue('');
    expect(screen.queryByText(/Your message was not sent/)).not.toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: 'Create it (8 credits)' }));
    const panel = screen.getByRole('region', { name: 'Preview & Code' });
    // A finished document opens as the document (issue 38 §6), not as raw markdown in the Code view.
    expect(await within(panel).findByRole('button', { name: 'Document' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('table')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Code')).toBeNull();
    await waitFor(() => expect(recorded).toBe(true));
  });

  it("the preview's Download of a generated document gives the file filed in the data room, not a .md", async () => {
    const FILE = '11111111-2222-4333-8444-555555555555';
    let fetchedFile = false;
    server.use(
      http.post('*/api/v1/documents/generate', () =>
        HttpResponse.json<GenerateDocumentResponse>({
          content: '# Pitch Deck\n\nDogs wait', document_id: FILE, type: 'pitch_deck', title: 'Pitch Deck', filename: 'pitch-deck.pptx', size: 4,
          download_url: `/api/v1/data-room/files/${FILE}/download`, remaining_credits: 92, engine: 'offline',
        }),
      ),
      http.get(`*/api/v1/data-room/files/${FILE}/download`, ({ request }) => {
        fetchedFile = request.headers.get('authorization') === `Bearer ${TEST_TOKEN}`;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'content-disposition': 'attachment; filename="pitch-deck.pptx"' },
        });
      }),
      http.post('*/api/v1/chat/messages', () => HttpResponse.json({ thread_id: THREAD, messages: [] }, { status: 201 })),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => HttpResponse.json({ id: THREAD, title: 'Deck', created_at: '', updated_at: '', messages: [] })),
    );
    const saved: { name: string; type: string }[] = [];
    const blobs = new Map<string, Blob>();
    const createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: blobs.get(this.href)?.type ?? '' });
    });
    try {
      const { user } = await openChat();
      await user.type(screen.getByLabelText('Message'), 'Create a pitch deck for investors{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Create it (8 credits)' }));
      const panel = screen.getByRole('region', { name: 'Preview & Code' });
      await user.click(await within(panel).findByRole('button', { name: 'Download pitch-deck.pptx' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(fetchedFile).toBe(true);
      expect(saved[0]).toEqual({ name: 'pitch-deck.pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
    } finally {
      click.mockRestore();
    }
  });

  it('a stored document reopened from the thread downloads the file filed in the data room too', async () => {
    const FILE = '22222222-3333-4444-8555-666666666666';
    const reply = '# Business Plan\n\nDogs wait\n\n_Written by the offline engine (no AI model configured) · saved to your data room as pawpal-business-plan.pdf_';
    let searched = '';
    server.use(
      http.get(`*/api/v1/chat/threads/${THREAD}`, () =>
        HttpResponse.json({
          id: THREAD, title: 'Plan', created_at: '2026-01-31T12:00:00.000Z', updated_at: '2026-01-31T12:00:00.000Z',
          messages: [
            { id: 'u1', thread_id: THREAD, role: 'user', agent_id: null, kind: 'text', content: 'A business plan please', status: 'complete', created_at: '2026-01-31T12:00:00.000Z' },
            { id: 'm1', thread_id: THREAD, role: 'assistant', agent_id: 'strategic', kind: 'document', content: reply, status: 'complete', credits: 8, created_at: '2026-01-31T12:00:00.001Z' },
          ],
        }),
      ),
      http.get('*/api/v1/data-room/files', ({ request }) => {
        searched = new URL(request.url).searchParams.get('q') ?? '';
        const file = (id: string, name: string) => ({ id, name, type: 'pdf', mime_type: 'application/pdf', size: 4, folder_id: null, folder_name: null, checklist_item: null, suggested_checklist_item: null, status: 'present', marked_outdated: false, version: 1, description: '', tags: [], is_confidential: false, shared_with: [], created_by: 'You', view_count: 0, download_count: 0, sha256: 'x', searchable: true, created_at: '2026-01-31T12:00:00.000Z', last_modified: '2026-01-31T12:00:00.000Z' });
        return HttpResponse.json({ files: [file('other', 'pawpal-business-plan (2).pdf'), file(FILE, 'pawpal-business-plan.pdf')], total: 2, page: 1, page_size: 24, folders: [], breadcrumb: [], missing: [], readiness: { present: 0, missing: 0, outdated: 0, total: 0, completion_percent: 0, attention_needed: 0 }, stats: { total_files: 2, folders: 0, storage_used_bytes: 8, storage_quota_bytes: 1000, confidential: 0 } });
      }),
      http.get(`*/api/v1/data-room/files/${FILE}/download`, () =>
        new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="pawpal-business-plan.pdf"' } }),
      ),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { user } = renderApp(`/dashboard?thread=${THREAD}`, { token: TEST_TOKEN });
      await user.click(await screen.findByRole('button', { name: /Open in preview/ }, { timeout: 10_000 }));
      const panel = screen.getByRole('region', { name: 'Preview & Code' });
      await user.click(await within(panel).findByRole('button', { name: 'Download pawpal-business-plan.pdf' }));
      await waitFor(() => expect(saved).toEqual(['pawpal-business-plan.pdf']));
      expect(searched).toBe('pawpal-business-plan.pdf');
    } finally {
      click.mockRestore();
    }
  });

  it('falls back to a chat answer when document generation fails', async () => {
    server.use(
      http.post('*/api/v1/documents/generate', () => HttpResponse.json<ErrorBody>({ detail: 'Down' }, { status: 503 })),
      http.post('*/api/v1/chat/stream', () => sse(answer('m3', 'Here is an outline instead'))),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () => storedThread('Generate a business plan', 'Here is an outline instead', 'm3')),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'Generate a business plan{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Create it (8 credits)' }));
    expect(await screen.findByText('Here is an outline instead', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('on 402 says what the message needs and what is left, with Buy credits', async () => {
    let balance = 100;
    server.use(
      http.get('*/api/v1/billing/balance', () => HttpResponse.json({ available_credits: balance })),
      http.post('*/api/v1/chat/stream', () => {
        balance = 0;
        return HttpResponse.json<ErrorBody>({ detail: 'Insufficient credits' }, { status: 402 });
      }),
    );
    const { user } = await openChat();
    await screen.findByLabelText('100 credits left');
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    expect(await screen.findByText('This needs 1 credit; you have 0.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/dashboard/billing?tab=plans');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
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
    let executed = false;
    server.use(
      http.post('*/api/v1/chat/stream', () => {
        const chunks = answer('m4', 'Ship a tiny MVP', 'text', 'product');
        chunks.splice(-2, 0, { type: 'data-suggestions', data: { suggestions: [suggestion] } });
        return sse(chunks);
      }),
      http.get(`*/api/v1/chat/threads/${THREAD}`, async () => {
        const stored = await storedThread('What should the MVP include?', 'Ship a tiny MVP', 'm4').json();
        // After the execution the server returns its stored result with the thread.
        if (executed) stored.messages.push({ ...stored.messages[1], id: 'm9', agent_id: 'product', content: '**Done: Plan user interviews**\n\nInterview script ready', credits: 1 });
        return HttpResponse.json(stored);
      }),
      http.post('*/api/v1/orchestrator/execute-suggestion', () => (executed = true) &&
        HttpResponse.json({ suggestion_id: suggestion.id, result: 'Interview script ready', executed_at: '2026-01-31T12:00:00.000Z', remaining_credits: 97, message_id: 'm9', credits: 1 }),
      ),
    );
    const { user } = await openChat();
    await user.type(screen.getByLabelText('Message'), 'What should the MVP include?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Execute: Plan user interviews' }));
    expect(await screen.findByText('Interview script ready', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('1 credit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Execute: Plan user interviews' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Try one of these:')).toBeInTheDocument();
  });
});
