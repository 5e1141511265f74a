import type { Assumption, AssumptionGroup } from '@uc/startup-model';
import { COUNTRY_NAMES } from '../knowledge';
import { capital, ideaClause, inSentence, lowerLabel, withArticle } from './grammar';
import type { DocView } from './types';

const SECTOR_WORDS: Record<string, string> = { hr: 'HR', real_estate: 'real estate', developer_tools: 'developer tools', social_impact: 'social impact', general: 'its market' };
const STAGE_WORDS: Record<string, string> = {
  idea: 'at the idea stage',
  mvp: 'building its first product',
  early: 'selling to its first customers',
  growth: 'growing its customer base',
  scale: 'scaling an established business',
};

const region = (code: string) => {
  if (COUNTRY_NAMES[code]) return COUNTRY_NAMES[code];
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** An assumption's value as printed: money in the startup's currency, percent, counts. */
export function assumptionText(v: DocView, a: Assumption): string {
  switch (a.unit) {
    case 'money':
      return v.exact(a.value);
    case 'percent':
      return `${a.value}%`;
    case 'months':
      return `${a.value} month${a.value === 1 ? '' : 's'}`;
    case 'month':
      return `month ${a.value}`;
    case 'hours':
      return `${a.value} hour${a.value === 1 ? '' : 's'}`;
    case 'ratio':
      return `×${a.value}`;
    default:
      return a.value.toLocaleString('en-US');
  }
}
export const provenanceText = (a: Pick<Assumption, 'provenance'>) => (a.provenance === 'founder' ? "founder's figure" : a.provenance === 'default' ? 'default to verify' : 'computed');

/** The phrases the prose is made of, all derived from the profile and the model (never typed numbers). */
export function phrases(v: DocView) {
  const { profile: p, model: m, arch } = v;
  const voc = arch.vocabulary;
  const who = p.targetMarket ? inSentence(p.targetMarket) : voc.customers;
  const sector = p.industry ? inSentence(p.industry) : SECTOR_WORDS[m.sector] ?? m.sector.replace(/_/g, ' ');
  const country = m.country ? region(m.country) : null;
  // Not "in Nigeria" twice when the founder's customers already say where they are.
  const where = country && !`${who} ${p.idea}`.includes(country) ? ` in ${country}` : '';
  const group = (g: AssumptionGroup) => m.assumptions.filter((a) => a.group === g);
  const launch = m.pre_revenue ? `first ${voc.revenue_word} is planned for month ${m.launch_month}` : `${voc.revenue_word} is already coming in`;
  return {
    name: p.company,
    idea: ideaClause(p.idea),
    Idea: capital(ideaClause(p.idea)),
    who,
    Who: capital(who),
    sector,
    country,
    where,
    stage: m.pre_revenue ? `pre-launch (${STAGE_WORDS[m.stage] ?? m.stage})` : STAGE_WORDS[m.stage] ?? m.stage,
    launch,
    customer: voc.customer,
    customers: voc.customers,
    aCustomer: withArticle(voc.customer),
    unit: voc.unit,
    aUnit: withArticle(voc.unit),
    income: voc.revenue_word,
    model: arch.label,
    aModel: withArticle(lowerLabel(arch.label)),
    modelWords: lowerLabel(arch.label),
    mechanics: arch.mechanics.replace(/[.\s]+$/, ''),
    streams: arch.revenueStreams.map((s) => s.label.toLowerCase()),
    revenueAssumptions: group('revenue'),
    costAssumptions: group('costs'),
    growthAssumptions: group('growth'),
    marketAssumptions: group('market'),
    teamStart: m.team.starting_headcount,
    hires: m.team.hires,
    sides: voc.supply_side && voc.demand_side ? { supply: voc.supply_side, demand: voc.demand_side } : null,
    nonprofit: m.archetype === 'nonprofit' || m.funding.kind === 'grant',
  };
}
export type Phrases = ReturnType<typeof phrases>;

/** What the model read into the founder's figure ("one visit counted as one billed hour, to verify"), if anything. */
export const readAs = (a: Assumption) =>
  (a.provenance === 'founder' ? /^your words: ".*"; (.+)$/s.exec(a.basis)?.[1] : undefined);

/**
 * "Price per month: ₦500 (founder's figure)", with what a converted figure was read as; the market's count
 * while nobody has counted it yet says so.
 */
export const assumptionLine = (v: DocView, a: Assumption) => {
  if (a.key === 'tam_customers' && !v.sizing.sized) {
    return `${a.label}: not counted yet (${v.sizing.question ?? 'to be asked'})`;
  }
  const note = readAs(a);
  return `${a.label}: ${assumptionText(v, a)} (${provenanceText(a)}${note ? `: ${note}` : ''})`;
};
