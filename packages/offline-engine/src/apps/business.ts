import { toMajor, type StartupModel } from '@uc/startup-model';

/**
 * What a generated app may say about the startup's business (issue 39 "apps know the business"):
 * its name, audience, currency and the prices its startup model holds, each with its provenance.
 * Only figures the model holds: a price the founder did not state is the model's default and is
 * labelled as an example where it is shown; a price the model does not hold is never shown.
 */
export type AppPrice = { key: string; label: string; amount: number; per: string | null; provenance: 'founder' | 'default' };
/** A figure of the model a calculator input may start at (money in major units, percent as 15 = 15%). */
export type AppFigure = {
  key: string; label: string; value: number; unit: 'money' | 'percent'; provenance: 'founder' | 'default';
};
export type AppBusiness = {
  name: string | null; audience: string | null; currency: string; freeTier: boolean; prices: AppPrice[]; figures?: AppFigure[];
};

/** The model's figures beyond its prices that a calculator may name (churn, CAC, margin…). */
const FIGURE_KEYS = [
  'monthly_churn', 'churn', 'cac', 'gross_margin', 'subscription_margin', 'take_rate', 'conversion_pct', 'unit_cost', 'avg_order_value',
];

/** The assumptions that are what a customer pays, and what each is paid per (null: once). */
const PRICE_KEYS: [key: string, per: string | null][] = [
  ['price_per_month', 'month'],
  ['plan_fee', 'month'],
  ['monthly_fee', 'month'],
  ['unit_price', null],
  ['hourly_rate', 'hour'],
  ['contract_rate_per_hour', 'hour'],
  ['price_per_1000_calls', '1,000 calls'],
];

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function appBusiness(model: StartupModel, profile: { startup_name?: unknown; target_customers?: unknown } | null | undefined): AppBusiness {
  const prices = PRICE_KEYS.flatMap(([key, per]) => {
    const a = model.assumptions.find((x) => x.key === key && x.unit === 'money');
    if (!a) return [];
    return [{ key, label: a.label, amount: toMajor(a.value, model.currency), per, provenance: a.provenance === 'founder' ? ('founder' as const) : ('default' as const) }];
  });
  const figures = FIGURE_KEYS.flatMap((key) => {
    const a = model.assumptions.find((x) => x.key === key && (x.unit === 'money' || x.unit === 'percent'));
    if (!a) return [];
    const value = a.unit === 'money' ? toMajor(a.value, model.currency) : a.value;
    const provenance = a.provenance === 'founder' ? ('founder' as const) : ('default' as const);
    return [{ key, label: a.label, value, unit: a.unit as 'money' | 'percent', provenance }];
  });
  return {
    name: text(profile?.startup_name),
    audience: text(profile?.target_customers),
    currency: model.currency,
    // A free tier only where the model read one in the founder's words (its classification quotes them).
    freeTier: model.classification.reasons.some((r) => /\bfree (?:tier|plan|version)\b|\bfreemium\b/i.test(r.match(/^'([^']*)'/)?.[1] ?? '')),
    prices,
    figures,
  };
}

/**
 * Which of the model's figures a calculator input names, by its label: a price only where what it is paid per
 * matches ("Price per month" takes the monthly price, "Price per bed" nothing unless the model prices beds).
 */
type FigurePick = (b: AppBusiness) => { value: number; provenance: 'founder' | 'default' } | undefined;
const INPUT_FIGURES: [label: RegExp, type: 'money' | 'percent', pick: FigurePick][] = [
  [/\b(per month|monthly (price|fee|subscription)|subscription( price| fee)?|mrr per)\b/, 'money', (b) => price(b, 'month')],
  [/\b(hourly rate|rate per hour|price per hour|hourly fee)\b/, 'money', (b) => price(b, 'hour')],
  [/\bper 1,?000 (api )?calls\b/, 'money', (b) => price(b, '1,000 calls')],
  [/^(selling |unit |sale )?price( per (unit|item|product))?$/, 'money', (b) => price(b, null)],
  [/\bchurn\b/, 'percent', (b) => figure(b, 'monthly_churn') ?? figure(b, 'churn')],
  [/\b(cac|acquisition cost|cost to acquire|cost per (customer|acquisition))\b/, 'money', (b) => figure(b, 'cac')],
  [/^(gross )?margin\b/, 'percent', (b) => figure(b, 'gross_margin') ?? figure(b, 'subscription_margin')],
  [/\b(take rate|commission)\b/, 'percent', (b) => figure(b, 'take_rate')],
  [/\bconversion\b/, 'percent', (b) => figure(b, 'conversion_pct')],
  [/^(unit cost|cost per (unit|item|product))$/, 'money', (b) => figure(b, 'unit_cost')],
  [/^average (order|basket|sale)( value)?$/, 'money', (b) => figure(b, 'avg_order_value')],
];
function price(b: AppBusiness, per: string | null) {
  const p = b.prices.find((x) => x.per === per);
  return p && { value: p.amount, provenance: p.provenance };
}
const figure = (b: AppBusiness, key: string) => b.figures?.find((f) => f.key === key);

/** The model's value for a calculator input its label names, or null: the input keeps the engine's example. */
export function inputFromModel(label: string, type: string, b: AppBusiness): { value: number; source: 'model' | 'example' } | null {
  const l = label.trim().toLowerCase();
  const hit = INPUT_FIGURES.find(([re, t]) => t === type && re.test(l))?.[2](b);
  return hit ? { value: hit.value, source: hit.provenance === 'founder' ? 'model' : 'example' } : null;
}

/** The business a server passed with the profile (`profile.business`), if it has the expected shape. */
export function businessOf(profile: Record<string, unknown> | null | undefined): AppBusiness | null {
  const b = profile?.business as AppBusiness | undefined;
  return b && typeof b.currency === 'string' && Array.isArray(b.prices) ? b : null;
}
