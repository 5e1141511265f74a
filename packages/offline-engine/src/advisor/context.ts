/**
 * What the advisor knows about the founder's startup: the profile, and the startup model's
 * archetype, country, currency and key figures (built here from the profile when the caller did
 * not pass the stored model, so the demo and the server answer alike). Also the small grammar
 * helpers that keep profile phrases in the right case.
 */
import {
  archetypeAsSold, buildStartupModel, CAPACITY_QUESTION_ID, countryName, formatMoney, inputText, keyFigures,
  MARKET_QUESTION_ID, MEMBER_COST_QUESTION_ID, openQuestions, unitEconomicsDefaults,
  type ArchetypeId, type KeyFigures, type StartupModel, type UnitEconomicsBasis,
} from '@uc/startup-model';
import { inSentence } from '../documents/grammar';
import { readAs } from '../documents/phrases';
import { COUNTRY_NAMES, PLACES, isLanguageUse, regulationsFor, competitorsFor, type Regulation, type Competitor } from '../knowledge';
import { knowledgeFor, type StartupFacts } from '../knowledge/records/applies';
import { normName } from '../knowledge/records';
import { toRegulation } from '../knowledge/legacy';

type Profile = Record<string, unknown> | null | undefined;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export type AdvisorContext = {
  /** The founder's figures the model has not placed yet (their words): a default stands in for each until answered. */
  unplaced: string[];
  /** Which figures the answers quote rest on a default (a stand-in to confirm, never passed as the founder's). */
  onDefaults: OnDefaults;
  /** The defaults each unit-economics figure rests on (null without a model); worked out once per model. */
  unitDefaults: UnitEconomicsBasis | null;
  name: string;
  hasName: boolean;
  /** False when the profile is empty: the model's numbers are then the archetype's defaults. */
  described: boolean;
  /** The target customers as a noun phrase in sentence case ("independent dental clinics"). */
  customers: string;
  customer: string;
  /** What the monthly revenue per unit is counted on: the customer, or a billable person (services). */
  arpuPer: string;
  /** The archetype's word for its customers ("accounts", "renters", "donors"). */
  cw: string;
  /** What is sold ("subscription", "booking", "sensor"). */
  unit: string;
  archetype: ArchetypeId | null;
  archetypeLabel: string | null;
  sector: string | null;
  stage: string;
  country: string | null;
  countryName: string | null;
  model: StartupModel | null;
  figures: KeyFigures | null;
  money: (minor: number) => string;
  /** The founder's own description (idea, industry, customers, model), for rows that apply to some businesses of a sector only. */
  business: string;
  /** The founder's message, for conditions stated in passing ("we are raising a seed round"). */
  said?: string;
  regs: Regulation[];
  competitors: Competitor[];
};

/** Per quoted figure, whether it rests on a default; `plan` is the forecast's (runway, burn, break-even, gap). */
export type OnDefaults = Record<'arpu' | 'margin' | 'cac' | 'payback' | 'plan' | 'ask', boolean>;

export const nounPhrase = inSentence;
const STAGE_WORDS: Record<string, string> = { idea: 'idea', mvp: 'MVP', early: 'early-revenue', growth: 'growth', scale: 'scale' };
export const stageWord = (stage: string) => STAGE_WORDS[stage] ?? stage;

function tryModel(profile: Profile, given: StartupModel | null | undefined): { model: StartupModel | null; figures: KeyFigures | null } {
  let model = given ?? null;
  if (!model && profile) {
    try {
      model = buildStartupModel({
        startup_name: str(profile.startup_name), idea: str(profile.idea), stage: str(profile.stage), industry: str(profile.industry),
        target_customers: str(profile.target_customers), business_model: str(profile.business_model), country: str(profile.country),
        team_size: typeof profile.team_size === 'number' ? profile.team_size : null,
      });
    } catch {
      model = null; // the startup model is optional: answers then go without its numbers
    }
  }
  if (!model) return { model: null, figures: null };
  return { model, figures: figuresOf(model) };
}

/**
 * The figures of a model, computed once per model object: the server hands every turn of a user
 * the same model while it is unchanged (models are immutable), and a forecast costs CPU on each turn.
 */
const FIGURES = new WeakMap<StartupModel, KeyFigures | null>();
function figuresOf(model: StartupModel): KeyFigures | null {
  let figures = FIGURES.get(model);
  if (figures === undefined) {
    try {
      figures = keyFigures(model);
    } catch {
      figures = null;
    }
    FIGURES.set(model, figures);
  }
  return figures;
}

/** Each place name as a whole-word pattern, compiled once (every chat turn reads the country). */
const COUNTRY_PATTERNS = Object.entries(PLACES)
  .filter(([, code]) => code !== 'EU')
  .map(([name, code]) => ({ re: new RegExp(`[^\\w]${name.replace(/[.$]/g, '\\$&')}[^\\w]`), code }));

function countryFromText(text: string): string | null {
  const low = ` ${text.toLowerCase()} `;
  for (const p of COUNTRY_PATTERNS) {
    const m = p.re.exec(low);
    if (m && !isLanguageUse(low, m.index + 1, m[0].slice(1, -1))) return p.code;
  }
  return null;
}

/** The founder's own description of the business (idea, industry, customers, model), for table rows that apply to some businesses of a sector only. */
export function businessOf(profile: Profile): string {
  const p = profile ?? {};
  return ['idea', 'industry', 'target_customers', 'business_model'].map((k) => str(p[k])).filter(Boolean).join('. ');
}

/**
 * The sector's table rules plus the records whose conditions hold for this startup (510(k) for a
 * device that detects atrial fibrillation, the FCA for an app that pays sitters), each once by name.
 */
function withRecordRules(regs: Regulation[], s: StartupFacts): Regulation[] {
  // The table and the records do not share ids: "Nigeria Data Protection Act 2023 (NDPA)" is the record
  // "Nigeria Data Protection Act 2023", and is listed once.
  const key = (n: string) => normName(n.replace(/\s*\([^()]*\)\s*$/, ''));
  const names = new Set(regs.flatMap((r) => [r.name, ...r.aliases].map(key)));
  const extra = knowledgeFor(s, '').applies
    .filter((a) => a.record.conditions.length > 0
      && ![a.record.name, ...a.record.aliases].some((n) => names.has(key(n))))
    .map((a) => toRegulation(a.record));
  return [...regs, ...extra];
}

/** The profile fields the founder writes figures in. */
const UNPLACED_WORDS = ['startup_name', 'idea', 'industry', 'target_customers', 'business_model'] as const;

/**
 * The startup's part of the context (rules, competitors, unplaced figures) depends on the model
 * object, the profile's words and the country only, so it is worked out once for them (issue 42):
 * the server hands every turn of a user the same model object while nothing changed; a changed
 * model is a new object, a changed profile a new key. A few profiles per model, freed with it.
 */
const PARTS = new WeakMap<StartupModel, Map<string, AdvisorContext>>();
const PARTS_PER_MODEL = 4;

export function buildContext(profile: Profile, given?: StartupModel | null, message = ''): AdvisorContext {
  const { model, figures } = tryModel(profile, given);
  // The country comes from the message only when nothing else names it: it is part of the key.
  const p = profile ?? {};
  const said = [str(p.idea), str(p.target_customers), str(p.industry), message].filter(Boolean).join(' ');
  const country = model?.country ?? countryFromText(said);
  if (!model) return { ...startupPart(profile, null, null, country), said: message };
  const parts = PARTS.get(model) ?? PARTS.set(model, new Map()).get(model)!;
  const key = `${country}|${JSON.stringify(p)}`;
  let part = parts.get(key);
  if (!part) {
    part = startupPart(profile, model, figures, country);
    if (parts.size >= PARTS_PER_MODEL) parts.delete(parts.keys().next().value!);
    parts.set(key, part);
  }
  return { ...part, said: message };
}

function startupPart(
  profile: Profile, model: StartupModel | null, figures: KeyFigures | null, country: string | null,
): AdvisorContext {
  const p = profile ?? {};
  const business = businessOf(p);
  const def = model ? archetypeAsSold(model.archetype, business) : undefined;
  const named = str(p.startup_name) ?? (model?.name && !/^your startup$/i.test(model.name) ? model.name : undefined);
  const name = named ?? 'your startup';
  const described = ['idea', 'target_customers', 'industry', 'business_model'].some((k) => str(p[k]));
  const customersRaw = str(p.target_customers);
  const customers = customersRaw ? nounPhrase(customersRaw) : (def?.vocabulary.customers ?? 'your customers');
  const currency = figures?.currency ?? model?.currency ?? 'USD';
  const money = (minor: number) => {
    try {
      return formatMoney(minor, currency, { compact: Math.abs(minor) >= 1e8 });
    } catch {
      return `${currency} ${(minor / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
    }
  };
  const sector = model?.sector ?? null;
  const words = Object.fromEntries(UNPLACED_WORDS.map((k) => [k, str(p[k]) ?? null]));
  const unitDefaults = model ? unitEconomicsDefaults(model) : null;
  // The market and member-cost questions quote no figure; the count question quotes a price that is placed.
  const placedOrNone = new Set([MARKET_QUESTION_ID, CAPACITY_QUESTION_ID, MEMBER_COST_QUESTION_ID]);
  const unplaced = model
    ? openQuestions(model, inputText(words)).filter((q) => !placedOrNone.has(q.id)).map((q) => q.quote) : [];
  return {
    unplaced,
    onDefaults: defaultsBehind(model, unitDefaults),
    unitDefaults,
    name,
    hasName: name !== 'your startup',
    described,
    customers,
    customer: def?.vocabulary.customer ?? 'customer',
    arpuPer: def?.vocabulary.arpu_per ?? def?.vocabulary.customer ?? 'customer',
    cw: def?.vocabulary.customers ?? 'customers',
    unit: def?.vocabulary.unit ?? 'sale',
    archetype: model?.archetype ?? null,
    archetypeLabel: def?.label ?? null,
    sector,
    stage: model?.stage ?? str(p.stage) ?? 'idea',
    country,
    countryName: country ? (COUNTRY_NAMES[country] ?? countryName(country)) : null,
    model,
    figures,
    money,
    business,
    regs: withRecordRules(regulationsFor(sector, country, { archetype: model?.archetype, business }), { country, sector, business, archetype: model?.archetype ?? null }),
    competitors: competitorsFor(sector, country, business),
  };
}

/** Which quoted figures rest on a default; the forecast rests on every driver but the market's. */
function defaultsBehind(model: StartupModel | null, b: UnitEconomicsBasis | null): OnDefaults {
  if (!model || !b) return { arpu: true, margin: true, cac: true, payback: true, plan: true, ask: true };
  const plan = model.starting_cash_provenance === 'default' ||
    model.assumptions.some((a) => a.provenance === 'default' && a.group !== 'market');
  const ask = model.funding.provenance === 'default';
  return {
    arpu: b.arpu_monthly.length > 0, margin: b.gross_margin_pct.length > 0, cac: b.cac.length > 0,
    payback: b.cac_payback_months.length > 0, plan, ask,
  };
}

/** Abbreviations after which a full stop does not end the sentence. */
const NOT_AN_END = /(?:\be\.g|\bi\.e|\bvs|\betc|\bapprox|\bcf|\bincl)\.$/i;

/**
 * Headings, bullets and sentences begin with a capital, also when they begin with a phrase from the tables
 * ("- foundation grants: …" → "- Foundation grants: …", "- **charitable status**" → "- **Charitable status**"); brands spelt in lower case ("iPhone") stay.
 */
export function sentenceCase(text: string): string {
  return text
    .replace(/^([ \t]*(?:[-*]|\d+\.)(?: \[[ x]\])? (?:\*\*)?|#+ )([a-z])(?![A-Z])/gm, (_, lead: string, c: string) => lead + c.toUpperCase())
    .replace(/([^\s]+[.!?] )([a-z])(?![A-Z])/g, (whole, before: string, c: string) => (NOT_AN_END.test(before.trim()) || !/[a-z0-9)”%]$/.test(before.trim().slice(0, -1)) ? whole : before + c.toUpperCase()));
}

/**
 * The founder's own prices when the revenue per customer also rests on defaults ("billing rate per hour KSh 1,500"
 * behind a revenue per billable person of defaults): what they said stays in view. With `how`, what it was read as.
 */
export function founderPrices(ctx: AdvisorContext, how = false): string[] {
  if (!ctx.described || !ctx.onDefaults.arpu) return [];
  return (ctx.model?.assumptions ?? [])
    .filter((a) => a.provenance === 'founder' && a.group === 'revenue' && a.unit === 'money')
    .map((a) => {
      const note = how ? readAs(a) : undefined;
      return `${inSentence(a.label)} ${ctx.money(a.value)}${note ? ` (${note})` : ''}`;
    });
}

/**
 * The one line that says what an answer is based on (never the profile pasted as a block). Each figure is
 * under "from your figures" or "defaults to confirm": a default never passes as the founder's figure.
 */
export function basedOn(ctx: AdvisorContext, extra: string[] = []): string {
  const what = [ctx.archetypeLabel && `${ctx.archetypeLabel}`, `${stageWord(ctx.stage)} stage`, ctx.countryName].filter(Boolean).join(', ');
  const f = ctx.figures;
  const d = ctx.onDefaults;
  const u = f?.unit_economics;
  const nums: [string, boolean][] = [];
  for (const price of founderPrices(ctx)) nums.push([price, false]);
  if (u?.arpu_monthly != null) nums.push([`${ctx.money(u.arpu_monthly)} a month per ${ctx.arpuPer}`, d.arpu]);
  if (f?.runway_months != null) nums.push([`${f.runway_months} months of runway`, d.plan]);
  if (u?.gross_margin_pct != null) nums.push([`${u.gross_margin_pct}% gross margin`, d.margin]);
  const model = !f ? 'your profile (no startup model yet)' : ctx.described ? 'the startup model' : 'the startup model’s defaults (no startup profile yet)';
  // Without a profile the heading already says every figure is a default.
  const groups = !ctx.described
    ? [nums.map(([t]) => t)]
    : [['from your figures', false], ['defaults to confirm on the Startup screen', true]].map(([label, def]) => {
        const ts = nums.filter(([, isDefault]) => isDefault === def).map(([t]) => t);
        return ts.length ? [`${label}: ${ts.join(', ')}`] : [];
      });
  const named = `${ctx.hasName ? `${ctx.name}, ` : ''}${what}`;
  const parts = [named, ...groups.filter((g) => g.length).map((g) => g.join(', ')), ...extra];
  return `_Based on ${model}: ${parts.join('; ')}._`;
}

/** Benchmarks for the archetype, from the startup model's table (not duplicated here). */
export function benchmarks(ctx: AdvisorContext) {
  return ctx.archetype ? archetypeAsSold(ctx.archetype, ctx.business).benchmarks : [];
}

export const stageBucket = (stage: string): 'early' | 'traction' | 'scale' => (/idea|mvp|pre/.test(stage) ? 'early' : /growth|scale/.test(stage) ? 'scale' : 'traction');
