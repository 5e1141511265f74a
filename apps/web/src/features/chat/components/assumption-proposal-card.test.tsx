import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssumptionProposalCard, formatProposedValue } from './assumption-proposal-card';

describe('AssumptionProposalCard', () => {
  it('shows a money change in the currency, not in stored minor units', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AssumptionProposalCard
          onDone={() => undefined}
          proposal={{ key: 'price_per_month', label: 'Price per customer per month', unit: 'money', currency: 'USD', from: 14_900, to: 19_900, reason: 'Your notes', base_version: 1, id: '00000000-0000-4000-8000-000000000002', status: 'pending', thread_id: '00000000-0000-4000-8000-000000000000', message_id: '00000000-0000-4000-8000-000000000001', created_at: '2026-01-01T00:00:00.000Z' }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('region', { name: 'Confirm an assumption change' })).toHaveTextContent('Change Price per customer per month: $149 → $199');
  });

  it('formats each unit as the Startup screen means it', () => {
    expect(formatProposedValue(5, 'percent', 'USD')).toBe('5%');
    expect(formatProposedValue(150_000, 'money', 'NGN')).toBe('₦1,500');
    expect(formatProposedValue(12, 'months', 'USD')).toBe('12 months');
    expect(formatProposedValue(1, 'months', 'USD')).toBe('1 month');
    expect(formatProposedValue(1, 'hours', 'USD')).toBe('1 hour');
    expect(formatProposedValue(40, 'hours', 'USD')).toBe('40 hours');
    expect(formatProposedValue(3, 'month', 'USD')).toBe('month 3');
    expect(formatProposedValue(12_000, 'count', 'USD')).toBe('12,000');
  });
});
