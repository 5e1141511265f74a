import { describe, expect, it } from 'vitest';
import { buildStartupModel, setAssumption } from './model';
import { checkModelFigures } from './model-figures';

const text = 'Rota planning for UK care homes. We charge £4 per bed per month; homes average 40 beds. 12 homes are piloting it.';
const model = buildStartupModel({ idea: text, target_customers: 'Care homes in England', country: 'GB', stage: 'mvp' });
const moneyKey = model.assumptions.find((a) => a.unit === 'money' && /price/.test(a.key))!.key;

describe('checkModelFigures: a model’s figures are checked against the founder’s words', () => {
  it('turns a figure whose number the founder wrote into a question to confirm, never a founder value', () => {
    const { questions, refused } = checkModelFigures(model, text, [{ key: moneyKey, value: 160, currency: 'GBP', quote: 'homes average 40 beds' }]);
    expect(questions).toEqual([]);
    expect(refused[0].reason).toMatch(/number does not occur/);
    const ok = checkModelFigures(model, text, [{ key: moneyKey, value: 4, currency: 'GBP', quote: 'We charge £4 per bed per month' }]);
    expect(ok.refused).toEqual([]);
    expect(ok.questions).toEqual([{ id: `model-${moneyKey}-400`, key: moneyKey, quote: 'We charge £4 per bed per month', question: expect.stringContaining('£4'), options: [{ key: moneyKey, label: expect.any(String), value: 400 }] }]);
    expect(model.assumptions.find((a) => a.key === moneyKey)!.value).not.toBe(400);
  });

  it('refuses a quote the founder did not write, an unknown key, another currency and a value out of bounds', () => {
    const { questions, refused } = checkModelFigures(model, text, [
      { key: moneyKey, value: 9, currency: 'GBP', quote: 'We charge £9 per bed' },
      { key: 'made_up_key', value: 4, quote: 'We charge £4 per bed per month' },
      { key: moneyKey, value: 4, currency: 'USD', quote: 'We charge £4 per bed per month' },
    ]);
    expect(questions).toEqual([]);
    expect(refused.map((r) => r.reason)).toEqual([expect.stringMatching(/quote is not/), expect.stringMatching(/not an assumption/), expect.stringMatching(/written in USD/)]);
  });

  it('asks nothing about a value the founder already set', () => {
    // The £4 is already the founder's price per bed (its own assumption): nothing to confirm.
    expect(checkModelFigures(model, text, [{ key: 'price_per_capacity', value: 4, currency: 'GBP', quote: '£4 per bed per month' }]).questions).toEqual([]);
    const plain = 'Rota planning for UK care homes at £150 a month.';
    const set = setAssumption(buildStartupModel({ idea: plain, country: 'GB' }), 'price_per_month', 15000);
    expect(checkModelFigures(set, plain, [{ key: 'price_per_month', value: 150, currency: 'GBP', quote: '£150 a month' }]).questions).toEqual([]);
  });

  it('reads the founder’s notation: "8,90 €" is 8.9 and "1.200 €" is 1200', () => {
    const de = 'Die Lizenz kostet 1.200 € pro Monat, Einrichtung 8,90 €.';
    const m = buildStartupModel({ idea: de, country: 'DE', stage: 'mvp' });
    const key = m.assumptions.find((a) => a.unit === 'money')!.key;
    expect(checkModelFigures(m, de, [{ key, value: 1200, quote: '1.200 € pro Monat' }, { key, value: 8.9, quote: 'Einrichtung 8,90 €' }]).refused).toEqual([]);
  });
});
