import type { StageId, UnitEconomics } from '../types';
import type { DefaultContext } from './types';

export const MONTHS = 36;

/** A default that depends on the stage only. */
export const byStage = (values: Record<StageId, number>) => (ctx: DefaultContext) => values[ctx.stage];

/** Two decimals: drivers are expected values (0.37 of a customer is an average, not a person). */
export const r2 = (x: number): number => Math.round(x * 100) / 100;
export const r1 = (x: number): number => Math.round(x * 10) / 10;
export const ofPct = (x: number, pct: number): number => (x * pct) / 100;

/**
 * New customers (or units, signups…) each month: nothing before launch, the launch month's number,
 * then compounding growth that slows as the easy customers are won (full rate in the first year
 * after launch, 60% of it in the second, 35% in the third).
 */
export const acquisition = (start: number, growthPct: number, launch: number): number[] => {
  const out: number[] = [];
  let current = start;
  for (let t = 1; t <= MONTHS; t += 1) {
    if (t < launch) { out.push(0); continue; }
    if (t > launch) {
      const age = t - launch;
      const damp = age <= 12 ? 1 : age <= 24 ? 0.6 : 0.35;
      current *= 1 + (growthPct / 100) * damp;
    }
    out.push(r2(current));
  }
  return out;
};

/** A base that keeps (1 − churn) of itself each month and adds the month's newcomers. */
export const retainedBase = (starting: number, additions: number[], churnPct: number): number[] => {
  let base = starting;
  return additions.map((added) => {
    base = base * (1 - churnPct / 100) + added;
    return r2(base);
  });
};

/**
 * Stock held ahead of sales: the cost of the next `months` months of units. Buying it is a cash
 * outflow (negative working capital) when the target rises, a release when it falls.
 */
export const inventoryFlows = (units: number[], unitCost: number, months: number): number[] => {
  const target = units.map((_, i) => {
    let sum = 0;
    for (let k = 1; k <= Math.round(months); k += 1) sum += units[Math.min(i + k, units.length - 1)];
    return Math.round(sum * unitCost);
  });
  return target.map((t, i) => -(t - (i === 0 ? 0 : target[i - 1])));
};

/** LTV = monthly gross profit per customer ÷ monthly churn; payback = CAC ÷ monthly gross profit. */
export const unitEconomicsOf = (arpu: number | null, grossMarginPct: number | null, cac: number | null, churnPct: number | null): UnitEconomics => {
  const gp = arpu !== null && grossMarginPct !== null ? (arpu * grossMarginPct) / 100 : null;
  const ltv = gp !== null && churnPct !== null && churnPct > 0 ? Math.round(gp / (churnPct / 100)) : null;
  return {
    arpu_monthly: arpu === null ? null : Math.round(arpu),
    gross_margin_pct: grossMarginPct === null ? null : r1(grossMarginPct),
    cac: cac === null ? null : Math.round(cac),
    cac_payback_months: cac !== null && gp !== null && gp > 0 ? r1(cac / gp) : null,
    ltv,
    ltv_to_cac: ltv !== null && cac ? r1(ltv / cac) : null,
  };
};

/** One formatter for every count: constructing an Intl.NumberFormat costs more than formatting with it. */
const COUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** "12,345" — counts in formulas. */
export const fmtCount = (n: number): string => COUNT_FORMAT.format(n);
