import { describe, expect, it } from 'vitest';
import { parseFounderPrice } from './pricing';

describe('parseFounderPrice', () => {
  it.each([
    ['Software for dog groomers, 79 EUR per location per month', { amount: 79, currency: 'EUR', unit: 'location per month' }],
    ['€29/month for pet owners', { amount: 29, currency: 'EUR', unit: 'customer per month' }],
    ['$49 per seat', { amount: 49, currency: 'USD', unit: 'seat' }],
    ['Subscription at 12,50 GBP each clinic.', { amount: 12.5, currency: 'GBP', unit: 'clinic' }],
    ['A marketplace for physiotherapists', null],
  ])('%s', (text, expected) => {
    const got = parseFounderPrice(text);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toMatchObject(expected);
  });
});
