import { capacityDefaultsBehind } from './capacity';
import { scenarioValues } from './forecast';
import { MECHANICS } from './mechanics';
import type { Assumption, StartupModel, UnitEconomics } from './types';

export type UnitEconomicsBasis = Record<keyof UnitEconomics, Assumption[]>;

const FIELDS: (keyof UnitEconomics)[] = [
  'arpu_monthly', 'gross_margin_pct', 'cac', 'cac_payback_months', 'ltv', 'ltv_to_cac',
];

/** The defaults an assumption stands for: itself, or for a computed one the defaults it was computed from. */
const defaultsIn = (model: StartupModel, a: Assumption): Assumption[] =>
  a.provenance === 'default' ? [a]
    : a.provenance === 'computed' ? capacityDefaultsBehind(model.assumptions, model.archetype, a.key) : [];

/**
 * The defaults each unit-economics figure rests on: an assumption counts when moving it (halved, then
 * doubled) moves the figure in the base case, and it is a default or computed from one (a price per
 * account from a stand-in count of seats). An answer that quotes the ARPU of a default price must say
 * it is a default, never pass it as the founder's figure. Pure.
 */
export const unitEconomicsDefaults = (model: StartupModel): UnitEconomicsBasis => {
  const unitEconomics = MECHANICS[model.archetype].unitEconomics;
  const values = scenarioValues(model, 'base');
  const base = unitEconomics(values);
  const basis = Object.fromEntries(FIELDS.map((k) => [k, [] as Assumption[]])) as UnitEconomicsBasis;
  for (const a of model.assumptions) {
    const defaults = defaultsIn(model, a);
    if (!defaults.length || !(a.key in values)) continue;
    const v = values[a.key];
    const moved = [v / 2, v * 2 + 1]
      .map((x) => unitEconomics({ ...values, [a.key]: a.unit === 'money' ? Math.round(x) : x }));
    for (const k of FIELDS) if (moved.some((m) => m[k] !== base[k])) basis[k].push(...defaults);
  }
  return basis;
};
