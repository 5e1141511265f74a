import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from './message-bubble';

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
});
