import { describe, expect, it } from 'vitest';
import { buildStartupModel, setAssumption } from './model';
import { unitEconomicsDefaults } from './figure-basis';

const keys = (m: ReturnType<typeof buildStartupModel>) => {
  const b = unitEconomicsDefaults(m);
  return { arpu: b.arpu_monthly.map((a) => a.key), margin: b.gross_margin_pct.map((a) => a.key) };
};

describe('what each unit-economics figure rests on', () => {
  it('a stated monthly price: the ARPU is the founder’s, the margin rests on cost defaults', () => {
    const k = keys(buildStartupModel({ idea: 'Sleep coaching app for new mothers, $12 a month.', country: 'US' }));
    expect(k.arpu).toEqual([]);
    expect(k.margin.length).toBeGreaterThan(0);
  });

  it('no price: the ARPU rests on the default price', () => {
    const m = buildStartupModel({ idea: 'Sleep coaching app for new mothers.', country: 'US' });
    expect(keys(m).arpu).toContain('price_per_month');
  });

  it('a price per seat without a count rests on the stand-in count until the founder gives one', () => {
    const m = buildStartupModel({ idea: 'Team chat for law firms, $15 per seat per month.', country: 'US' });
    expect(keys(m).arpu).toEqual(['capacity_per_account']);
    expect(keys(setAssumption(m, 'capacity_per_account', 12)).arpu).toEqual([]);
  });
});
