import { describe, expect, it } from 'vitest';
import { readFigures as scan } from './figures';
import { readFigures } from './reader';

describe('readFigures', () => {
  it('reads a monthly price with its currency, period and quote', () => {
    const { figures, unread } = readFigures('Clinics pay $49 per month for the app.');
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatchObject({ value: 49, currency: 'USD', period: 'month', kind: 'price', quote: '$49 per month' });
    expect(figures[0].index).toBe(13); // the number's offset, after the $
    expect(unread).toEqual([]);
  });

  it('reads a per-noun price, funding and traction', () => {
    const { figures } = readFigures('We sell at $28 per candle, we have 320 customers and are raising $500k.');
    expect(figures.map((f) => [f.kind, f.value, f.unit])).toEqual([
      ['price', 28, 'candle'],
      ['traction', 320, null],
      ['funding', 500000, null],
    ]);
  });

  it('reads an average as an average', () => {
    const { figures } = readFigures('The average booking is A$120 and we take 12% commission.');
    expect(figures.find((f) => f.currency)).toMatchObject({ value: 120, currency: 'AUD', kind: 'average' });
    expect(figures.find((f) => f.detail === 'commission_pct')).toMatchObject({ value: 12, kind: 'percent' });
  });

  it('keeps both ends of a range and reads decimal commas', () => {
    expect(readFigures('Tickets cost £8–10 each.').figures[0]).toMatchObject({ value: 8, high: 10, currency: 'GBP' });
    expect(readFigures('150 ml bottles at 8,90 € a bottle.').figures.find((f) => f.currency)).toMatchObject({ value: 8.9, currency: 'EUR', unit: 'bottle' });
  });
});

describe('small numbers in words', () => {
  it('reads paying customers, a team and a count per account written in words', () => {
    const { figures } = readFigures('We have twelve paying clinics at $99 a month and are a team of three engineers.');
    expect(figures.map((f) => [f.kind, f.value])).toEqual([['traction', 12], ['price', 99], ['team', 3]]);
    const beds = scan('Rota app for care homes at £4 per bed per month; homes average forty beds.', 'GB');
    expect(beds[0].per_account).toEqual({ count: 40, quote: 'average forty beds' });
  });
});
