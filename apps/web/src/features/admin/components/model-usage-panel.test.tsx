import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModelUsagePanel } from './model-usage-panel';

describe('ModelUsagePanel', () => {
  it('shows tokens and cost per feature and per user, and says when a model has no price', () => {
    render(
      <ModelUsagePanel
        usage={{
          input_tokens: 70,
          output_tokens: 12,
          cost_usd: null,
          by_feature: [
            { feature: 'chat', input_tokens: 50, output_tokens: 11, cost_usd: 0.0123 },
            { feature: 'document', input_tokens: 20, output_tokens: 1, cost_usd: null },
          ],
          by_user: [{ user_id: 'u1', email: 'ada@example.com', input_tokens: 70, output_tokens: 12, cost_usd: null }],
        }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Model usage' });
    expect(panel).toHaveTextContent('70 in · 12 out — no price for this model');
    const chat = within(panel).getByRole('row', { name: /chat/ });
    expect(chat).toHaveTextContent('50 in · 11 out');
    expect(chat).toHaveTextContent('$0.0123');
    expect(within(panel).getByRole('row', { name: /ada@example.com/ })).toHaveTextContent('70 in · 12 out');
  });
});
