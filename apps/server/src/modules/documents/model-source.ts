import type { GenerateDocumentBody, StartupProfile } from '@uc/contract';
import { buildDocView, modelFromProfile, type DocView, type ProfileFacts } from '@uc/offline-engine';
import { agreeWithModel, type StartupModel } from '@uc/startup-model';
import type { Db } from '../../db/client';
import { getStartupModelForUser } from '../startup/service';

export type FactsInput = Pick<GenerateDocumentBody, 'startup_idea' | 'company_name' | 'industry' | 'target_market' | 'stage' | 'context' | 'business_model'>;

/** "PawPal, dog walks on demand" → "PawPal": a name the founder put first in the idea. */
export function nameFromIdea(idea: string): string | null {
  // The whole idea is a name ("PawPal", "Green Cup Co"), as when the chat asks for "a business plan for PawPal".
  if (/^[A-Z][\w.&'-]{1,30}(?:\s[A-Z][\w.&'-]{1,30}){0,2}$/.test(idea.trim())) return idea.trim();
  const m = /^([A-Z][\w.&'-]{1,30}(?:\s[A-Z][\w.&'-]{1,30}){0,2})\s*(?:,|:|\s[-—–]\s|\sis\s|\shelps\s)/.exec(idea.trim());
  return m && !/^(A|An|The|We|Our|My|I)$/.test(m[1]) ? m[1] : null;
}

/** The idea plus the startup profile; fields given in the request win. */
export function profileFacts(input: FactsInput, p: StartupProfile | null): ProfileFacts {
  return {
    idea: input.startup_idea,
    company: input.company_name || p?.startup_name || nameFromIdea(input.startup_idea) || 'Your Startup',
    industry: input.industry || p?.industry || '',
    targetMarket: input.target_market || p?.target_customers || '',
    stage: input.stage || p?.stage || '',
    businessModel: input.business_model || p?.business_model || '',
    teamSize: p?.team_size ?? null,
    context: input.context ?? '',
  };
}

/** True when the request names a fact other than the profile's (then the model is built from the request's words). */
const requestDiffers = (input: FactsInput, p: StartupProfile) =>
  (input.company_name && input.company_name !== p.startup_name) ||
  (input.industry && input.industry !== p.industry) ||
  (input.target_market && input.target_market !== p.target_customers) ||
  (input.stage && input.stage !== p.stage) ||
  (input.business_model && input.business_model !== p.business_model);

/** The founder's words with the figures they changed since restated, so a document never prints two prices. */
const agreeFacts = (facts: ProfileFacts, model: StartupModel): ProfileFacts => {
  const agree = (t: string) => (t ? agreeWithModel(t, model) : t);
  return { ...facts, idea: agree(facts.idea), industry: agree(facts.industry), targetMarket: agree(facts.targetMarket), businessModel: agree(facts.businessModel), context: agree(facts.context) };
};

/**
 * The view every document of a request is printed from. The founder's saved startup model (the
 * Startup screen's edits, versioned) is used as it is; when nothing is saved yet, or the request
 * names other facts than the profile, the model is built from the profile and the request's words.
 */
export async function loadDocView(db: Db, userId: string, input: FactsInput, companions: string[] = []): Promise<DocView> {
  const stored = await getStartupModelForUser(db, userId);
  const facts = profileFacts(input, stored.profile);
  const saved = stored.version > 0 && !requestDiffers(input, stored.profile);
  const model = saved ? stored.model : modelFromProfile(facts);
  return buildDocView(model, saved ? agreeFacts(facts, model) : facts, companions);
}
