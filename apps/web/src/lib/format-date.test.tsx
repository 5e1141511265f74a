import { DEFAULT_PREFERENCES } from '@uc/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';
import { browserTimeZone, formatDate, formatDateTime } from './format-date';

// 23:30 UTC on 31 January is already 1 February in Tokyo (UTC+9) and still 31 January in New York.
const LATE = '2026-01-31T23:30:00.000Z';

describe('date formatting', () => {
  it('formats in the zone it is given', () => {
    expect(formatDate(LATE, 'Asia/Tokyo')).toBe('Feb 1, 2026');
    expect(formatDate(LATE, 'America/New_York')).toBe('Jan 31, 2026');
    expect(formatDateTime(LATE, 'Asia/Tokyo')).toBe('Feb 1, 2026, 08:30 AM');
    expect(formatDate(LATE, 'Mars/Olympus')).toBe(formatDate(LATE, browserTimeZone()));
  });

  const invoiceList = () =>
    server.use(http.get('*/api/v1/billing/invoices', () => HttpResponse.json({ invoices: [{ id: 'inv-1', number: 'UC-2026-ABCD1234', date: LATE, amount: 59.99, status: 'paid', description: 'Growth Pack: 500 credits' }] })));

  it('dates in the app follow the time zone saved under Profile → Preferences', async () => {
    invoiceList();
    server.use(http.get('*/api/v1/profile/preferences', () => HttpResponse.json({ ...DEFAULT_PREFERENCES, time_zone: 'Asia/Tokyo' })));
    renderApp('/dashboard/billing?tab=invoices', { token: TEST_TOKEN });
    expect(await screen.findByText('Feb 1, 2026', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("falls back to the browser's zone when the preference cannot be loaded", async () => {
    invoiceList();
    server.use(http.get('*/api/v1/profile/preferences', () => HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 })));
    renderApp('/dashboard/billing?tab=invoices', { token: TEST_TOKEN });
    expect(await screen.findByText('Growth Pack: 500 credits', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(formatDate(LATE, browserTimeZone()))).toBeInTheDocument();
  });
});
