import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { aboutRule } from './entity-lens';
import { grammarErrors } from './grammar-check';

describe('a rule’s summary inserted into a recommendation', () => {
  it('a noun-phrase summary stands after "In short:", a verb summary follows the rule’s name', () => {
    expect(aboutRule('CCPA/CPRA', 'California’s privacy law for for-profit businesses')).toBe('In short: California’s privacy law for for-profit businesses');
    expect(aboutRule('the CMA', 'enforces competition and consumer law')).toBe('the CMA enforces competition and consumer law');
    expect(aboutRule('X', 'business rules')).toBe('In short: Business rules');
  });

  it('the CCPA answers no longer read "since it California’s privacy law"', () => {
    const profile = { startup_name: 'PipeFox', idea: 'Sales pipeline CRM for small agencies in New York', industry: 'B2B software', target_customers: 'Marketing agencies in the US', business_model: '$39 per user per month' };
    for (const lens of ['product', 'technical'] as const) {
      const { text } = composeAnswer(lens, 'Does the CCPA apply to us?', profile);
      expect(text).not.toMatch(/\bit California/);
      expect(text).toMatch(/In short: California’s privacy law/);
      expect(grammarErrors(text, profile)).toEqual([]);
    }
  });
});
