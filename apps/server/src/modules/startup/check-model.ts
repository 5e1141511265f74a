import type { StartupProfile } from '@uc/contract';
import { buildStartupModel, checkAssumptionValue, type Assumption, type StartupModel } from '@uc/startup-model';
import { HttpError } from '../../errors';
import { profileInput } from './keep-founder-values';

const invalid = (detail: string) => new HttpError(422, detail);

/**
 * What the contract cannot check alone: every assumption is a driver of the model's archetype
 * (no unknown or repeated keys), in its unit and within the archetype's bounds; money is whole
 * minor units; the use of funds sums to the ask. Bounds, labels and groups are the archetype's,
 * never the client's (a client cannot widen a bound by sending one).
 */
export function checkStartupModel(model: StartupModel, profile: StartupProfile): StartupModel {
  const reference = buildStartupModel(profileInput(profile), { archetype: model.archetype, currency: model.currency });
  const known = new Map(reference.assumptions.map((a) => [a.key, a]));
  const seen = new Set<string>();
  const assumptions: Assumption[] = model.assumptions.map((a) => {
    const ref = known.get(a.key);
    if (!ref) throw invalid(`Unknown assumption "${a.key}" for this business model`);
    if (seen.has(a.key)) throw invalid(`Assumption "${a.key}" is given twice`);
    seen.add(a.key);
    if (a.unit !== ref.unit) throw invalid(`Assumption "${a.key}" is in ${ref.unit}, not ${a.unit}`);
    if (ref.unit === 'money' && !Number.isInteger(a.value)) throw invalid(`Assumption "${a.key}" must be a whole amount in minor units`);
    const check = checkAssumptionValue(a.key, a.value, model.currency);
    if (!check.ok) throw invalid(check.detail);
    return { ...a, label: ref.label, group: ref.group, min: ref.min, max: ref.max };
  });
  // A driver the client left out keeps the archetype's default.
  for (const ref of reference.assumptions) if (!seen.has(ref.key)) assumptions.push(ref);

  const uses = model.funding.use_of_funds;
  if (uses.length > 0 && uses.reduce((sum, u) => sum + u.amount, 0) !== model.funding.amount) {
    throw invalid('The use of funds must add up to the amount raised');
  }
  if (model.archetype === 'nonprofit' && (model.funding.kind === 'equity' || model.funding.kind === 'safe')) {
    throw invalid('A non-profit raises grants or debt, not an equity round');
  }
  return { ...model, assumptions };
}
