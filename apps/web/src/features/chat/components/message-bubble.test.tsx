import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UiMessage } from '../hooks/use-chat-session';
import { MessageBubble, toolStepLabel } from './message-bubble';

describe('MessageBubble tool steps', () => {
  it('lists the tools an answer used with their status', () => {
    render(
      <MemoryRouter>
        <ul>
          <MessageBubble
            revealOffline={false}
            onOpen={() => undefined}
            message={{
              id: 'm1',
              role: 'assistant',
              agent_id: 'strategic',
              kind: 'text',
              content: 'Churn is 3%.',
              status: 'complete',
              tool_steps: [
                { toolCallId: 'c1', toolName: 'search_data_room', input: {}, state: 'done' },
                { toolCallId: 'c2', toolName: 'read_document', input: {}, state: 'error', errorText: 'No such file in your data room' },
                { toolCallId: 'c3', toolName: 'web_search', input: {}, state: 'running' },
              ],
            }}
          />
        </ul>
      </MemoryRouter>,
    );
    const steps = screen.getByRole('list', { name: 'Tools used' });
    expect(steps).toHaveTextContent('Searched your data room — done');
    expect(steps).toHaveTextContent('Read a data-room file — failed: No such file in your data room');
    expect(steps).toHaveTextContent('Searched the web — running');
  });

  it('names what each step did: the search, the file read, the assumption', () => {
    const step = (toolName: string, input: unknown, output?: unknown) => toolStepLabel({ toolCallId: 'c', toolName, input, output, state: output === undefined ? 'running' : 'done' });
    expect(step('search_data_room', { query: 'pricing notes' }, { files: [{ file_id: 'f1', name: 'pricing-notes.txt' }] })).toBe('Searched your data room for “pricing notes” (1 file)');
    expect(step('search_data_room', { query: 'churn' }, { files: [] })).toBe('Searched your data room for “churn” (nothing found)');
    expect(step('search_data_room', { query: 'churn' })).toBe('Searched your data room for “churn”');
    expect(step('read_document', { file_id: 'f1' }, { name: 'pricing-notes.txt', text: '…' })).toBe('Read pricing-notes.txt');
    expect(step('read_document', { file_id: 'f1' })).toBe('Read a data-room file');
    expect(step('web_search', { query: 'pet care market' }, { results: [{}, {}] })).toBe('Searched the web for “pet care market” (2 results)');
    expect(step('read_web_page', { url: 'https://example.org/market?x=1' })).toBe('Read a web page (example.org)');
    expect(step('propose_assumption_change', { key: 'som_pct' }, { proposal: { label: 'Share you can win in 3–5 years' } })).toBe('Proposed a change to Share you can win in 3–5 years');
    expect(step('get_startup_model', {}, {})).toBe('Read your startup model');
  });
});

describe('MessageBubble queue', () => {
  const bubble = (queueAhead: number | undefined, status: 'streaming' | 'complete' = 'streaming') => (
    <MemoryRouter>
      <ul>
        <MessageBubble
          revealOffline={false}
          onOpen={() => undefined}
          message={{ id: 'm1', role: 'assistant', agent_id: 'strategic', kind: 'text', content: '', status, queueAhead }}
        />
      </ul>
    </MemoryRouter>
  );

  it('says how many answers the local model writes before this one', () => {
    render(bubble(2));
    expect(screen.getByRole('status').textContent).toContain('Waiting for the model: 2 ahead');
  });

  it('says nothing once its turn came', () => {
    render(bubble(0));
    expect(screen.queryByText(/Waiting for the model/)).toBeNull();
  });
});

describe('MessageBubble cancel', () => {
  const base: UiMessage = { id: 'm9', role: 'assistant', agent_id: 'marketing', kind: 'text', content: '', status: 'streaming' };
  const bubble = (message: UiMessage, onCancel?: (id: string) => void) => (
    <MemoryRouter>
      <ul>
        <MessageBubble revealOffline={false} onOpen={() => undefined} onCancel={onCancel} message={message} />
      </ul>
    </MemoryRouter>
  );

  it('offers Cancel beside the queue notice and sends the answer id', async () => {
    const onCancel = vi.fn();
    render(bubble({ ...base, queueAhead: 1 }, onCancel));
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the model: 1 ahead');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this answer' }));
    expect(onCancel).toHaveBeenCalledWith('m9');
  });

  it('offers Cancel while the answer is written, and shows it is cancelling', () => {
    const { rerender } = render(bubble({ ...base, content: 'Start with' }, () => undefined));
    expect(screen.getByRole('button', { name: 'Cancel this answer' })).toBeEnabled();
    rerender(bubble({ ...base, content: 'Start with', cancel: 'cancelling' }, () => undefined));
    expect(screen.getByRole('button', { name: 'Cancelling this answer' })).toBeDisabled();
  });

  it('says a cancelled answer was not charged, with no button left', () => {
    render(bubble({ ...base, status: 'incomplete', cancel: 'cancelled', failure: 'You cancelled this answer' }, () => undefined));
    expect(screen.getByText('You cancelled this answer. No credits were charged for it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('a finished answer has no Cancel', () => {
    render(bubble({ ...base, status: 'complete', content: 'Done.' }, () => undefined));
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });
});
