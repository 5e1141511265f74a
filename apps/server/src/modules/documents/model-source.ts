import type { GenerateDocumentBody } from '@uc/contract';
import { buildDocView, modelFromProfile, type DocView, type ProfileFacts } from '@uc/offline-engine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startupProfiles } from '../../db/schema';

export type FactsInput = Pick<GenerateDocumentBody, 'startup_idea' | 'company_name' | 'industry' | 'target_market' | 'stage' | 'context' | 'business_model'>;

/** "PawPal, dog walks on demand" → "PawPal": a name the founder put first in the idea. */
export function nameFromIdea(idea: string): string | null {
  // The whole idea is a name ("PawPal", "Green Cup Co"), as when the chat asks for "a business plan for PawPal".
  if (/^[A-Z][\w.&'-]{1,30}(?:\s[A-Z][\w.&'-]{1,30}){0,2}$/.test(idea.trim())) return idea.trim();
  const m = /^([A-Z][\w.&'-]{1,30}(?:\s[A-Z][\w.&'-]{1,30}){0,2})\s*(?:,|:|\s[-—–]\s|\sis\s|\shelps\s)/.exec(idea.trim());
  return m && !/^(A|An|The|We|Our|My|I)$/.test(m[1]) ? m[1] : null;
}

/** The idea plus the startup profile; fields given in the request win. */
export async function loadProfileFacts(db: Db, userId: string, input: FactsInput): Promise<ProfileFacts> {
  const [p] = await db.select().from(startupProfiles).where(eq(startupProfiles.userId, userId));
  return {
    idea: input.startup_idea,
    company: input.company_name || p?.startupName || nameFromIdea(input.startup_idea) || 'Your Startup',
    industry: input.industry || p?.industry || '',
    targetMarket: input.target_market || p?.targetCustomers || '',
    stage: input.stage || p?.stage || '',
    businessModel: input.business_model || p?.businessModel || '',
    teamSize: p?.teamSize ?? null,
    context: input.context ?? '',
  };
}

export async function loadDocView(db: Db, userId: string, input: FactsInput, companions: string[] = []): Promise<DocView> {
  const facts = await loadProfileFacts(db, userId, input);
  return buildDocView(modelFromProfile(facts), facts, companions);
}
