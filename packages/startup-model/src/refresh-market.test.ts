import { describe, expect, it } from 'vitest';
import { marketSizing } from './market';
import { buildStartupModel, refreshMarket, setAssumption } from './model';
import type { StartupModel } from './types';

const tam = (m: StartupModel) => m.assumptions.find((a) => a.key === 'tam_customers')!;
/** The model as it was saved with an older populations table: another count and basis for the same words. */
const savedWith = (m: StartupModel, value: number, basis: string): StartupModel =>
  ({ ...m, assumptions: m.assumptions.map((a) => (a.key === 'tam_customers' ? { ...a, value, basis } : a)) });

describe('a saved model reads its market count from the populations data of today', () => {
  const input = { idea: 'Shared calendar app for households in Italy, €3 per month.', country: 'IT' };

  it('recomputes a default count saved with an older figure, and the market follows', () => {
    const now = buildStartupModel(input);
    const old = savedWith(now, 26_000_000, '26,000,000 private households in Italy (ISTAT, households (famiglie), 2023; confirm at istat.it)');
    const { model, refreshed } = refreshMarket(old, input);
    expect(refreshed).toBe(true);
    expect(tam(model)).toEqual(tam(now));
    expect(tam(model).value).toBe(25_850_000);
    expect(marketSizing(model).tam.value).toBe(marketSizing(now).tam.value);
  });

  it('turns a count whose record was removed into the question (no figure printed)', () => {
    const words = { idea: 'Staff rota software for care homes in France, €5 per bed per month.', country: 'FR' };
    const now = buildStartupModel(words);
    expect(marketSizing(now).sized).toBe(false);
    const old = savedWith(now, 7500, '7,500 nursing homes for dependent older people (EHPAD) in France (DREES, enquête EHPA, 2019; confirm at drees.solidarites-sante.gouv.fr)');
    expect(marketSizing(old).sized).toBe(true);
    const { model } = refreshMarket(old, words);
    expect(marketSizing(model)).toMatchObject({ sized: false, tam: { value: 0 } });
  });

  it('keeps the founder’s own count and returns the same object when the count is current', () => {
    const now = buildStartupModel(input);
    expect(refreshMarket(now, input)).toEqual({ model: now, refreshed: false });
    expect(refreshMarket(now, input).model).toBe(now);
    const mine = setAssumption(now, 'tam_customers', 1_000_000);
    expect(refreshMarket(mine, input).model).toBe(mine);
  });
});
