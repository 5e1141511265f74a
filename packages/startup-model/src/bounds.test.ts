import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_IDS, ASSUMPTION_VALUE_LIMIT, MAX_MINOR_UNITS, STAGE_IDS, assumptionBounds, buildStartupModel, checkAssumptionValue,
  forecast, keyFigures, marketSizing, setAssumption, type StartupModel,
} from './index';

const CURRENCIES = ['USD', 'IDR', 'JPY', 'NGN', 'VND', 'EUR'];
const everyKey = () => new Set(ARCHETYPE_IDS.flatMap((id) => buildStartupModel({ idea: 'x' }, { archetype: id }).assumptions.map((a) => a.key)));

describe('assumption bounds', () => {
  it('every assumption of every archetype has finite bounds, in every currency', () => {
    for (const key of everyKey()) {
      for (const currency of CURRENCIES) {
        const b = assumptionBounds(key, currency)!;
        expect(b, key).not.toBeNull();
        expect(Number.isFinite(b.min) && Number.isFinite(b.max), `${key} ${currency}`).toBe(true);
        expect(b.max, key).toBeGreaterThan(b.min);
        expect(Math.abs(b.max)).toBeLessThanOrEqual(ASSUMPTION_VALUE_LIMIT);
        if (b.unit === 'money') expect(b.max).toBeLessThanOrEqual(MAX_MINOR_UNITS);
      }
    }
  });

  it('every default of every archetype, stage and currency lies within its bounds', () => {
    for (const archetype of ARCHETYPE_IDS) {
      for (const stage of STAGE_IDS) {
        for (const currency of CURRENCIES) {
          const m = buildStartupModel({ idea: 'a company', stage }, { archetype, currency });
          for (const a of m.assumptions) {
            const check = checkAssumptionValue(a.key, a.value, currency);
            expect(check, `${archetype} ${stage} ${currency} ${a.key}=${a.value}`).toEqual({ ok: true, value: a.value });
            expect(a.max, a.key).toBe(assumptionBounds(a.key, currency)!.max);
          }
        }
      }
    }
  });

  it('a monthly price of a trillion dollars is not a price (the value that bricked a model)', () => {
    expect(checkAssumptionValue('price_per_month', 1e15 + 1, 'USD')).toMatchObject({ ok: false });
    expect(checkAssumptionValue('price_per_month', 1e14, 'USD')).toEqual({
      ok: false, detail: 'Price per account per month must be between $0 and $10,000,000',
    });
    expect(checkAssumptionValue('price_per_month', 19900, 'USD')).toEqual({ ok: true, value: 19900 });
    expect(checkAssumptionValue('monthly_churn', 101)).toMatchObject({ ok: false });
    expect(checkAssumptionValue('monthly_churn', Number.NaN)).toMatchObject({ ok: false });
    expect(checkAssumptionValue('tam_customers', 1e12)).toMatchObject({ ok: false });
    expect(checkAssumptionValue('no_such_key', 1)).toEqual({ ok: false, detail: 'Unknown assumption "no_such_key"' });
    // Whole units: money is rounded to the minor unit before the check.
    expect(checkAssumptionValue('price_per_month', 100.4)).toEqual({ ok: true, value: 100 });
  });

  it('setAssumption refuses a value out of bounds even when a stored model carries no maximum', () => {
    const m = buildStartupModel({ idea: 'scheduling software for clinics' }, { archetype: 'b2b_saas' });
    const legacy: StartupModel = { ...m, assumptions: m.assumptions.map((a) => ({ ...a, max: undefined })) };
    expect(() => setAssumption(legacy, 'price_per_month', 1e16)).toThrow(RangeError);
    expect(() => setAssumption(legacy, 'price_per_month', 1e16)).toThrow(/must be between \$0 and \$10,000,000/);
  });

  it('a model with every value at its ceiling stays finite and within the wire ceiling', () => {
    for (const archetype of ARCHETYPE_IDS) {
      for (const currency of ['USD', 'IDR']) {
        let m = buildStartupModel({ idea: 'a company', stage: 'growth' }, { archetype, currency });
        for (const a of m.assumptions) m = setAssumption(m, a.key, assumptionBounds(a.key, currency)!.max);
        expect(m.starting_cash).toBeLessThanOrEqual(MAX_MINOR_UNITS);
        expect(m.funding.amount).toBeLessThanOrEqual(MAX_MINOR_UNITS);
        expect(m.team.monthly_cost_per_person).toBeLessThanOrEqual(MAX_MINOR_UNITS);
        const f = forecast(m);
        for (const row of f.months) expect(Number.isFinite(row.cash_end), `${archetype} ${currency}`).toBe(true);
        expect(JSON.stringify(keyFigures(m, f, marketSizing(m)))).not.toMatch(/null,"?Infinity|NaN/);
      }
    }
  });
});
