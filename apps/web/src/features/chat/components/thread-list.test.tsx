import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';
import { chatQueryKeys } from '../api/query-keys';

const at = '2026-11-28T07:00:00.000Z';
const thread = { id: '6f1c8a52-1111-4222-8333-944455556666', title: 'Pricing for clinics', created_at: at, updated_at: at };

describe('the chat list during an outage', () => {
  it('keeps the threads it had when a refresh fails, and says the list may be out of date', async () => {
    let down = false;
    server.use(http.get('*/api/v1/chat/threads', () => (down ? HttpResponse.error() : HttpResponse.json({ threads: [thread] }))));
    const { queryClient } = renderApp('/dashboard', { token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Chats' }, { timeout: 8000 });
    expect(await within(nav).findByText('Pricing for clinics')).toBeInTheDocument();
    down = true;
    await queryClient.refetchQueries({ queryKey: chatQueryKeys.threads() }).catch(() => undefined);
    await waitFor(() => expect(within(nav).getByText(/could not be refreshed/i)).toBeInTheDocument());
    expect(within(nav).getByText('Pricing for clinics')).toBeInTheDocument();
    expect(within(nav).queryByText('Could not load your chats.')).not.toBeInTheDocument();
  });
});
