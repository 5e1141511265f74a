import type { Share } from '@uc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { ReadinessEngagement } from './readiness-engagement';
import { SharingPanel } from './sharing-panel';

const wrap = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

const deck = { key: 'pitch_deck', label: 'Pitch deck', file_id: 'f1', file_name: 'deck.pdf', page_count: 12, viewers: 4, timed_visits: 4, median_ms: 2000, drop_off: { page: 5, visits: 3, title: null }, suggestion: '3 of 4 viewers stopped at page 5 of 12: look at page 5 and the one after it first.' };
const unread = { ...deck, key: 'cap_table', label: 'Cap table', file_id: 'f2', file_name: 'cap.pdf', page_count: 0, viewers: 0, timed_visits: 0, median_ms: null, drop_off: null, suggestion: null };

describe('readiness that learns', () => {
  it('shows how investors read each opened checklist document and the suggestion', async () => {
    server.use(http.get('*/api/v1/data-room/readiness/engagement', () => HttpResponse.json({ items: [deck, unread] })));
    wrap(<ReadinessEngagement />);
    const card = await screen.findByTestId('readiness-engagement');
    expect(card).toHaveTextContent('Opened by 4 viewers · median 2 s per visit · 3 of 4 stopped at page 5 of 12');
    expect(card).toHaveTextContent('Suggestion: 3 of 4 viewers stopped at page 5 of 12');
    expect(card).not.toHaveTextContent('Cap table');
  });

  it("names the page's title when the PDF gives one", async () => {
    const titled = { ...deck, drop_off: { page: 5, visits: 3, title: 'Market' }, suggestion: '3 of 4 viewers stopped at page 5 of 12 (Market): look at page 5 and the one after it first.' };
    server.use(http.get('*/api/v1/data-room/readiness/engagement', () => HttpResponse.json({ items: [titled] })));
    wrap(<ReadinessEngagement />);
    const card = await screen.findByTestId('readiness-engagement');
    expect(card).toHaveTextContent('3 of 4 stopped at page 5 of 12 (Market)');
    expect(card).toHaveTextContent('Suggestion: 3 of 4 viewers stopped at page 5 of 12 (Market)');
  });

  it('shows nothing before anyone opened a document', async () => {
    let asked = false;
    server.use(http.get('*/api/v1/data-room/readiness/engagement', () => ((asked = true), HttpResponse.json({ items: [unread] }))));
    const { container } = wrap(<ReadinessEngagement />);
    await waitFor(() => expect(asked).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('first-open notice', () => {
  it('says who opened a link and when, until dismissed', async () => {
    const share: Share = {
      id: 's1', url: 'http://x/s/t', label: 'Acme', investor_email: null, scope: 'files', file_ids: ['f1'], folder_id: null, expires_at: null,
      has_password: false, email_gate: false, allow_list: [], deny_list: [], nda_text: null, allow_download: false, watermark: true,
      status: 'active', revoked_at: null, visit_count: 1, last_visit_at: '2026-11-28T10:00:00.000Z', first_opened_at: '2026-11-28T10:00:00.000Z',
      new_open: { at: '2026-11-28T10:00:00.000Z', viewer_email: 'vc@fund.com' }, created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z',
    };
    let dismissed = false;
    server.use(
      http.get('*/api/v1/data-room/shares', () => HttpResponse.json({ items: [dismissed ? { ...share, new_open: null } : share] })),
      http.post('*/api/v1/data-room/shares/s1/seen', () => ((dismissed = true), new HttpResponse(null, { status: 204 }))),
    );
    wrap(<SharingPanel />);
    expect(await screen.findByText(/New: opened by vc@fund\.com at/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/New: opened/)).not.toBeInTheDocument());
    expect(dismissed).toBe(true);
  });
});
