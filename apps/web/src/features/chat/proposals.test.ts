import type { ChatProposal } from '@uc/contract';
import { describe, expect, it } from 'vitest';
import { openCards } from './proposals';

const proposal = (id: string, key: string, status: ChatProposal['status']): ChatProposal => ({
  id, key, status, label: key, unit: 'percent', currency: 'USD', from: 1, to: 2, reason: 'why', base_version: 3,
  thread_id: '00000000-0000-4000-8000-000000000000', message_id: '00000000-0000-4000-8000-000000000001', created_at: '2026-01-01T00:00:00.000Z',
});

describe('openCards', () => {
  it('shows the pending proposals only, the latest one per assumption, in order', () => {
    const all = [proposal('a', 'monthly_churn', 'pending'), proposal('b', 'price_per_month', 'confirmed'), proposal('c', 'take_rate', 'pending'), proposal('d', 'monthly_churn', 'pending'), proposal('e', 'som_pct', 'dismissed')];
    expect(openCards(all).map((p) => p.id)).toEqual(['c', 'd']);
    expect(openCards([])).toEqual([]);
  });
});
