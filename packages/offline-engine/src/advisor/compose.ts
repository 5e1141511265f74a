/**
 * One co-founder's offline answer: the recommendation and its reason first, one line on what it
 * is based on, the options' trade-offs (for a decision) or the lens's section, every named entity
 * addressed, the intent's own advice for the lens that owns it, and next steps sized to the stage.
 */
import type { StartupModel } from '@uc/startup-model';
import type { ChatTurn } from '../types';
import { list } from '../documents/grammar';
import { COUNTRY_NAMES, TECHNOLOGIES } from '../knowledge';
import { basedOn, buildContext, sentenceCase, stageWord, type AdvisorContext } from './context';
import { CRITERION, decidesFor, pick, scoreOption, type Lens } from './decide';
import type { Entity } from '../understand/entities';
import { entityLine, isLead, leadNext, leadRec, recordRec } from './entity-lens';
import { knowledgeFor, RULE_TYPES } from '../knowledge/records/applies';
import type { KnowledgeRecord } from '../knowledge/records/types';
import { familyBlock, when } from './lenses';
import { topicFor } from './topics';
import { techLabel, techPhrase, understand, type Option, type Understanding } from './understand';
import type { Family } from '../understand/intents';

export const LENSES: Record<Lens, { name: string; heading: string }> = {
  strategic: { name: 'Alex (strategy)', heading: 'Strategy' },
  product: { name: 'Sam (product)', heading: 'Product' },
  technical: { name: 'Taylor (technology)', heading: 'Technology' },
  operations: { name: 'Jordan (operations)', heading: 'Operations' },
  marketing: { name: 'Morgan (marketing)', heading: 'Marketing' },
};
const OWNER: Record<Family, Lens> = {
  decision: 'technical', compete: 'strategic', comply: 'operations', price: 'marketing', raise: 'strategic', team: 'operations', gtm: 'marketing',
  economics: 'strategic', product: 'product', tech: 'technical', marketplace: 'operations', hardware: 'operations', company: 'operations',
};
export const asLens = (id: string): Lens => (id in LENSES ? (id as Lens) : 'strategic');

const bare = (o: Option) => o.label;

/** The named company, rule or platform an option stands for ("Open Dental", "Pix"), when the knowledge holds it. */
function optionEntity(o: Option, u: Understanding): Entity | undefined {
  const l = o.label.toLowerCase();
  return u.entities.find((e) => (e.kind === 'competitor' || e.kind === 'record' || e.kind === 'institution') && (l.includes(e.said.toLowerCase()) || l.includes(e.name.toLowerCase())));
}

function entityOptionLine(o: Option, e: Entity, lens: Lens): string {
  if (e.kind === 'competitor') {
    const c = e.fact;
    return `- **${o.label}** (${c.category}): ${lens === 'strategic' || lens === 'marketing' ? `${c.known}; room left for you in ${c.competeOn}` : c.known}.`;
  }
  if (e.kind === 'record') {
    const r = e.record;
    const f = r.facts[0];
    return `- **${o.label}**: ${r.what}${f ? ` ${f.text} (${f.source}, ${f.year}).` : ''}${lens === 'operations' ? ` To start: ${r.steps[0].charAt(0).toLowerCase()}${r.steps[0].slice(1)}.` : ''}`;
  }
  return e.kind === 'institution' ? `- **${o.label}**: ${e.fact.role}.` : `- **${o.label}**.`;
}

/** A technology that stands for a group of products ("a major cloud (AWS, Google Cloud, Azure)"). */
const isGroup = (o: Option) => !!o.tech && /\(.*,.*\)/.test(o.tech.name);

function optionLine(o: Option, lens: Lens, recommended: boolean, ctx: AdvisorContext, entity?: Entity): string {
  const tag = recommended ? ' (my pick)' : '';
  // A named product inside a group is described by its own record, not by the group's trade-offs.
  if (entity && (!o.tech || isGroup(o))) return entityOptionLine(o, entity, lens);
  const t = o.tech;
  if (t) {
    const line: Record<Lens, string> = {
      strategic: `${t.summary}; the right bet when ${t.pickWhen}`,
      product: `for ${ctx.customers}: ${t.strengths[t.strengths.length - 1]}, but ${t.weaknesses[t.weaknesses.length - 1]}`,
      technical: `+ ${t.strengths[0]}; − ${t.weaknesses[0]}`,
      operations: `${t.cost}; to run: ${t.weaknesses[1] ?? t.weaknesses[0]}`,
      marketing: `${t.strengths[1] ?? t.strengths[0]}${t.regions ? `; strongest in ${list(t.regions.map((r) => COUNTRY_NAMES[r] ?? r))}` : ''}`,
    };
    return `- **${bare(o)}**${tag}: ${line[lens]}.`;
  }
  const l = o.label.toLowerCase();
  const quick = /\b(manual|no-?code|pilot|local|one|niche|small|free|safe|bootstrap\w*|freelanc\w*|contract\w*|existing|partner\w*|web|rent|trial|agency|test)\b/.test(l);
  const line: Record<Lens, string> = {
    strategic: quick ? 'keeps options open and is easy to reverse' : 'commits you further; worth it once the evidence is in',
    product: quick ? 'gets something in front of customers sooner' : 'gives a more complete experience, later',
    technical: quick ? 'less to build and maintain now, less control later' : 'more control and capability, more to build and maintain',
    operations: quick ? 'cheaper to start and to stop' : 'higher fixed cost and longer set-up',
    marketing: quick ? 'a faster story to test in the market' : 'a stronger claim once it exists',
  };
  return `- **${o.label}**${tag}: ${line[lens]}.`;
}

/**
 * Whether the knowledge tells the options apart for this startup: technologies with known trade-offs
 * do; named companies or rules (two competitors, two rails) and plain words with the same profile do not.
 */
function distinguishable(u: Understanding, lens: Lens, ctx: AdvisorContext, text: string): boolean {
  // Named products of one group (Amazon Web Services or Google Cloud Platform) are not told apart by the group.
  const named = u.options.some((o) => optionEntity(o, u));
  if (u.options.some((o) => o.tech && !(isGroup(o) && named))) return true;
  if (u.options.some((o) => optionEntity(o, u))) return false;
  const scores = new Set(u.options.map((o) => scoreOption(o, lens, ctx, text)));
  return scores.size > 1;
}

function decision(u: Understanding, lens: Lens, ctx: AdvisorContext) {
  const text = `${u.message} ${u.previous ?? ''}`;
  const { best, runnerUp } = pick(u.options, lens, ctx, text);
  const focus = u.focus != null ? u.options[u.focus] : null;
  const apart = distinguishable(u, lens, ctx, text);
  let rec: string;
  if (!apart) rec = `No pick from me between ${list(u.options.map(bare), 'and')}: nothing I hold tells them apart for ${ctx.hasName ? ctx.name : 'you'}, so decide on ${CRITERION[lens]}, with the evidence below`;
  else if (focus && focus !== best) rec = `On ${bare(focus)}, the option you asked about: choose it over ${best.phrase} only if ${focus.tech?.pickWhen ?? 'its advantage is what your customers need most now'}; judged on ${CRITERION[lens]}, ${bare(best)} stays my pick`;
  else if (focus) rec = `On ${bare(focus)}, the option you asked about: it is also my pick, judged on ${CRITERION[lens]}`;
  else rec = `Start with ${best.phrase}: judged on ${CRITERION[lens]}, it beats ${list(u.options.filter((o) => o !== best).map((o) => o.phrase))} for ${ctx.hasName ? ctx.name : 'you'}`;
  const shown = focus ? [focus, ...u.options.filter((o) => o !== focus)] : u.options;
  const lines = shown.map((o) => optionLine(o, lens, apart && o === best, ctx, optionEntity(o, u)));
  const alt = runnerUp ? bare(runnerUp) : 'the alternative';
  const nextByLens: Record<Lens, string> = {
    strategic: `Write down the signal that would make you switch to ${alt}, and review it in three months`,
    product: `Put ${bare(focus ?? best)} in front of five ${ctx.customers} and watch where they struggle`,
    technical: `Build a two-week proof of concept with ${bare(focus ?? best)} and measure the limits that matter (range, battery, latency or load)`,
    operations: `Get two quotes for ${bare(focus ?? best)} and cost it at ten times today’s volume`,
    marketing: `Ask 20 ${ctx.customers} which of ${list(u.options.map(bare), 'or')} they already use or trust`,
  };
  const then: Record<Lens, string> = {
    strategic: `Write the choice of ${bare(focus ?? best)} and its reason in one paragraph for the team, so later decisions follow from it`,
    product: `Define the one metric that shows ${bare(focus ?? best)} works for customers`,
    technical: `Keep ${bare(focus ?? best)} behind one interface so ${alt} can replace it later`,
    operations: `Set a budget cap and an end date for the trial of ${bare(focus ?? best)}`,
    marketing: `Draft the one-line promise ${bare(focus ?? best)} lets you make, and test it on a landing page`,
  };
  return { rec, title: focus ? `${bare(focus)} compared` : 'The options', lines, next: [nextByLens[lens], then[lens]] };
}

/** The founder's own words (name, product, places, customers) are context, never entities to evaluate. */
function ownNames(profile: Record<string, unknown> | null | undefined, ctx: AdvisorContext): string[] {
  const words = Object.values(profile ?? {}).filter((v): v is string => typeof v === 'string').join(' ').match(/[A-Z][\w’'-]*/g) ?? [];
  return [...(ctx.hasName ? [ctx.name] : []), ...words.map((w) => w.replace(/['’]s$/, ''))];
}

/** No playbook fits the question: say so, and offer what the engine can do instead of a neighbouring answer. */
const noPlaybook = (lens: Lens) =>
  `I have no playbook for this exact question, so I will not pass off a neighbouring answer as one. What I can do from ${lens === 'operations' ? 'the operations side' : 'here'}: ` +
  'work through your numbers (runway, unit economics, pricing), write a document (plan, checklist, competitive analysis), or check the rules that apply to you. Below is the closest general advice, labelled as such.';

/**
 * The rules that hold for this startup though the question does not name them (FCA for an app that
 * pays sitters, never for a bookkeeping app), each with its reason, and the question that decides an
 * undecided one. Each lens quotes the part of the record it acts on.
 */
function appliesSection(u: Understanding, lens: Lens, ctx: AdvisorContext): string[] {
  const k = knowledgeFor({ country: ctx.country, sector: ctx.sector, business: ctx.business, archetype: ctx.archetype }, u.message, COUNTRY_NAMES);
  const named = new Set(u.entities.map((e) => e.name));
  const shown = new Set(ctx.regs.map((r) => r.name));
  // Rules with a condition that holds ("because you take payments…") first: they are the ones a founder misses,
  // and before them a rule for this very kind of business (a dating service's act). A rule already on the sector
  // checklist is repeated here only when it has a condition: its reason is the news.
  const specific = (r: KnowledgeRecord) => r.conditions.length + (r.onlyWhen ? 2 : 0);
  const fresh = k.applies
    .filter((a) => !named.has(a.record.name) && (!shown.has(a.record.name) || a.record.conditions.length > 0))
    .sort((a, b) => specific(b.record) - specific(a.record)).slice(0, 3);
  const asks = k.ask.filter((a) => !named.has(a.record.name)).slice(0, 2);
  if (!fresh.length && !asks.length) return [];
  const piece = (r: KnowledgeRecord): string => {
    const f = r.facts[lens === 'marketing' ? r.facts.length - 1 : 0];
    const fact = f ? `${f.text} (${f.source}, ${f.year})` : r.what.replace(/\.$/, '');
    if (lens === 'product') return `${r.what.replace(/\.$/, '')}; ${lcFirst(r.steps[0])}`;
    if (lens === 'technical') return `${fact}; ${lcFirst(r.build ?? r.steps[r.steps.length - 1])}`;
    if (lens === 'operations') return `${fact}. To do: ${r.steps.map(lcFirst).join('; ')}`;
    return fact;
  };
  return [
    '### What applies to you',
    ...fresh.map(({ record: r, reason }) => `- **${r.name}** (${reason}): ${piece(r)}.`),
    ...asks.map(({ record: r, question }) => `- **${r.name}** applies only if the answer is yes: ${question}`),
    '',
  ];
}
const lcFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export type AgentAnswerOptions = { history?: ChatTurn[]; startup?: StartupModel | null };

export function composeAnswer(agentId: string, userMessage: string, profile: Record<string, unknown> | null | undefined, opts: AgentAnswerOptions = {}): { text: string; understanding: Understanding; ctx: AdvisorContext } {
  const lens = asLens(agentId);
  const ctx = buildContext(profile, opts.startup, userMessage);
  const u = understand(userMessage, opts.history ?? [], ctx.archetype, ownNames(profile, ctx), ctx.country);
  const fam = u.intent.family;
  // One technology named in a choice ("Is Stripe fine?"): compared with its family's alternatives that fit here.
  if (fam === 'decision' && u.options.length < 2) {
    const t = u.entities.find((e) => e.kind === 'technology');
    if (t && t.kind === 'technology') {
      const others = TECHNOLOGIES.filter((x) => x.family === t.fact.family && x !== t.fact && (!x.regions || x.regions.includes(ctx.country ?? '')));
      // A grouped row ("a major cloud (AWS, …)") keeps the founder's word for the one they named.
      const named = /\(.*,.*\)/.test(t.fact.name) ? { label: t.said, phrase: t.said, tech: t.fact } : { label: techLabel(t.fact), phrase: techPhrase(t.fact), tech: t.fact };
      u.options = [named, ...others.slice(0, 2).map((tech) => ({ label: techLabel(tech), phrase: techPhrase(tech), tech }))];
    }
  }
  const isDecision = u.options.length >= 2 && (fam === 'decision' || u.focus != null);
  const dec = isDecision ? decision(u, lens, ctx) : null;
  // A question about a named rule or rival is answered about it: the lens's general block shrinks to one line.
  const leads = dec ? [] : u.entities.filter(isLead).filter((e) => (e.kind === 'regulation' ? fam === 'comply' : ['compete', 'gtm', 'decision'].includes(fam)));
  // A named rule or authority from the records (HMRC, IR35, the CQC) leads when no table row does.
  const recordLead = !dec && !leads.length && fam === 'comply' ? u.entities.find((e) => e.kind === 'record' && RULE_TYPES.has(e.record.type)) : undefined;
  const general = familyBlock(fam, lens, ctx, u, leads.length === 0);
  const named = new Set(leads.map((e) => e.name));
  const others = (fam === 'comply' ? ctx.regs.map((r) => r.name) : ctx.competitors.map((c) => c.name)).filter((n) => !named.has(n));
  const block = leads.length
    ? { ...general, rec: leadRec(leads[0], lens, ctx), lines: others.length && (lens === 'strategic' || lens === 'operations') ? [lens === 'strategic' ? `- Also in this picture${ctx.countryName ? ` in ${ctx.countryName}` : ''}: ${list(others.slice(0, 5))}.` : `- Also on the checklist: ${list(others.slice(0, 5))}.`] : [], next: leads.map((e) => leadNext(e, lens)) }
    : general;
  const rec = dec?.rec ?? (recordLead?.kind === 'record' ? recordRec(recordLead, lens, ctx) : block.rec);
  const namedEntities = u.entities.filter((e) => !(isDecision && e.kind === 'technology' && u.options.some((o) => o.tech === e.fact)));
  const subject = u.focus != null ? bare(u.options[u.focus]) : isDecision ? list(u.options.map(bare), 'or') : topicFor(u, ctx);
  const lines = [`## ${LENSES[lens].heading}: ${subject}`, '', ...(u.noPlaybook ? [noPlaybook(lens), ''] : []), `**Recommendation:** ${rec}.`, '', basedOn(ctx, u.followUp && u.previous ? [`following up on “${u.previous.slice(0, 80)}”`] : []), ''];
  if (dec) lines.push(`### ${dec.title}`, ...dec.lines, '');
  if (u.intent.id === 'cost_estimate' && u.followUp) {
    const costs = u.options.filter((o) => o.tech).map((o) => `- ${bare(o)}: ${o.tech!.cost}.`);
    if (costs.length) lines.push('### What it would cost', ...costs, '');
  }
  if (dec) lines.push('### What decides it', ...decidesFor(u.options.find((o) => o.tech)?.tech?.family, lens, u.options).map((l) => `- ${l}`), '');
  else if (block.lines.length) lines.push(`### ${block.title}`, ...block.lines, '');
  // A general compliance question ("what do we need to comply with?") gets the rules that hold and why; a named rule is answered itself.
  if (fam === 'comply' && !dec && !u.entities.some((e) => e.kind === 'regulation' || e.kind === 'record' || e.kind === 'institution')) lines.push(...appliesSection(u, lens, ctx));
  if (namedEntities.length) lines.push('### What you named', ...namedEntities.map((e) => `- ${entityLine(e, lens, ctx)}`), '');
  if (OWNER[fam] === lens && !u.followUp && !dec) lines.push(`### ${u.intent.title}`, ...u.intent.points.map((p) => `- ${p}`), '');
  const next = [...(dec?.next ?? []), ...(dec && fam === 'decision' ? [] : block.next)].slice(0, 3);
  lines.push(`### Next steps (${stageWord(ctx.stage)} stage: ${when(ctx)})`, ...next.map((n, i) => `${i + 1}. ${n}.`), '');
  return { text: sentenceCase(lines.join('\n')), understanding: u, ctx };
}
