import { toMajor, type StartupModel } from '@uc/startup-model';

/**
 * What a generated app may say about the startup's business (issue 39 "apps know the business"):
 * its name, audience, currency and the prices its startup model holds, each with its provenance.
 * Only figures the model holds: a price the founder did not state is the model's default and is
 * labelled as an example where it is shown; a price the model does not hold is never shown.
 */
export type AppPrice = { key: string; label: string; amount: number; per: string | null; provenance: 'founder' | 'default' };
export type AppBusiness = { name: string | null; audience: string | null; currency: string; freeTier: boolean; prices: AppPrice[] };

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
  return {
    name: text(profile?.startup_name),
    audience: text(profile?.target_customers),
    currency: model.currency,
    // A free tier only where the model read one in the founder's words (its classification quotes them).
    freeTier: model.classification.reasons.some((r) => /\bfree (?:tier|plan|version)\b|\bfreemium\b/i.test(r.match(/^'([^']*)'/)?.[1] ?? '')),
    prices,
  };
}

/** The business a server passed with the profile (`profile.business`), if it has the expected shape. */
export function businessOf(profile: Record<string, unknown> | null | undefined): AppBusiness | null {
  const b = profile?.business as AppBusiness | undefined;
  return b && typeof b.currency === 'string' && Array.isArray(b.prices) ? b : null;
}
