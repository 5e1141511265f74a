/**
 * The same context for the model path: what a real model's system prompt carries, so its answer
 * can be as specific as the offline one (archetype and key numbers, the knowledge-table facts for
 * the entities in the question, the data room's most relevant excerpts, the thread).
 */
import {
  inputText, MARKET_QUESTION_ID, openQuestions,
  type Assumption, type AssumptionGroup, type StartupInput, type StartupModel, type UnitEconomicsBasis,
} from '@uc/startup-model';
import { COUNTRY_NAMES } from '../knowledge';
import type { ChatTurn } from '../types';
import { extractEntities, type Entity } from '../understand/entities';
import { buildContext } from './context';
import { knowledgeFor, knowledgeLines, type KnowledgeForPrompt } from '../knowledge/records/applies';
import { recognise } from '../knowledge/records/index';

type PromptInput = { message: string; profile?: Record<string, unknown> | null; startup?: StartupModel | null };

/** The knowledge records whose conditions hold for this startup, with reasons, and the questions to ask. */
export function knowledgeForPrompt(o: PromptInput): KnowledgeForPrompt {
  const ctx = buildContext(o.profile, o.startup, o.message);
  return knowledgeFor({ country: ctx.country, sector: ctx.sector, business: ctx.business, archetype: ctx.archetype }, o.message, COUNTRY_NAMES);
}

/** A passage of a data-room file; `id` lets a model read the whole file (read_document) without searching first. */
export type Excerpt = { file: string; text: string; id?: string };

/** One line per entity the question names, from the tables, with jurisdiction and source. */
export function factsFor(message: string): string[] {
  return extractEntities(message).flatMap((e: Entity) => {
    switch (e.kind) {
      case 'regulation': return [`- ${e.fact.name} (${COUNTRY_NAMES[e.fact.jurisdiction] ?? e.fact.jurisdiction}; ${e.fact.source}${e.fact.year ? `, ${e.fact.year}` : ''}): ${e.fact.summary}. Obligations: ${e.fact.obligations.join('; ')}.`];
      case 'technology': return [`- ${e.fact.name}: ${e.fact.summary}. Strengths: ${e.fact.strengths.join('; ')}. Weaknesses: ${e.fact.weaknesses.join('; ')}. Cost: ${e.fact.cost}.`];
      case 'competitor': return [`- ${e.fact.name}: ${e.fact.category} (${e.fact.known}); where to compete: ${e.fact.competeOn}.`];
      case 'institution': return [`- ${e.fact.name} (${e.fact.jurisdiction}): ${e.fact.role}.`];
      case 'record': return [`- ${e.record.name} (${e.record.countries.join(', ')}): ${e.record.what} ${e.record.facts.map((f) => `${f.text} (${f.source}, ${f.year}).`).join(' ')}`.trim()];
      case 'unknown': return [`- ${e.name}: not in the knowledge tables; say so and give the method to evaluate it rather than guessing.`];
      default: return [];
    }
  });
}

const PROFILE_WORDS = ['startup_name', 'idea', 'industry', 'target_customers', 'business_model'] as const;
/** The profile's words as the startup model reads them. */
const profileWords = (profile: Record<string, unknown>): StartupInput =>
  Object.fromEntries(PROFILE_WORDS.map((k) => [k, typeof profile[k] === 'string' ? profile[k] : null]));

/** How a figure's defaults read: "(from the founder's figures)" or "(rests on defaults to verify: churn, CAC)". */
function restsOnText(defaults: Assumption[], used: number): string {
  const labels = [...new Set(defaults.map((a) => a.label.toLowerCase()))];
  if (!labels.length) return used ? "(from the founder's figures)" : '(computed)';
  const more = labels.length > 3 ? ` and ${labels.length - 3} more` : '';
  return `(rests on defaults to verify: ${labels.slice(0, 3).join(', ')}${more})`;
}

/** What a forecast figure rests on: the defaults among the assumption groups it is built from. */
function restsOn(model: StartupModel | null | undefined, groups: AssumptionGroup[]): string {
  if (!model) return '(defaults to verify)';
  const used = model.assumptions.filter((a) => groups.includes(a.group));
  return restsOnText(used.filter((a) => a.provenance === 'default'), used.length);
}

export function advisorPromptContext(o: { message: string; profile?: Record<string, unknown> | null; startup?: StartupModel | null; excerpts?: Excerpt[]; history?: ChatTurn[] }): string {
  const ctx = buildContext(o.profile, o.startup, o.message);
  const f = ctx.figures;
  const lines: string[] = [];
  lines.push(
    ctx.archetype
      ? `Startup model: ${ctx.hasName ? `${ctx.name}, ` : ''}archetype ${ctx.archetypeLabel} (${ctx.archetype}), sector ${ctx.sector ?? 'unknown'}, stage ${ctx.stage}, country ${ctx.countryName ?? 'unknown'}, currency ${f?.currency ?? ctx.model?.currency ?? 'unknown'}.`
      : 'Startup model: not available yet.',
  );
  if (f) {
    const u = f.unit_economics;
    // Each figure says what it rests on: the founder's own figures, or defaults to verify (issue 38 §3).
    const on = (...groups: AssumptionGroup[]) => restsOn(ctx.model, groups);
    // The unit economics name exactly the defaults that move them (a default price, a stand-in seat count).
    const ue = (k: keyof UnitEconomicsBasis) =>
      (ctx.unitDefaults ? restsOnText(ctx.unitDefaults[k], 1) : '(defaults to verify)');
    const nums = [
      u.arpu_monthly != null && `revenue per ${ctx.arpuPer} ${ctx.money(u.arpu_monthly)}/month ${ue('arpu_monthly')}`,
      u.gross_margin_pct != null && `gross margin ${u.gross_margin_pct}% ${ue('gross_margin_pct')}`,
      u.cac != null && `CAC ${ctx.money(u.cac)} ${ue('cac')}`,
      u.cac_payback_months != null && `CAC payback ${u.cac_payback_months} months ${ue('cac_payback_months')}`,
      `year-1 revenue ${ctx.money(f.revenue_by_year[0])} ${on('revenue', 'growth')}`,
      `average monthly burn in year 1 ${ctx.money(f.avg_monthly_burn_y1)} ${on('costs', 'team', 'growth')}`,
      f.runway_months != null && `runway ${f.runway_months} months ${on('costs', 'team', 'funding')}`,
      f.market_sized
        ? `TAM ${ctx.money(f.tam)}, SAM ${ctx.money(f.sam)}, SOM ${ctx.money(f.som)} ${on('market', 'revenue')}`
        : 'market to be sized (the customers are not counted yet; ask, do not estimate)',
      f.ask > 0 && `the ask ${ctx.money(f.ask)} (${f.funding_kind}) ${on('funding')}`,
      f.funding_gap > 0 && `funding gap ${ctx.money(f.funding_gap)} ${on('costs', 'team', 'funding')}`,
    ].filter(Boolean);
    lines.push(
      'Key numbers (computed by the startup model; quote these rather than your own, and where one rests on defaults, ' +
        `say it is an estimate to verify, never the founder's figure):`,
      ...nums.map((n) => `- ${n}`),
    );
  }
  const questions = ctx.model && o.profile ? openQuestions(ctx.model, inputText(profileWords(o.profile))) : [];
  const asked = questions.filter((q) => q.id !== MARKET_QUESTION_ID);
  const market = questions.find((q) => q.id === MARKET_QUESTION_ID);
  if (market) lines.push(`The market is not sized yet; when the market comes up, ask the founder: "${market.question}"`);
  if (asked.length) {
    lines.push('Figures the founder wrote that the model has not placed (defaults stand in for them): ask which figure each is ' +
      'when numbers come up, never treat the default as theirs:', ...asked.map((q) => `- "${q.quote}"`));
  }
  const k = knowledgeFor({ country: ctx.country, sector: ctx.sector, business: ctx.business, archetype: ctx.archetype }, o.message, COUNTRY_NAMES);
  const held = new Set(k.applies.map((a) => a.record.id));
  // A table rule that names a record is stated only when that record's conditions hold.
  const regs = ctx.regs.filter((r) => recognise(r.name).every((rec) => held.has(rec.id)));
  if (regs.length) lines.push(`Rules that apply to this sector and country: ${regs.map((r) => r.name).join(', ')}.`);
  const kl = knowledgeLines(k);
  if (kl.length) lines.push('Knowledge that holds for this startup (state only these rules, with their reason):', ...kl);
  const facts = factsFor(o.message);
  if (facts.length) lines.push('Facts for what the question names (from the knowledge tables; address every one):', ...facts);
  if (o.excerpts?.length) lines.push(
      'Most relevant data-room excerpts (cite the file name when you use one; read_document with the id gives the whole file):',
      ...o.excerpts.slice(0, 3).map((x) => `- [${x.file}${x.id ? `, id ${x.id}` : ''}] ${x.text.replace(/\s+/g, ' ').trim()}`),
    );
  if (o.history?.length) lines.push(`Thread: ${o.history.length} earlier messages are included above the question; resolve references ("the second option", "that") against them.`);
  return lines.join('\n');
}
