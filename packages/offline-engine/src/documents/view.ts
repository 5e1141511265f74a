import {
  archetypeAsSold, buildStartupModel, forecast, formatMoney, inputText, keyFigures, marketSizing,
  type StartupInput, type StartupModel,
} from '@uc/startup-model';
import type { DocView, ProfileFacts } from './types';

/**
 * Computes the forecasts, market sizing and key figures once, so every document of a suite
 * prints the same numbers at the same moment.
 */
export function buildDocView(model: StartupModel, profile: ProfileFacts, companions: string[] = []): DocView {
  const base = forecast(model, 'base');
  const sizing = marketSizing(model);
  return {
    profile,
    model,
    arch: archetypeAsSold(model.archetype, inputText(profileInputOf(profile))),
    base,
    bear: forecast(model, 'bear'),
    bull: forecast(model, 'bull'),
    sizing,
    figures: keyFigures(model, base, sizing),
    money: (minor) => formatMoney(minor, model.currency, { compact: true }),
    exact: (minor) => formatMoney(minor, model.currency),
    companions,
  };
}

/** The value of one assumption of the model, or undefined when the archetype has none by that key. */
export const assumption = (v: DocView, key: string) => v.model.assumptions.find((a) => a.key === key);

/**
 * The startup model built from the founder's words when none is saved: the profile plus the
 * request's fields (prices, currency and team size are read from them).
 */
/** The founder's profile as the startup model reads it. */
export const profileInputOf = (f: ProfileFacts): StartupInput => ({
  startup_name: f.company,
  idea: f.idea,
  stage: f.stage || null,
  industry: f.industry || null,
  target_customers: f.targetMarket || null,
  business_model: f.businessModel || null,
  team_size: f.teamSize,
});

export function modelFromProfile(f: ProfileFacts): StartupModel {
  return buildStartupModel({ ...profileInputOf(f), text: f.context || null });
}
