import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

/** A team turn where one co-founder's answer fails: the server reports it as a data part, not an error. */
const THREAD = '5c1d7e2a-3b4c-4d5e-8f60-123456789abc';
const REFUSED = 'The model provider refused the configured key — no credit charged for this answer.';
const sse = (chunks: object[]) =>
  new HttpResponse(chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n', {
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });

const ok = (id: string, agent: string, kind: string, text: string) => [
  { type: 'data-message', data: { message_id: id, agent_id: agent, kind } },
  { type: 'text-start', id },
  { type: 'text-delta', id, delta: text },
  { type: 'text-end', id },
  { type: 'data-done', data: { message_id: id, status: 'complete' } },
];
const failed = (id: string, agent: string) => [
  { type: 'data-message', data: { message_id: id, agent_id: agent, kind: 'text' } },
  { type: 'text-start', id },
  { type: 'text-end', id },
  { type: 'data-done', data: { message_id: id, status: 'incomplete' } },
  { type: 'data-answer-failed', data: { message_id: id, agent_id: agent, detail: REFUSED } },
];

const at = (ms: number) => new Date(Date.UTC(2026, 0, 31, 12, 0, 0, ms)).toISOString();
const row = (id: string, role: string, agent: string | null, kind: string, content: string, status: string, ms: number) => ({
  id,
  thread_id: THREAD,
  role,
  agent_id: agent,
  kind,
  content,
  status,
  created_at: at(ms),
});

describe('a team turn with one failed answer', { timeout: 20_000 }, () => {
  it('shows that answer as failed with its reason; the other answers of the turn show normally', async () => {
    server.use(
      http.post('*/api/v1/chat/stream', () =>
        sse([
          { type: 'start' },
          { type: 'data-thread', data: { thread_id: THREAD, title: 'Review my plan', user_message_id: 'u1' } },
          ...ok('m1', 'strategic', 'text', 'Focus on one segment.'),
          ...failed('m2', 'product'),
          ...ok('m3', 'strategic', 'synthesis', 'The team agrees: start small.'),
          { type: 'data-credits', data: { remaining_credits: 98 } },
          { type: 'finish' },
        ]),
      ),
      http.get(`*/api/v1/chat/threads/${THREAD}`, () =>
        HttpResponse.json({
          id: THREAD,
          title: 'Review my plan',
          created_at: at(0),
          updated_at: at(0),
          messages: [
            row('u1', 'user', null, 'text', 'Review my plan', 'complete', 0),
            row('m1', 'assistant', 'strategic', 'text', 'Focus on one segment.', 'complete', 1),
            row('m2', 'assistant', 'product', 'text', '', 'incomplete', 2),
            row('m3', 'assistant', 'strategic', 'synthesis', 'The team agrees: start small.', 'complete', 3),
          ],
        }),
      ),
    );
    const { user } = renderApp('/dashboard', { token: TEST_TOKEN });
    await screen.findByRole('heading', { name: 'Ultimate Co-founder' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Answer from'), 'team');
    await user.type(screen.getByLabelText('Message'), 'Review my plan{Enter}');

    expect(await screen.findByText('The team agrees: start small.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Focus on one segment.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const notice = await screen.findByText(`This answer failed: ${REFUSED}`);
    // The notice sits on the failed co-founder's answer, not on the others.
    const failedAnswer = notice.closest('li')!;
    expect(within(failedAnswer).getByText(/Product/)).toBeInTheDocument();
    expect(screen.getAllByText(/This answer (failed|was interrupted)/)).toHaveLength(1);
    // Not the whole turn failing: no apology in its place.
    expect(screen.queryByText('Sorry, I ran into an issue processing your request. Please try again.')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('98 credits left')).toBeInTheDocument();
  });
});
