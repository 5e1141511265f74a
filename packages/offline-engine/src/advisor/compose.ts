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
import { CRITERION, decidesFor, pick, type Lens } from './decide';
import { entityLine, isLead, leadNext, leadRec } from './entity-lens';
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

function optionLine(o: Option, lens: Lens, recommended: boolean, ctx: AdvisorContext): string {
  const tag = recommended ? ' (my pick)' : '';
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

function decision(u: Understanding, lens: Lens, ctx: AdvisorContext) {
  const { best, runnerUp } = pick(u.options, lens, ctx, `${u.message} ${u.previous ?? ''}`);
  const focus = u.focus != null ? u.options[u.focus] : null;
  let rec: string;
  if (focus && focus !== best) rec = `On ${bare(focus)}, the option you asked about: choose it over ${best.phrase} only if ${focus.tech?.pickWhen ?? 'its advantage is what your customers need most now'}; judged on ${CRITERION[lens]}, ${bare(best)} stays my pick`;
  else if (focus) rec = `On ${bare(focus)}, the option you asked about: it is also my pick, judged on ${CRITERION[lens]}`;
  else rec = `Start with ${best.phrase}: judged on ${CRITERION[lens]}, it beats ${list(u.options.filter((o) => o !== best).map((o) => o.phrase))} for ${ctx.hasName ? ctx.name : 'you'}`;
  const shown = focus ? [focus, ...u.options.filter((o) => o !== focus)] : u.options;
  const lines = shown.map((o) => optionLine(o, lens, o === best, ctx));
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

export type AgentAnswerOptions = { history?: ChatTurn[]; startup?: StartupModel | null };

export function composeAnswer(agentId: string, userMessage: string, profile: Record<string, unknown> | null | undefined, opts: AgentAnswerOptions = {}): { text: string; understanding: Understanding; ctx: AdvisorContext } {
  const lens = asLens(agentId);
  const ctx = buildContext(profile, opts.startup, userMessage);
  const u = understand(userMessage, opts.history ?? [], ctx.archetype, ctx.hasName ? [ctx.name] : []);
  const fam = u.intent.family;
  // One technology named in a choice ("Is Stripe fine?"): compared with its family's alternatives that fit here.
  if (fam === 'decision' && u.options.length < 2) {
    const t = u.entities.find((e) => e.kind === 'technology');
    if (t && t.kind === 'technology') u.options = [t.fact, ...TECHNOLOGIES.filter((x) => x.family === t.fact.family && x !== t.fact && (!x.regions || x.regions.includes(ctx.country ?? '')))].slice(0, 3).map((tech) => ({ label: techLabel(tech), phrase: techPhrase(tech), tech }));
  }
  const isDecision = u.options.length >= 2 && (fam === 'decision' || u.focus != null);
  const dec = isDecision ? decision(u, lens, ctx) : null;
  // A question about a named rule or rival is answered about it: the lens's general block shrinks to one line.
  const leads = dec ? [] : u.entities.filter(isLead).filter((e) => (e.kind === 'regulation' ? fam === 'comply' : ['compete', 'gtm', 'decision'].includes(fam)));
  const general = familyBlock(fam, lens, ctx, u, leads.length === 0);
  const named = new Set(leads.map((e) => e.name));
  const others = (fam === 'comply' ? ctx.regs.map((r) => r.name) : ctx.competitors.map((c) => c.name)).filter((n) => !named.has(n));
  const block = leads.length
    ? { ...general, rec: leadRec(leads[0], lens, ctx), lines: others.length && (lens === 'strategic' || lens === 'operations') ? [lens === 'strategic' ? `- Also in this picture${ctx.countryName ? ` in ${ctx.countryName}` : ''}: ${list(others.slice(0, 5))}.` : `- Also on the checklist: ${list(others.slice(0, 5))}.`] : [], next: leads.map((e) => leadNext(e, lens)) }
    : general;
  const rec = dec?.rec ?? block.rec;
  const namedEntities = u.entities.filter((e) => !(isDecision && e.kind === 'technology' && u.options.some((o) => o.tech === e.fact)));
  const subject = u.focus != null ? bare(u.options[u.focus]) : isDecision ? list(u.options.map(bare), 'or') : topicFor(u, ctx);
  const lines = [`## ${LENSES[lens].heading}: ${subject}`, '', `**Recommendation:** ${rec}.`, '', basedOn(ctx, u.followUp && u.previous ? [`following up on “${u.previous.slice(0, 80)}”`] : []), ''];
  if (dec) lines.push(`### ${dec.title}`, ...dec.lines, '');
  if (u.intent.id === 'cost_estimate' && u.followUp) {
    const costs = u.options.filter((o) => o.tech).map((o) => `- ${bare(o)}: ${o.tech!.cost}.`);
    if (costs.length) lines.push('### What it would cost', ...costs, '');
  }
  if (dec) lines.push('### What decides it', ...decidesFor(u.options.find((o) => o.tech)?.tech?.family, lens, u.options).map((l) => `- ${l}`), '');
  else lines.push(`### ${block.title}`, ...block.lines, '');
  if (namedEntities.length) lines.push('### What you named', ...namedEntities.map((e) => `- ${entityLine(e, lens, ctx)}`), '');
  if (OWNER[fam] === lens && !u.followUp && !dec) lines.push(`### ${u.intent.title}`, ...u.intent.points.map((p) => `- ${p}`), '');
  const next = [...(dec?.next ?? []), ...(dec && fam === 'decision' ? [] : block.next)].slice(0, 3);
  lines.push(`### Next steps (${stageWord(ctx.stage)} stage: ${when(ctx)})`, ...next.map((n, i) => `${i + 1}. ${n}.`), '');
  return { text: sentenceCase(lines.join('\n')), understanding: u, ctx };
}
