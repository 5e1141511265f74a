import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_IDS, SCENARIO_IDS, STAGE_IDS, buildStartupModel, forecast, keyFigures, setAssumption, type Forecast, type MonthRow,
} from './index';

const MONEY: (keyof MonthRow)[] = ['revenue_total', 'cogs', 'gross_profit', 'payroll', 'marketing', 'other_opex', 'ebitda', 'funding', 'working_capital', 'net_cash_flow', 'cash_end'];
const total = (f: Forecast, from: number, to: number, pick: (m: MonthRow) => number) => f.months.slice(from, to).reduce((s, m) => s + pick(m), 0);

/** Every archetype × stage × scenario, in three countries: the rules that must hold for any input. */
const cases = ARCHETYPE_IDS.flatMap((archetype) => STAGE_IDS.flatMap((stage) => (['US', 'NG'] as const).map((country) => ({ archetype, stage, country }))));

describe.each(cases)('$archetype / $stage / $country', ({ archetype, stage, country }) => {
  const model = buildStartupModel({ startup_name: 'Prop', idea: 'a company', stage, country }, { archetype });

  it.each(SCENARIO_IDS)('holds the accounting identities (%s)', (scenario) => {
    const f = forecast(model, scenario);
    expect(f.months).toHaveLength(36);
    let cash = model.starting_cash;
    f.months.forEach((m, i) => {
      expect(m.month).toBe(i + 1);
      for (const key of MONEY) expect(Number.isInteger(m[key] as number), `${key} in month ${m.month}`).toBe(true);
      for (const v of Object.values(m.revenue)) { expect(Number.isInteger(v)).toBe(true); expect(v).toBeGreaterThanOrEqual(0); }
      expect(m.revenue_total).toBe(Object.values(m.revenue).reduce((s, v) => s + v, 0));
      expect(m.gross_profit).toBe(m.revenue_total - m.cogs);
      expect(m.ebitda).toBe(m.gross_profit - m.payroll - m.marketing - m.other_opex);
      expect(m.net_cash_flow).toBe(m.ebitda + m.working_capital + m.funding);
      cash += m.net_cash_flow;
      expect(m.cash_end).toBe(cash); // cash_end = previous cash + net flow
      expect(m.funding).toBe(m.month === model.funding.month ? model.funding.amount : 0);
    });
    // Sums of months = years.
    f.years.forEach((y, i) => {
      const [a, b] = [i * 12, i * 12 + 12];
      expect(y.revenue).toBe(total(f, a, b, (m) => m.revenue_total));
      expect(y.cogs).toBe(total(f, a, b, (m) => m.cogs));
      expect(y.gross_profit).toBe(total(f, a, b, (m) => m.gross_profit));
      expect(y.ebitda).toBe(total(f, a, b, (m) => m.ebitda));
      expect(y.opex).toBe(total(f, a, b, (m) => m.payroll + m.marketing + m.other_opex));
      for (const [k, v] of Object.entries(y.revenue_by_stream)) expect(v).toBe(total(f, a, b, (m) => m.revenue[k] ?? 0));
      expect(y.cash_end).toBe(f.months[b - 1].cash_end);
      expect(y.headcount_end).toBe(f.months[b - 1].headcount);
      expect(y.gross_margin_pct).toBe(y.revenue > 0 ? Math.round((y.gross_profit / y.revenue) * 1000) / 10 : null);
    });
  });

  it.each(SCENARIO_IDS)('never lets cash go negative without naming the gap (%s)', (scenario) => {
    const f = forecast(model, scenario);
    const lowest = Math.min(...f.months.map((m) => m.cash_end));
    expect(f.lowest_cash.value).toBe(lowest);
    expect(f.funding_gap).toBe(Math.max(0, -lowest));
    if (f.funding_gap === 0) for (const m of f.months) expect(m.cash_end).toBeGreaterThanOrEqual(0);
    // The same plan with the gap added to the ask never runs out (when cash is short only after the money arrives).
    if (f.funding_gap > 0 && f.months.every((m) => m.cash_end >= 0 || m.month >= model.funding.month)) {
      const topped = setAssumption(model, 'funding_amount', model.funding.amount + f.funding_gap);
      expect(forecast(topped, scenario).funding_gap).toBe(0);
    }
  });

  it('breaks even for good or says not within 36 months', () => {
    const f = forecast(model);
    if (f.break_even_month === null) {
      expect(f.months[35].ebitda < 0 || f.months[35].revenue_total === 0).toBe(true);
    } else {
      for (const m of f.months.slice(f.break_even_month - 1)) expect(m.ebitda).toBeGreaterThanOrEqual(0);
      if (f.break_even_month > 1) expect(f.months[f.break_even_month - 2].ebitda < 0 || f.months[f.break_even_month - 2].revenue_total === 0).toBe(true);
    }
  });

  it('orders the scenarios: Bear ≤ Base ≤ Bull revenue', () => {
    const [bear, base, bull] = (['bear', 'base', 'bull'] as const).map((s) => forecast(model, s).years[2].revenue);
    expect(bear).toBeLessThanOrEqual(base);
    expect(base).toBeLessThanOrEqual(bull);
  });

  it('earns nothing before launch and quotes key figures that match the forecast', () => {
    const f = forecast(model);
    if (model.pre_revenue) for (const m of f.months.slice(0, model.launch_month - 1)) expect(m.revenue_total).toBe(0);
    const k = keyFigures(model, f);
    expect(k.revenue_by_year).toEqual(f.years.map((y) => y.revenue));
    expect(k.headcount_by_year).toEqual(f.years.map((y) => y.headcount_end));
    expect(k.use_of_funds.reduce((s, u) => s + u.amount, 0)).toBe(k.ask);
    // A plan whose cash never runs out raises nothing by default: no round, and no kind of round.
    const kind = archetype === 'nonprofit' ? 'grant' : stage === 'idea' || stage === 'mvp' ? 'safe' : 'equity';
    expect(k.funding_kind).toBe(k.ask === 0 ? 'none' : kind);
    if (k.ask === 0) expect(f.months.every((m) => m.cash_end >= 0)).toBe(true);
  });
});

describe('forecast speed', () => {
  it('computes a forecast in well under 5 ms', () => {
    const model = buildStartupModel({ idea: 'A marketplace for tools with a 15% commission', stage: 'mvp' });
    for (let i = 0; i < 50; i += 1) forecast(model);
    const t0 = performance.now();
    for (let i = 0; i < 200; i += 1) forecast(model);
    expect((performance.now() - t0) / 200).toBeLessThan(5);
  });
});
