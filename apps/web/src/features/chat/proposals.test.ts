import type { ChatStreamAssumptionProposal } from '@uc/contract';
import { describe, expect, it } from 'vitest';
import { settleProposal } from './proposals';

const proposal = (key: string, base_version: number): ChatStreamAssumptionProposal => ({ key, label: key, unit: 'percent', currency: 'USD', from: 1, to: 2, reason: 'why', base_version });

describe('settleProposal', () => {
  it('drops the settled card; a saved change moves the other proposals of that version to the new one', () => {
    const open = [proposal('monthly_churn', 3), proposal('price_per_month', 3), proposal('take_rate', 2)];
    expect(settleProposal(open, 'monthly_churn', { from: 3, to: 4 })).toEqual([proposal('price_per_month', 4), proposal('take_rate', 2)]);
    // Dismissed: nothing was saved, nothing moves.
    expect(settleProposal(open, 'monthly_churn')).toEqual([proposal('price_per_month', 3), proposal('take_rate', 2)]);
  });
});
