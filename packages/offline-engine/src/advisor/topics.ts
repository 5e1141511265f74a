/**
 * What an answer is about, named for this startup: "Pricing each subscription in the United
 * States", "Competing with Dentrix, Eaglesoft and Open Dental", "HIPAA and HITECH Act in the United States".
 * Used by the answer's heading and the team synthesis; intents without a natural wording here keep their title.
 */
import type { ArchetypeId } from '@uc/startup-model';
import { capital, list } from '../documents/grammar';
import type { AdvisorContext } from './context';
import type { Understanding } from './understand';

/** The kind of company, as a founder would say it. */
const COMPANY: Record<ArchetypeId, string> = {
  b2b_saas: 'a B2B software company',
  consumer_subscription: 'a consumer app',
  marketplace: 'a marketplace',
  ecommerce: 'an online shop',
  hardware_subscription: 'a hardware company',
  fintech_transactions: 'a fintech',
  usage_api: 'an API business',
  services: 'a services firm',
  nonprofit: 'a non-profit',
};

const where = (c: AdvisorContext) => (c.countryName ? ` in ${c.countryName}` : '');
const firstThree = (names: string[]) => list(names.slice(0, 3));

const SUBJECTS: Record<string, (c: AdvisorContext) => string | null> = {
  pricing: (c) => (c.archetype === 'nonprofit' ? `Pricing the programme for ${c.cw}${where(c)}` : `Pricing each ${c.unit}${where(c)}`),
  pricing_model: (c) => `A pricing model for ${c.cw}`,
  first_hires: (c) => (c.archetype ? `First hires for ${COMPANY[c.archetype]}` : null),
  compliance: (c) => {
    const top = c.regs.slice(0, 3);
    // "HIPAA and HITECH Act" already say where; "GDPR and IP ratings" need "in France".
    return top.length ? `${capital(list(top.map((r) => r.name)))}${top.every((r) => r.jurisdiction === c.country) ? '' : where(c)}` : null;
  },
  competitor_landscape: (c) => (c.competitors.length ? `Competing with ${firstThree(c.competitors.map((x) => x.name))}` : null),
  channels: (c) => `Channels to reach ${c.cw}`,
  first_customers: (c) => `Finding the first ${c.cw}`,
  raise_amount: (c) => (c.archetype === 'nonprofit' ? `How much funding to seek${where(c)}` : `How much to raise${where(c)}`),
  mvp_scope: (c) => `What ${c.cw} get in the MVP`,
  unit_economics: (c) => `Unit economics per ${c.customer}`,
  churn: (c) => `Keeping ${c.cw}`,
  market_size: (c) => `The market size${where(c)}`,
  incorporation: (c) => `Setting up the company${where(c)}`,
};

export function topicFor(u: Understanding, ctx: AdvisorContext): string {
  return SUBJECTS[u.intent.id]?.(ctx) ?? u.intent.title;
}
