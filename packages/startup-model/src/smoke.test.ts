import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_IDS, ARCHETYPES, CURRENCIES, assumptionValue, buildStartupModel, classifyStartup, currencyOf, detectCurrency,
  forecast, formatMoney, keyFigures, marketSizing, setArchetype, setAssumption,
} from './index';

describe('startup-model smoke', () => {
  it('every exported function returns a usable value', () => {
    expect(Object.keys(ARCHETYPES).sort()).toEqual([...ARCHETYPE_IDS].sort());
    expect(Object.keys(CURRENCIES).length).toBeGreaterThanOrEqual(20);
    expect(currencyOf('NGN').symbol).toBe('₦');
    expect(detectCurrency('₦500 per month')?.code).toBe('NGN');
    expect(formatMoney(50000, 'NGN')).toBe('₦500');
    expect(formatMoney(123456789, 'USD', { compact: true })).toBe('$1.2M');
    expect(classifyStartup({ idea: 'a marketplace taking a 15% commission' }).archetype).toBe('marketplace');
    for (const id of ARCHETYPE_IDS) {
      const model = buildStartupModel({ startup_name: 'Smoke', idea: 'a new company', stage: 'mvp', team_size: 3 }, { archetype: id });
      expect(model.archetype).toBe(id);
      const f = forecast(model);
      expect(f.months).toHaveLength(36);
      expect(forecast(model, 'bear').years[2].revenue).toBeLessThanOrEqual(forecast(model, 'bull').years[2].revenue);
      const k = keyFigures(model, f, marketSizing(model));
      expect(k.use_of_funds.reduce((s, u) => s + u.amount, 0)).toBe(k.ask);
      expect(k.headcount_by_year[0]).toBeGreaterThanOrEqual(3);
      const other = setArchetype(model, id === 'b2b_saas' ? 'services' : 'b2b_saas');
      expect(other.archetype_source).toBe('founder');
    }
    const m = buildStartupModel({ idea: 'Scheduling software for dental clinics, $149 per month' });
    expect(assumptionValue(m, 'price_per_month')).toBe(14900);
    expect(assumptionValue(setAssumption(m, 'price_per_month', 19900), 'price_per_month')).toBe(19900);
  });
});
