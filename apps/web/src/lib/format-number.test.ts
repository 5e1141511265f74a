import { describe, expect, it } from 'vitest';
import { formatCount, formatCreditsLabel } from './format-number';

describe('formatCount', () => {
  it('puts thousands separators in every count', () => {
    expect(formatCount(1768)).toBe('1,768');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-2500)).toBe('-2,500');
    expect(formatCreditsLabel(1)).toBe('1 credit');
    expect(formatCreditsLabel(1768)).toBe('1,768 credits');
  });
});
