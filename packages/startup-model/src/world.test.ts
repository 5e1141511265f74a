import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { countryCurrency, currencyMentions, CURRENCIES, formatMoney, hasUsdRate } from './currency';
import { buildStartupModel } from './model';
import { openQuestions } from './questions';
import { validateWorldCountry, validateWorldCurrency, WORLD_COUNTRIES, WORLD_CURRENCIES } from './world';

describe('the world currency table (data/world-currencies.json)', () => {
  it('every record fits the schema, and every country’s currency is in the table or the model’s own', () => {
    const codes = new Set([...WORLD_CURRENCIES.map((c) => c.code), ...Object.keys(CURRENCIES)]);
    const bad = [
      ...WORLD_CURRENCIES.map((c) => [c.code, validateWorldCurrency(c)] as const),
      ...WORLD_COUNTRIES.map((c) => [c.code, validateWorldCountry(c, codes)] as const),
    ].filter(([, problems]) => problems.length > 0);
    expect(bad).toEqual([]);
    expect(WORLD_CURRENCIES.length).toBeGreaterThan(140);
    expect(WORLD_COUNTRIES.length).toBeGreaterThan(190);
  });

  it('states facts that change: the euro in Bulgaria (2026) and Croatia (2023), the dollar in Ecuador', () => {
    expect(countryCurrency('BG')).toBe('EUR');
    expect(countryCurrency('HR')).toBe('EUR');
    expect(countryCurrency('EC')).toBe('USD');
    expect(CURRENCIES.JOD.minorUnits).toBe(3);
    expect(CURRENCIES.PYG.minorUnits).toBe(0);
  });

  it('keeps the model’s own countries and their curated currencies first', () => {
    for (const c of Object.values(COUNTRIES)) expect(countryCurrency(c.code)).toBe(c.currency);
  });
});

const model = (idea: string, country?: string) => buildStartupModel({ idea, country });
const row = (m: ReturnType<typeof model>, key: string) => m.assumptions.find((a) => a.key === key);

describe('a founder in a country whose cost levels the model does not hold', () => {
  it.each([
    ['Dog grooming app in Montego Bay, J$2,500 a month.', undefined, 'JM', 'JMD', 250_000],
    ['Pharmacy stock tool for Gaborone pharmacies, P450 a month.', 'BW', 'BW', 'BWP', 45_000],
    ['Loyalty app for cafés in Asunción, ₲ 95.000 al mes.', 'PY', 'PY', 'PYG', 95_000],
    ['Tutoring app in Lusaka, K180 a month.', 'ZM', 'ZM', 'ZMW', 18_000],
    ['Payroll for garages in Tbilisi, 60 ₾ a month.', undefined, 'GE', 'GEL', 6_000],
    ['Shift planning for clinics in Port Louis, Rs 1,900 a month.', 'MU', 'MU', 'MUR', 190_000],
  ])('%s', (idea, given, country, currency, minor) => {
    const m = model(idea, given);
    expect(m.country).toBe(country);
    expect(m.currency).toBe(currency);
    expect(row(m, 'price_per_month')).toMatchObject({ value: minor, provenance: 'founder' });
    // Defaults stay at US levels, and say so rather than claim a local scaling.
    expect(row(m, 'monthly_cost_per_person')!.basis).toMatch(/US early-stage pay: the model holds no pay level for/);
  });

  it('"FCFA" in Cameroon is the Central African franc, in Senegal the West African one', () => {
    expect(model('Farm inputs shop in Douala, 12.000 FCFA per bag.', 'CM').currency).toBe('XAF');
    expect(model('Farm inputs shop in Thiès, 12.000 FCFA per bag.', 'SN').currency).toBe('XOF');
  });

  it('a currency with no known rate is read and asked about, the model staying in US dollars', () => {
    expect(hasUsdRate('MMK')).toBe(false);
    const idea = 'Language app in Yangon, 6,000 kyats a month.';
    const m = model(idea, 'MM');
    expect(m.currency).toBe('USD');
    const asked = openQuestions(m, idea).find((q) => q.id.startsWith('figure-'));
    expect(asked?.question).toContain('this model is in USD');
    expect(formatMoney(600_000, 'MMK')).toBe('K 6,000');
  });

  it('a word that is also a currency counts only beside an amount ("Lev", "ALL", "TOP")', () => {
    expect(currencyMentions('Lev and Top founded it; ALL of our clients pay monthly.', 'BG')).toEqual([]);
    expect(currencyMentions('It costs 20 lev.', null).map((m) => m.code)).toEqual(['BGN']);
  });
});
