/**
 * One line per entity the question names, seen through one co-founder's lens: strategy places a
 * competitor, operations lists a regulation's obligations, tech its build consequences. An entity
 * the tables do not know is named with the method to evaluate it.
 */
import { capital, withArticle } from '../documents/grammar';
import { COUNTRY_NAMES, regulationsFor } from '../knowledge';
import { applicability, RULE_TYPES } from '../knowledge/records/applies';
import type { Fact } from '../knowledge/records/types';
import type { Entity, LikelyKind } from '../understand/entities';
import type { AdvisorContext } from './context';
import type { Lens } from './decide';

/** How to find out about a name the knowledge does not hold, by its likely kind: never facts, never a demo with an authority. */
const UNKNOWN_METHOD: Record<LikelyKind, { reads: string; how: Record<Lens, string> }> = {
  regulator: {
    reads: 'an authority you would deal with',
    how: {
      strategic: 'find its official site and check whether your activity is within its remit before planning around it',
      product: 'find on its official site what it asks registered businesses to show, so the product can produce it',
      technical: 'check its official site for the records or reports it requires, before building them',
      operations: 'read its official register, fees and timelines on its own site, and confirm with a local lawyer that it covers you',
      marketing: 'make no claim about it until its official site confirms your registration',
    },
  },
  law: {
    reads: 'a law or rule',
    how: {
      strategic: 'find the official text and its scope (who it covers, thresholds) before treating it as a cost of entry',
      product: 'read the official text for what it requires of a product like yours (consent, records, labels)',
      technical: 'find the official text and list any technical requirement it sets before building for it',
      operations: 'find the official text, its scope and who enforces it; if no official text exists, treat the name as unverified and ask a lawyer',
      marketing: 'make no claim of compliance until you have read the official text',
    },
  },
  competitor: {
    reads: 'a company you compete with',
    how: {
      strategic: 'read its pricing page and reviews and find who buys it, then place it as an incumbent, a challenger or a substitute',
      product: 'try its product where a free plan exists and list the jobs its users hire it for and the complaints in its reviews',
      technical: 'check its public documentation for an API or integrations you could meet or beat',
      operations: 'compare its published prices and contract terms with yours',
      marketing: 'note its positioning line and the words its customers use in reviews; then write how you differ in one sentence',
    },
  },
  platform: {
    reads: 'a platform or tool you would build on',
    how: {
      strategic: 'check who else builds on it and how dependent on it you would become',
      product: 'list what it would do for your users and what it cannot do',
      technical: 'read its documentation, pricing and limits (rate limits, countries served, data residency) before building on it',
      operations: 'collect its pricing, contract terms and what switching away from it would cost',
      marketing: 'check whether naming it helps your customers trust you, and its rules for using its name',
    },
  },
  unclear: {
    reads: 'something I cannot place from the question',
    how: {
      strategic: 'find out first what it is (a company, an authority or a rule) from its official site',
      product: 'find out first what it is and whether your users already rely on it',
      technical: 'find out first what it is and whether you would integrate with it, replace it or simply ignore it',
      operations: 'find out first what it is from its official site before anything depends on it',
      marketing: 'find out first what it is before naming it in any message',
    },
  },
};

const TYPE_LABEL: Record<string, string> = {
  tax_authority: 'tax authority', company_registry: 'company registry', sector_regulator: 'regulator', data_protection_authority: 'data-protection authority',
  law: 'law', scheme: 'scheme', standard: 'standard', platform: 'platform', marketplace: 'marketplace', payment_rail: 'payment system',
  competitor: 'competitor', investor_type: 'investor', channel: 'channel', institution: 'institution',
};

const factText = (f: Fact) => `${f.text.replace(/\.$/, '')} (${f.source}, ${f.year})`;

/** A knowledge record in one lens: what it is, a fact with its source, whether it applies to this startup and why, the step for this lens. */
function recordLine(e: Extract<Entity, { kind: 'record' }>, lens: Lens, ctx: AdvisorContext): string {
  const r = e.record;
  const where = r.countries.includes('GLOBAL') ? '' : `, ${r.countries.map((c) => COUNTRY_NAMES[c] ?? c).join(', ')}`;
  const head = `**${r.name}** (${TYPE_LABEL[r.type] ?? r.type}${where})`;
  const fact = r.facts[0] ? ` ${capital(factText(r.facts[lens === 'marketing' || lens === 'technical' ? r.facts.length - 1 : 0]))}.` : '';
  const confirm = r.confirm ? ` Confirm with ${r.confirm}.` : '';
  if (!RULE_TYPES.has(r.type)) {
    const step: Record<Lens, string> = {
      strategic: `it matters ${r.whenItMatters}`, product: lc(r.steps[0]), technical: lc(r.steps[r.steps.length - 1]),
      operations: r.steps.map(lc).join('; '), marketing: `it matters ${r.whenItMatters}`,
    };
    return `${head}: ${r.what}${fact} For you: ${step[lens]}.`;
  }
  const a = applicability(r, factsOf(ctx), COUNTRY_NAMES);
  const verdict = a.status === 'applies' ? `It applies to ${ctx.hasName ? ctx.name : 'you'} ${a.reason}`
    : a.status === 'ask' ? `Whether it applies to you turns on one question: ${a.question}`
      : `It does not apply to ${ctx.hasName ? ctx.name : 'you'} as described: ${a.reason}`;
  const todo: Record<Lens, string> = {
    strategic: `It matters ${r.whenItMatters}`,
    product: capital(r.steps[0]),
    technical: capital(r.build ?? r.steps[r.steps.length - 1]),
    operations: `What to do: ${r.steps.map(lc).join('; ')}`,
    marketing: `Say only what you have done about it, never "${r.name} approved" unless it is`,
  };
  const tail = a.status === 'applies' || a.status === 'ask' ? ` ${todo[lens]}.` : '';
  return `${head}: ${r.what}${fact} ${verdict}${verdict.endsWith('?') ? '' : '.'}${tail}${confirm}`;
}

/** The recommendation when the question names a rule the older tables do not hold: whether it applies, and the first step. */
export function recordRec(e: Extract<Entity, { kind: 'record' }>, lens: Lens, ctx: AdvisorContext): string {
  const r = e.record;
  const a = applicability(r, factsOf(ctx), COUNTRY_NAMES);
  const you = ctx.hasName ? ctx.name : 'you';
  if (a.status === 'applies') return `${r.name} applies to ${you} ${a.reason}; ${lens === 'operations' || lens === 'strategic' ? `first, ${lc(r.steps[0])}` : `plan for it ${r.whenItMatters}`}`;
  if (a.status === 'ask') return `${r.name} applies only in one case, so settle that first: ${lc(a.question.replace(/\?$/, ''))}`;
  return `${r.name} does not apply to ${you} as described, since ${a.reason}`;
}

const lc = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** What the applicability of a record reads: the startup's scope, description and message. */
const factsOf = (ctx: AdvisorContext) =>
  ({ country: ctx.country, sector: ctx.sector, business: ctx.business, archetype: ctx.archetype, said: ctx.said });

function competitorLine(e: Extract<Entity, { kind: 'competitor' }>, lens: Lens, ctx: AdvisorContext): string {
  const c = e.fact;
  switch (lens) {
    case 'strategic': return `**${c.name}** is ${withArticle(c.category)}: ${c.known}. Compete on ${c.competeOn}.`;
    case 'product': return `**${c.name}** (${c.category}): ask ten ${ctx.customers} what they use it for and where it slows them down; build the missing step first, and plan an import from ${c.name} so switching takes an afternoon.`;
    case 'technical': return `**${c.name}** (${c.category}): check whether it offers an API or partner programme; integrating with it usually beats replacing it at the start.`;
    case 'operations': return `**${c.name}**: compare its contract length, onboarding effort and price with yours, since switching costs decide most deals against ${withArticle(c.category)}.`;
    case 'marketing': return `**${c.name}**: never attack the brand; name the job it does poorly for ${ctx.customers} ("unlike ${withArticle(c.category)}, …") and show proof.`;
  }
}

function regulationLine(e: Extract<Entity, { kind: 'regulation' }>, lens: Lens, ctx: AdvisorContext): string {
  const r = e.fact;
  const where = r.jurisdiction === 'GLOBAL' ? '' : ` (${COUNTRY_NAMES[r.jurisdiction] ?? r.jurisdiction})`;
  switch (lens) {
    case 'strategic': return `**${r.name}**${where}: ${r.summary}. Budget it as a cost of entry; done well, it is a reason ${ctx.customers} trust you over newcomers.`;
    case 'product': return `**${r.name}**${where}: ${r.summary.split(';')[0]}; it shapes the product itself${r.build ? `: ${r.build.split(/, and |, /)[0]}` : ''}.`;
    case 'technical': return `**${r.name}** in the build: ${r.build}.`;
    case 'operations': return `**${r.name}**${where}: ${r.obligations.join('; ')} (source: ${r.source}${r.year ? `, ${r.year}` : ''}).${r.confirm ? ` Confirm ${r.confirm}.` : ''}`;
    case 'marketing': return `**${r.name}** (${r.source}${r.year ? `, ${r.year}` : ''}): say what you do ("we sign ${r.id === 'hipaa' || r.id === 'baa' ? 'a BAA' : 'the required agreements'} and encrypt data"), never "${r.name} certified" unless an official certification exists.`;
  }
}

function technologyLine(e: Extract<Entity, { kind: 'technology' }>, lens: Lens): string {
  const t = e.fact;
  const name = t.name.replace(/^an? /, '');
  switch (lens) {
    case 'strategic': return `**${name}**: ${t.summary}; right when ${t.pickWhen}.`;
    case 'product': return `**${name}** for the user: ${t.strengths[t.strengths.length - 1]}; watch for ${t.weaknesses[t.weaknesses.length - 1]}.`;
    case 'technical': return `**${name}**: + ${t.strengths[0]}; − ${t.weaknesses[0]}.`;
    case 'operations': return `**${name}** cost: ${t.cost}.`;
    case 'marketing': return `**${name}**: ${t.regions ? `strongest in ${t.regions.map((r) => COUNTRY_NAMES[r] ?? r).join(', ')}; ` : ''}${t.strengths[1] ?? t.strengths[0]}.`;
  }
}

function institutionLine(e: Extract<Entity, { kind: 'institution' }>, lens: Lens): string {
  const i = e.fact;
  return lens === 'operations' || lens === 'strategic' ? `**${i.name}**: ${i.role}. ${capital(i.action)}.${i.confirm ? ` Confirm ${i.confirm}.` : ''}` : `**${i.name}** (${i.role}): ${lens === 'technical' ? 'build the records it may ask for' : lens === 'product' ? 'design the user flows it expects' : 'keep public claims consistent with its rules'}.`;
}

function placeLine(e: Extract<Entity, { kind: 'place' }>, lens: Lens, ctx: AdvisorContext): string {
  const regs = regulationsFor(ctx.sector, e.country, { archetype: ctx.archetype, business: ctx.business }).map((r) => r.name);
  const where = COUNTRY_NAMES[e.country] ?? e.name;
  if (lens === 'operations' || lens === 'strategic') return `**${e.name}**: the rules that apply in ${where} include ${regs.slice(0, 4).join(', ') || 'local company and consumer law (check with a local lawyer)'}.`;
  if (lens === 'marketing') return `**${e.name}**: test the message with customers there before translating campaigns from elsewhere.`;
  if (lens === 'technical') return `**${e.name}**: check hosting region and payment methods for ${where}.`;
  return `**${e.name}**: interview customers there; habits and budgets differ by market.`;
}

function amountLine(e: Extract<Entity, { kind: 'amount' }>, lens: Lens, ctx: AdvisorContext): string {
  const f = ctx.figures;
  const burn = f && f.avg_monthly_burn_y1 > 0 ? ` At the model’s average burn of ${ctx.money(f.avg_monthly_burn_y1)} a month` : '';
  if (lens === 'operations' || lens === 'strategic') return `**${e.said}**:${burn ? `${burn}, that is the scale to compare it with;` : ''} check it against the milestone it has to buy.`;
  if (lens === 'marketing') return `**${e.said}**: express it per customer acquired, so it can be compared with the cost of each channel.`;
  return `**${e.said}**: split it into what the first version needs and what can wait.`;
}

export function entityLine(e: Entity, lens: Lens, ctx: AdvisorContext): string {
  switch (e.kind) {
    case 'competitor': return competitorLine(e, lens, ctx);
    case 'regulation': return regulationLine(e, lens, ctx);
    case 'technology': return technologyLine(e, lens);
    case 'institution': return institutionLine(e, lens);
    case 'place': return placeLine(e, lens, ctx);
    case 'amount': return amountLine(e, lens, ctx);
    case 'record': return recordLine(e, lens, ctx);
    case 'unknown': {
      const m = UNKNOWN_METHOD[e.likely];
      return `**${e.name}**: not in my knowledge, so I state no facts about it. From how you mention it, it reads as ${m.reads}: ${m.how[lens]}.`;
    }
  }
}

export { lc };

type Lead = Extract<Entity, { kind: 'regulation' } | { kind: 'competitor' }>;

/**
 * A rule's summary as a sentence of its own: a summary that starts with a verb ("covers …") follows
 * the rule's name; a noun phrase or a full sentence ("California’s privacy law for …") is not glued
 * after "it" ("it California’s privacy law"), it stands after "In short:".
 */
export function aboutRule(name: string, clause: string): string {
  const c = clause.trim();
  const first = c.split(/\s+/)[0] ?? '';
  if (/^[a-z]+(?:es|s)$/.test(first) && !/(?:ss|us|is)$/.test(first)) return `${name} ${c}`;
  return `In short: ${capital(c)}`;
}

/** The question names a rule or a rival: each lens's recommendation is about it (from a field its own line does not use). */
export function leadRec(e: Lead, lens: Lens, ctx: AdvisorContext): string {
  if (e.kind === 'regulation') {
    const r = e.fact;
    const clause = r.summary.split(/[;:]/)[0];
    const about = aboutRule(r.name, clause);
    return {
      strategic: `Make ${r.name} part of the plan from day one; first, ${r.obligations[0]}`,
      product: `Design what ${r.name} requires into the first version of the product. ${about}`,
      technical: `Put the safeguards ${r.name} expects in place before the first real record. ${about}`,
      operations: `Give ${r.name} an owner and a date, and read the source itself: ${r.source}`,
      marketing: `Turn ${r.name} into a precise trust message for ${ctx.cw}, stating what you do: ${r.build.split(/, and |, /)[0]}`,
    }[lens];
  }
  const c = e.fact;
  return {
    strategic: `Do not fight ${c.name} head-on: as ${withArticle(c.category)}, its breadth is your opening with a segment of ${ctx.cw} it serves poorly`,
    product: `Out-build ${c.name} on one job ${ctx.cw} do every week, not on its feature list`,
    technical: `Plan to coexist with ${c.name} first: import its data and integrate where it allows`,
    operations: `Make leaving ${c.name} cheap and safe: migration help, short contracts and a clear price`,
    marketing: `Position against ${c.name}’s category, not its brand, with one proof: ${c.competeOn}`,
  }[lens];
}

export function leadNext(e: Lead, lens: Lens): string {
  if (e.kind === 'regulation') {
    const r = e.fact;
    return {
      strategic: `Estimate the cost and the time ${r.name} adds, and put both in the plan`,
      product: `Write the user stories ${r.name} requires (consent, access, deletion) into the backlog`,
      technical: `Check every vendor that will touch this data against ${r.name}`,
      operations: `Turn ${r.name} into dated tasks with a lawyer’s one-hour review`,
      marketing: `Draft the website sentence about ${r.name} and have it checked before publishing`,
    }[lens];
  }
  const c = e.fact;
  return {
    strategic: `List the customers ${c.name} serves worst and talk to five of them`,
    product: `Sign up for ${c.name} (or watch a demo) and map its core flow step by step`,
    technical: `Check ${c.name}’s API, export formats and partner programme`,
    operations: `Compare ${c.name}’s contract terms and switching costs with yours`,
    marketing: `Collect 20 reviews of ${c.name} and note the complaints you can answer`,
  }[lens];
}

export const isLead = (e: Entity): e is Lead => e.kind === 'regulation' || e.kind === 'competitor';
