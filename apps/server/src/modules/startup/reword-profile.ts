import { PROFILE_WORDING_FIELDS, type ProfileWording, type StartupProfile, type StartupProfileBody } from '@uc/contract';
import { restateFigure, type StartupModel } from '@uc/startup-model';

/** The longest each field may be (the profile's own limits): a restated figure that would not fit is asked about. */
const LIMITS: Record<(typeof PROFILE_WORDING_FIELDS)[number], number> = { idea: 500, industry: 120, target_customers: 300, business_model: 200 };

/**
 * One truth (issue 35 §6): the profile fields that state the figure the founder just changed,
 * restated with the new value (`edit`, written with the model), and the words the reader could not
 * place exactly, returned as questions for the founder. Pure.
 */
export function rewordProfile(profile: StartupProfile, model: StartupModel, change: { key: string; from: number; to: number }): { edit: StartupProfileBody; wording: ProfileWording } {
  const edit: StartupProfileBody = {};
  const wording: ProfileWording = { updated: [], ask: [] };
  for (const field of PROFILE_WORDING_FIELDS) {
    const text = profile[field];
    if (!text) continue;
    const r = restateFigure(text, model, change);
    const fits = r.text.length <= LIMITS[field];
    if (r.replaced.length && fits) {
      edit[field] = r.text;
      wording.updated.push(...r.replaced.map((x) => ({ field, before: x.before.slice(0, 500), after: x.after.slice(0, 500) })));
    }
    const asks = fits ? r.ask : [...r.ask, ...r.replaced.map((x) => ({ quote: x.before }))];
    wording.ask.push(...asks.map((x) => ({ field, quote: x.quote.slice(0, 500), question: `Your profile still says "${x.quote.slice(0, 400)}": update it?` })));
  }
  return { edit, wording: { updated: wording.updated.slice(0, 20), ask: wording.ask.slice(0, 20) } };
}
