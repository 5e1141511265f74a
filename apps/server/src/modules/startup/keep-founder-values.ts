import type { StartupProfile } from '@uc/contract';
import { buildStartupModel, detectCurrency, setAssumption, type StartupInput, type StartupModel } from '@uc/startup-model';

/** The profile fields a model is built from, in a fixed order (stored beside the model to notice a later edit). */
export function profileInput(profile: StartupProfile): StartupInput {
  return {
    startup_name: profile.startup_name,
    idea: profile.idea,
    stage: profile.stage,
    industry: profile.industry,
    target_customers: profile.target_customers,
    business_model: profile.business_model,
    team_size: profile.team_size,
  };
}

export function sameInput(a: StartupInput, b: StartupInput): boolean {
  const keys: (keyof StartupInput)[] = ['startup_name', 'idea', 'stage', 'industry', 'target_customers', 'business_model', 'team_size', 'country', 'text'];
  return keys.every((k) => (a[k] ?? null) === (b[k] ?? null));
}

const profileText = (input: StartupInput) => [input.idea, input.industry, input.target_customers, input.business_model, input.text].filter(Boolean).join('\n');

/**
 * The model for a changed profile: rebuilt from the new profile, keeping every value the founder
 * set (provenance 'founder'), unless the profile's own words for that value changed (then the
 * newer words win). `before` is the profile the stored model was built from.
 */
export function rebuildKeepingFounderValues(stored: StartupModel, before: StartupInput, after: StartupInput): StartupModel {
  // A currency the new words name wins; otherwise the model keeps its currency (amounts stay in it).
  const named = detectCurrency(profileText(after), after.country)?.code;
  const opts = { currency: named ?? stored.currency, ...(stored.archetype_source === 'founder' && { archetype: stored.archetype }) };
  const fresh = buildStartupModel(after, opts);
  const previous = buildStartupModel(before, opts);
  let next: StartupModel = stored.archetype_source === 'founder' ? { ...fresh, archetype_source: 'founder' } : fresh;
  const moneyKept = next.currency === stored.currency;
  const wordsChanged = (key: string) => {
    const now = fresh.assumptions.find((a) => a.key === key);
    const then = previous.assumptions.find((a) => a.key === key);
    return now?.provenance === 'founder' && now.value !== then?.value;
  };

  for (const kept of stored.assumptions) {
    if (kept.provenance !== 'founder' || wordsChanged(kept.key)) continue;
    if (kept.unit === 'money' && !moneyKept) continue;
    if (!next.assumptions.some((a) => a.key === kept.key)) continue; // not a driver of this archetype
    try {
      next = setAssumption(next, kept.key, kept.value);
      next = { ...next, assumptions: next.assumptions.map((a) => (a.key === kept.key ? { ...a, basis: kept.basis } : a)) };
    } catch {
      // Out of this archetype's bounds: the default (to verify) stands.
    }
  }

  const team = { ...next.team };
  if (stored.team.starting_headcount_provenance === 'founder' && (after.team_size ?? null) === (before.team_size ?? null)) {
    team.starting_headcount = stored.team.starting_headcount;
    team.starting_headcount_provenance = 'founder';
  }
  if (moneyKept && stored.team.monthly_cost_provenance === 'founder') {
    team.monthly_cost_per_person = stored.team.monthly_cost_per_person;
    team.monthly_cost_provenance = 'founder';
  }
  const founderHires = moneyKept ? stored.team.hires.filter((h) => h.provenance === 'founder') : [];
  if (founderHires.length) team.hires = founderHires;
  next = { ...next, team };
  if (moneyKept && stored.funding.provenance === 'founder') next = { ...next, funding: stored.funding };
  if (moneyKept && stored.starting_cash_provenance === 'founder') next = { ...next, starting_cash: stored.starting_cash, starting_cash_provenance: 'founder' };
  // Traction the founder confirmed (a waitlist's sign-ups) is a count, not words of the profile: kept.
  if (stored.traction?.length) next = { ...next, traction: stored.traction };
  return next;
}
