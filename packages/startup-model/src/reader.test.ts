import { describe, expect, it } from 'vitest';
import { buildStartupModel } from './model';
import { modelQuestions, readFigures } from './reader';

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
});

describe('modelQuestions', () => {
  it('asks about a stated price the model did not use, never drops it', () => {
    const input = { idea: 'A rota app for care homes in England. £4 per bed per month.', country: 'GB' };
    const model = buildStartupModel(input);
    const questions = modelQuestions(model, input);
    const used = model.assumptions.some((a) => a.provenance === 'founder' && a.basis.includes('£4'));
    expect(used || questions.some((q) => q.quote.includes('£4'))).toBe(true);
    for (const q of questions) expect(q.question).toContain(q.quote);
  });

  it('asks nothing when every stated figure is used', () => {
    const input = { idea: 'B2B SaaS for dental clinics at $99 per month per clinic.', country: 'US' };
    const model = buildStartupModel(input);
    expect(model.assumptions.some((a) => a.provenance === 'founder' && a.basis.includes('$99'))).toBe(true);
    expect(modelQuestions(model, input)).toEqual([]);
  });
});
