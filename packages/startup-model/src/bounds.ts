import { ARCHETYPE_IDS, type AssumptionUnit } from './types';
import { currencyOf, formatMoney, usdRate } from './currency';
import { MECHANICS } from './mechanics';
import { commonDrivers } from './common-drivers';
import { CAPACITY_SPECS } from './capacity';
import { ASSUMPTION_VALUE_LIMIT, MAX_MINOR_UNITS } from './limits';

export { ASSUMPTION_VALUE_LIMIT, MAX_MINOR_UNITS };


/**
 * Finite bounds for every assumption, from what it means: a monthly price of a trillion is not a
 * price, 10^12 customers is not a market, a growth of 10^6 % a month is not a plan. Every path that
 * writes a value (the editor's save, a confirmed proposal, an agent's or an MCP client's proposal)
 * checks it here, so a stored model always fits the wire's schema and the forecast stays finite.
 */


/**
 * Money ceilings in US dollars (major units), converted to the model's currency at the 2025 rate:
 * generous for the largest real case of each kind, far below the absurd.
 */
const MONEY_MAX_USD: Record<string, number> = {
  // Prices of one thing: an enterprise contract a month, an order, an hour, a call bundle.
  price_per_month: 10_000_000, monthly_fee: 1_000_000, plan_fee: 10_000_000, fee_fixed: 100_000,
  unit_price: 100_000_000, avg_order_value: 100_000_000, hourly_rate: 100_000, contract_rate_per_hour: 100_000,
  price_per_1000_calls: 1_000_000, avg_donation: 100_000_000, price_per_capacity: 1_000_000,
  // Costs of one thing.
  cac: 10_000_000, cac_per_signup: 1_000_000, cac_buyer: 1_000_000, cac_seller: 10_000_000, cost_per_donor: 1_000_000,
  serving_cost_per_user: 100_000, support_cost_per_order: 1_000_000, unit_cost: 100_000_000, bom_cost: 100_000_000,
  fulfilment_per_unit: 1_000_000, service_cost_per_device: 1_000_000, compute_cost_per_1000_calls: 1_000_000,
  monthly_cost_per_person: 1_000_000, other_opex_per_person: 1_000_000, fixed_costs_monthly: 1_000_000_000,
  // Balances and volumes per user a month.
  volume_per_user: 1_000_000_000, float_balance_per_user: 1_000_000_000,
  // The company's cash, raise and grants (the largest private rounds are tens of billions).
  starting_cash: 100_000_000_000, funding_amount: 100_000_000_000, grant_income_year1: 10_000_000_000,
};
/** A money driver added without its own row above still gets a finite ceiling. */
const MONEY_MAX_USD_OTHER = 1_000_000_000;

/** Counts: people and organisations are bounded by the world's population; flows a month by less. */
const COUNT_MAX: Record<string, number> = {
  tam_customers: 10_000_000_000, starting_customers: 10_000_000_000, starting_users: 10_000_000_000,
  starting_buyers: 10_000_000_000, starting_installed_base: 10_000_000_000,
  new_customers_launch: 1_000_000_000, new_users_launch: 1_000_000_000, new_buyers_launch: 1_000_000_000,
  units_launch: 1_000_000_000, donors_launch: 1_000_000_000, contracts_launch: 1_000_000,
  calls_per_account: 1_000_000_000_000,
};
/** Other units: a plain multiplier, hours (a month has 744), durations within the 36-month plan. */
const UNIT_MAX: Record<AssumptionUnit, number> = {
  money: Number.NaN, count: 10_000_000_000, percent: 100, ratio: 1_000_000, hours: 100_000, months: 36, month: 36,
};

export type AssumptionBounds = {
  key: string;
  unit: AssumptionUnit;
  label: string;
  /** In the model's units: money in minor units of `currency`. Always finite. */
  min: number;
  max: number;
};

type Spec = { unit: AssumptionUnit; label: string; min?: number; max?: number };
let specs: Map<string, Spec> | null = null;
/** Every driver key of every archetype (a key means the same thing, in the same unit, everywhere). */
const allSpecs = (): Map<string, Spec> => {
  if (specs) return specs;
  specs = new Map();
  for (const id of ARCHETYPE_IDS) {
    for (const d of [...MECHANICS[id].drivers, ...commonDrivers(id)]) {
      if (!specs.has(d.key)) specs.set(d.key, { unit: d.unit, label: d.label, min: d.min, max: d.max });
    }
  }
  // The rows a per-capacity price brings (capacity.ts): in no archetype's defaults, bounded all the same.
  for (const d of CAPACITY_SPECS) specs.set(d.key, d);
  return specs;
};

const moneyMax = (key: string, currency: string): number => {
  const usd = MONEY_MAX_USD[key] ?? MONEY_MAX_USD_OTHER;
  const minor = Math.round(usd * usdRate(currency) * 10 ** currencyOf(currency).minorUnits);
  return Math.min(MAX_MINOR_UNITS, minor);
};

/**
 * The bounds of one assumption in a model of `currency` (money in its minor units), or null when
 * no archetype has that key. The same key has the same bounds in every archetype.
 */
export const assumptionBounds = (key: string, currency = 'USD'): AssumptionBounds | null => {
  const spec = allSpecs().get(key);
  if (!spec) return null;
  const min = spec.min ?? 0;
  const max = spec.unit === 'money' ? moneyMax(key, currency) : spec.max ?? COUNT_MAX[key] ?? UNIT_MAX[spec.unit];
  return { key, unit: spec.unit, label: spec.label, min, max };
};

const WHOLE_UNITS: AssumptionUnit[] = ['money', 'count', 'month'];
const COUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "between $0 and $10,000,000" in the model's currency; plain numbers otherwise. */
export const describeBounds = (b: AssumptionBounds, currency = 'USD'): string => {
  const f = (n: number) => (b.unit === 'money' ? formatMoney(n, currency) : COUNT_FORMAT.format(n));
  const suffix = b.unit === 'percent' ? '%' : '';
  return `between ${f(b.min)}${suffix} and ${f(b.max)}${suffix}`;
};

export type AssumptionCheck = { ok: true; value: number } | { ok: false; detail: string };

/**
 * Checks one value for one assumption: finite, within its bounds; money, counts and month
 * indexes are rounded to whole units first (the value that would be saved is returned).
 */
export const checkAssumptionValue = (key: string, value: unknown, currency = 'USD'): AssumptionCheck => {
  const b = assumptionBounds(key, currency);
  if (!b) return { ok: false, detail: `Unknown assumption "${key}"` };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, detail: `${b.label} must be a number` };
  const v = WHOLE_UNITS.includes(b.unit) ? Math.round(value) : value;
  if (v < b.min || v > b.max) return { ok: false, detail: `${b.label} must be ${describeBounds(b, currency)}` };
  return { ok: true, value: v };
};
