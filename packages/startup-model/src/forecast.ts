import { r1 } from './mechanics/common';
import { MECHANICS } from './mechanics';
import type { ScenarioRole, TeamSeries, Values } from './mechanics/types';
import type { Forecast, MonthRow, ScenarioId, StartupModel, YearSummary } from './types';

const MONTHS = 36;

/**
 * How each scenario moves the drivers. Bear: prices 10% lower, growth at 60%, churn 1.5×, CAC
 * 1.3×, volumes 80%, and a pre-revenue launch two months late. Bull: smaller steps the other way.
 */
export const SCENARIOS: Record<ScenarioId, Record<ScenarioRole, number> & { launchDelay: number }> = {
  base: { price: 1, growth: 1, churn: 1, cac: 1, volume: 1, launchDelay: 0 },
  bear: { price: 0.9, growth: 0.6, churn: 1.5, cac: 1.3, volume: 0.8, launchDelay: 2 },
  bull: { price: 1.05, growth: 1.3, churn: 0.75, cac: 0.85, volume: 1.2, launchDelay: 0 },
};

/** Which assumptions a scenario moves, and how (the spreadsheet writes the same rules as formulas). */
export const scenarioRoles = (model: StartupModel): Record<string, ScenarioRole> =>
  Object.fromEntries(MECHANICS[model.archetype].drivers.filter((d) => d.role).map((d) => [d.key, d.role!]));

/** Assumption values for a scenario (money stays in integer minor units). */
export const scenarioValues = (model: StartupModel, scenario: ScenarioId): Values => {
  const factors = SCENARIOS[scenario];
  const roles = new Map(MECHANICS[model.archetype].drivers.map((d) => [d.key, d.role]));
  const values: Values = {};
  for (const a of model.assumptions) {
    const role = roles.get(a.key);
    let v = role ? a.value * factors[role] : a.value;
    if (a.max !== undefined) v = Math.min(a.max, v);
    values[a.key] = a.unit === 'money' ? Math.round(v) : v;
  }
  return values;
};

const teamSeries = (model: StartupModel): { team: TeamSeries; payroll: number[] } => {
  const headcount: number[] = [];
  const payroll: number[] = [];
  for (let t = 1; t <= MONTHS; t += 1) {
    let people = model.team.starting_headcount;
    let cost = model.team.starting_headcount * model.team.monthly_cost_per_person;
    for (const h of model.team.hires) if (h.month <= t) { people += 1; cost += h.monthly_cost; }
    headcount.push(people);
    payroll.push(cost);
  }
  return { team: { headcount, costPerPerson: model.team.monthly_cost_per_person }, payroll };
};

const sum = (rows: MonthRow[], pick: (r: MonthRow) => number) => rows.reduce((s, r) => s + pick(r), 0);

const yearSummary = (rows: MonthRow[], year: 1 | 2 | 3): YearSummary => {
  const months = rows.slice((year - 1) * 12, year * 12);
  const revenue = sum(months, (r) => r.revenue_total);
  const gross = sum(months, (r) => r.gross_profit);
  const byStream: Record<string, number> = {};
  for (const r of months) for (const [k, v] of Object.entries(r.revenue)) byStream[k] = (byStream[k] ?? 0) + v;
  const last = months[months.length - 1];
  return {
    year,
    revenue,
    revenue_by_stream: byStream,
    cogs: sum(months, (r) => r.cogs),
    gross_profit: gross,
    gross_margin_pct: revenue > 0 ? r1((gross / revenue) * 100) : null,
    opex: sum(months, (r) => r.payroll + r.marketing + r.other_opex),
    ebitda: sum(months, (r) => r.ebitda),
    headcount_end: last.headcount,
    cash_end: last.cash_end,
  };
};

/** Beyond this, cash is not what limits the plan: runway is reported as null (not burning materially). */
const RUNWAY_CAP_MONTHS = 120;

/**
 * Runway: months from the cash peak until cash runs out — inside the 36 months when it does,
 * else extrapolated at the average operating burn of the last three months; null when the
 * company is not burning cash by then (or so little that cash lasts beyond ten years).
 */
const runwayOf = (rows: MonthRow[]): number | null => {
  let peak = 0;
  rows.forEach((r, i) => { if (r.cash_end > rows[peak].cash_end) peak = i; });
  const out = rows.findIndex((r, i) => i > peak && r.cash_end < 0);
  if (out >= 0) return out - peak;
  const tail = rows.slice(-3);
  const burn = -sum(tail, (r) => r.net_cash_flow - r.funding) / tail.length;
  const last = rows[rows.length - 1];
  if (burn <= 0 || last.cash_end <= 0) return burn > 0 ? 0 : null;
  const months = Math.floor(MONTHS - 1 - peak + last.cash_end / burn);
  return months > RUNWAY_CAP_MONTHS ? null : months;
};

export const forecast = (model: StartupModel, scenario: ScenarioId = 'base'): Forecast => {
  const mechanics = MECHANICS[model.archetype];
  const v = scenarioValues(model, scenario);
  const launch = Math.min(MONTHS, model.launch_month + (model.pre_revenue ? SCENARIOS[scenario].launchDelay : 0));
  const { team, payroll } = teamSeries(model);
  const monthly = mechanics.run(v, launch, team);
  const perPerson = v.other_opex_per_person ?? 0;
  const fixed = v.fixed_costs_monthly ?? 0;
  const months: MonthRow[] = [];
  let cash = model.starting_cash;
  for (let i = 0; i < MONTHS; i += 1) {
    const m = monthly[i];
    const revenue_total = Object.values(m.revenue).reduce((s, x) => s + x, 0);
    const gross_profit = revenue_total - m.cogs;
    const staff = payroll[i] - (m.payroll_in_cogs ?? 0);
    const other_opex = Math.round(team.headcount[i] * perPerson) + fixed;
    const ebitda = gross_profit - staff - m.marketing - other_opex;
    const funding = model.funding.month === i + 1 ? model.funding.amount : 0;
    const net_cash_flow = ebitda + m.working_capital + funding;
    cash += net_cash_flow;
    months.push({
      month: i + 1, revenue: m.revenue, revenue_total, cogs: m.cogs, gross_profit, payroll: staff, marketing: m.marketing, other_opex,
      ebitda, funding, working_capital: m.working_capital, net_cash_flow, cash_end: cash, headcount: team.headcount[i], drivers: m.drivers,
    });
  }
  let breakEven: number | null = null;
  for (let i = MONTHS - 1; i >= 0 && months[i].ebitda >= 0 && months[i].revenue_total > 0; i -= 1) breakEven = i + 1;
  const lowest = months.reduce((lo, r) => (r.cash_end < lo.value ? { month: r.month, value: r.cash_end } : lo), { month: 1, value: months[0].cash_end });
  const burnY1 = -sum(months.slice(0, 12), (r) => r.net_cash_flow - r.funding) / 12;
  return {
    scenario,
    currency: model.currency,
    months,
    years: [yearSummary(months, 1), yearSummary(months, 2), yearSummary(months, 3)],
    break_even_month: breakEven,
    runway_months: runwayOf(months),
    avg_monthly_burn_y1: Math.max(0, Math.round(burnY1)),
    lowest_cash: lowest,
    funding_gap: Math.max(0, -lowest.value),
    unit_economics: mechanics.unitEconomics(v),
  };
};
