import { ORG_WORDS, PEOPLE_WORDS } from './classify';
import { COUNTRIES, countryMention, countryName } from './countries';
import data from './data/populations.json';
import { fmtCount } from './mechanics/common';
import { escapeRe } from './world';
import { NUMBER_PATTERN, parseNumber } from './numbers';
import type { StartupInput } from './types';

/**
 * Who the founder sells to, counted in their own country: official counts of households, schools,
 * farms, care homes… (data/populations.json, each with its source and year). A customer the table
 * does not count is asked about, never replaced by another sector's or another country's count.
 */
export type PopulationRecord = {
  id: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Part of the country the count covers ("England"), when not all of it. */
  area?: string;
  kind: string;
  /** Plural customer nouns, lower case, that select this record ("care homes"); empty for context-only counts. */
  match: string[];
  count: number;
  /** What one counted unit is called in formulas ("care homes"). */
  unit: string;
  /** What exactly is counted ("residential care homes (without nursing) with a published CQC rating"). */
  label: string;
  /** The official statistic. */
  source: string;
  year: number;
  /** Where to confirm it (the publisher's site). */
  confirm: string;
  /** What the count leaves out. */
  note?: string;
};

export const POPULATIONS = data as PopulationRecord[];

const KINDS = new Set(['households', 'people', 'people_age_band', 'students_by_level', 'businesses_by_sector_size',
  'health_facilities_by_type', 'care_homes', 'care_home_beds', 'schools', 'farms', 'restaurants', 'retailers',
  'pet_owning_households']);

/** Problems with one record (empty = valid): the schema the data test applies to every record. */
export const validatePopulation = (r: Partial<PopulationRecord>): string[] => {
  const out: string[] = [];
  const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
  if (!text(r.id)) out.push('id');
  if (typeof r.country !== 'string' || !COUNTRIES[r.country]) out.push('country (ISO alpha-2 the model knows)');
  if (!r.kind || !KINDS.has(r.kind)) out.push('kind');
  const nouns = Array.isArray(r.match) && r.match.every((m) => typeof m === 'string' && m.trim() !== '' && m === m.toLowerCase());
  if (!nouns) out.push('match (lower-case nouns)');
  if (typeof r.count !== 'number' || !Number.isInteger(r.count) || r.count <= 0) out.push('count');
  for (const k of ['unit', 'label', 'source', 'confirm'] as const) if (!text(r[k])) out.push(k);
  if (typeof r.year !== 'number' || !Number.isInteger(r.year) || r.year < 2010 || r.year > 2030) out.push('year');
  if (r.area !== undefined && !text(r.area)) out.push('area');
  return out;
};

/** Words before a customer noun that do not narrow it ("busy households", "for care homes"). */
const NEUTRAL_BEFORE = new Set(['for', 'to', 'of', 'and', 'or', 'the', 'all', 'busy', 'local', 'small', 'independent', 'our',
  'with', 'serving', 'helping', 'help', 'helps', 'by', 'across', 'in', 'at', 'every', 'many', 'most', 'private', 'family-run',
  'their', 'that', 'which', 'where', 'lets', 'let', 'connects', 'sells', 'sold', 'selling', 'used', 'built', 'made', 'designed',
  'aimed', 'targeting', 'among', 'from', 'medium-sized']);
/** Size words before a noun that go together ("small and medium", "micro, small and medium-sized"). */
const SIZE_PAIR = /(?<![\p{L}-])(?:micro,? )?(?:small|micro)(?:,? small)? and medium(?:-sized| sized)?\s+$/iu;
/** Words after it that narrow it ("households with dogs", "farms of over 100 ha"). */
const NARROWING_AFTER = /^\s+(?:with|who|that|without|owning|in need|of|whose|which)\b/i;
const GENERIC_NOUN = new RegExp(`\\b(?:${ORG_WORDS}|${PEOPLE_WORDS})`, 'gi');
/** Only plural customer nouns name a population ("a school's timetable" does not). */
const plural = (w: string) => /(?:s|people|men|women|children|staff)$/i.test(w);

type Mention = { index: number; noun: string; quote: string; record: PopulationRecord | null };

/** Each country's counted nouns as compiled patterns, built once per country. */
const PATTERNS = new Map<string | null, { record: PopulationRecord; re: RegExp }[]>();
const patternsFor = (country: string | null) => {
  let out = PATTERNS.get(country);
  if (!out) {
    out = POPULATIONS.filter((r) => r.country === country).flatMap((record) =>
      record.match.map((m) => ({ record, re: new RegExp(`(?<![\\p{L}-])${escapeRe(m)}(?![\\p{L}-])`, 'iu') })));
    PATTERNS.set(country, out);
  }
  return out;
};

/** The word before index `at`, lower-cased, or '' at the start of a clause. */
const wordBefore = (text: string, at: number): string => {
  const m = /([\p{L}-]+)[\s]+$/u.exec(text.slice(Math.max(0, at - 40), at));
  if (!m || /[.,;:!?(]\s*$/.test(text.slice(Math.max(0, at - 3), at))) return '';
  return m[1];
};

/** The first customer noun in one text, with the modifiers that narrow it kept in its name. */
const firstMention = (text: string, country: string | null): Mention | null => {
  const found: { index: number; end: number; record: PopulationRecord | null }[] = [];
  for (const { record, re } of patternsFor(country)) {
    const hit = re.exec(text);
    if (hit) found.push({ index: hit.index, end: hit.index + hit[0].length, record });
  }
  for (const hit of text.matchAll(GENERIC_NOUN)) {
    if (plural(hit[0])) found.push({ index: hit.index!, end: hit.index! + hit[0].length, record: null });
  }
  if (!found.length) return null;
  // Earliest first; at one place the longest phrase, then a counted one.
  found.sort((a, b) => a.index - b.index || b.end - a.end || Number(!!b.record) - Number(!!a.record));
  const best = found[0];
  // "Small and medium businesses" is one phrase (SMEs), not "medium businesses".
  const sizes = SIZE_PAIR.exec(text.slice(Math.max(0, best.index - 40), best.index))?.[0];
  const before = sizes ? sizes.trim() : wordBefore(text, best.index);
  const narrowedBefore = before !== '' && !NEUTRAL_BEFORE.has(before.toLowerCase()) && !countryMention(before);
  // A phrase after a counted noun may narrow it ("households with dogs"); after another noun it is the product's words.
  const narrowedAfter = best.record !== null && NARROWING_AFTER.test(text.slice(best.end));
  const start = narrowedBefore ? best.index - before.length - 1 : best.index;
  // The narrowing words, up to the place ("households with kids in Germany" → "households with kids").
  const tail = narrowedAfter ? /^\s+[^.,;:!?]{0,40}?(?=\s+(?:in|across|throughout)\s|[.,;:!?]|$)/.exec(text.slice(best.end))?.[0] ?? '' : '';
  const phrase = text.slice(start, best.end + tail.length).trim();
  const noun = /^[A-Z][a-z]/.test(phrase) ? phrase[0].toLowerCase() + phrase.slice(1) : phrase;
  const record = narrowedBefore || narrowedAfter ? null : best.record;
  return { index: best.index, noun, quote: phrase, record };
};

export type MarketCount =
  | { kind: 'stated'; value: number; noun: string; quote: string }
  | { kind: 'record'; value: number; noun: string; record: PopulationRecord }
  | { kind: 'ask'; noun: string | null; quote: string | null; question: string };

const where = (r: PopulationRecord) => (r.area ? `${r.area} (${countryName(r.country)})` : countryName(r.country));

const LEAD = /(?:market of|tam of|total of|there are|universe of)\s+(?:about|around|roughly|some|over|nearly|more than|almost)?\s*$/i;

/** A market size the founder wrote: "a market of 14,000 care homes", "there are 2 million households in Kenya". */
const statedCount = (text: string): { value: number; noun: string; quote: string } | null => {
  const numbers = new RegExp(NUMBER_PATTERN.source, NUMBER_PATTERN.flags);
  for (let m = numbers.exec(text); m; m = numbers.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const next = text.slice(m.index + m[0].length);
    const after = /^\s+((?:[\p{L}-]+\s){0,2}[\p{L}-]+)\s+(?:in|across)\s+(?:the\s+)?([^.,;:]{2,30})/u.exec(next);
    const lead = LEAD.test(before);
    const noun = after?.[1] ?? /^\s+((?:[\p{L}-]+\s){0,2}[\p{L}-]+)/u.exec(next)?.[1];
    if (!noun || !plural(noun) || /\b(?:pay|paying|signed|use|using|active|beta|customers? today)\b/i.test(noun)) continue;
    const place = after && (countryMention(after[2]) || /^(?:our|the)?\s*(?:market|country|region|city)\b/i.test(after[2]));
    const value = parseNumber(m[0]);
    // "2,000 users in Germany already" is traction, not a market: without "market of"/"there are", people the
    // startup already has, or words saying so, are not read as the market's size.
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    const traction = /^(?:users|customers|clients|subscribers|members|downloads|sign-?ups)$/i.test(noun)
      || /\b(?:already|signed|paying|joined|today|so far|waitlist|beta)\b/i.test(rest);
    if (!(lead || (place && value >= 1000 && !traction))) continue;
    if (/(?:we have|already|serving|served|with)\s+(?:about|around|over)?\s*$/i.test(before)) continue;
    const end = m.index + m[0].length + (after ? after[0].length : noun.length + 1);
    return { value: Math.round(value), noun: noun.toLowerCase(), quote: text.slice(m.index, end).trim() };
  }
  return null;
};

/** A context figure for the question ("Germany has about 41 million private households (Destatis, 2023)"). */
const hint = (country: string | null, person: boolean): string => {
  const kind = person ? 'households' : 'businesses_by_sector_size';
  const r = POPULATIONS.find((p) => p.country === country && p.kind === kind);
  return r ? ` For scale: ${where(r)} has about ${fmtCount(r.count)} ${r.label} (${r.source}, ${r.year}).` : '';
};

/** The customers as the founder names them when no known noun is there ("Hobby beekeepers in the UK" → "hobby beekeepers"). */
const ownWords = (customers: string | null | undefined): string | null => {
  const hit = /((?:[\p{L}-]+\s){0,3}[\p{L}-]+s)(?=\s+(?:in|across|who|that|with|of)\b|\s*[.,;]|\s*$)/u.exec(customers ?? '');
  const words = hit ? hit[1].split(/\s+/) : [];
  while (words.length > 1 && /^(?:and|or|the|all|for|to|of|in)$/i.test(words[0])) words.shift();
  return words.length ? words.join(' ').toLowerCase() : null;
};

/**
 * The count of the founder's customers in their country: their own figure when they wrote one,
 * else the official count of the customers they name, else the question to ask.
 */
export const marketCount = (input: StartupInput, country: string | null): MarketCount => {
  const texts = [input.target_customers, input.idea, input.business_model, input.text]
    .filter((t): t is string => !!t && t.trim() !== '');
  for (const t of texts) {
    const stated = statedCount(t);
    if (stated) return { kind: 'stated', ...stated };
  }
  let mention: Mention | null = null;
  for (const t of texts) if ((mention = firstMention(t, country))) break;
  const record = mention?.record;
  if (record) return { kind: 'record', value: record.count, noun: record.unit, record };
  const noun = mention?.noun ?? ownWords(input.target_customers);
  const person = noun !== null && new RegExp(`^(?:[\\p{L}-]+\\s)?(?:${PEOPLE_WORDS})`, 'iu').test(noun);
  const place = country ? ` in ${countryName(country)}` : '';
  const question = noun
    ? `How many ${noun} are in your market${place}? The model has no official count of them${place}, so the market is not sized yet.`
      + hint(country, person)
    : `Who are your customers, and how many are in your market${place}? The market is not sized until you say.`;
  return { kind: 'ask', noun, quote: mention?.quote ?? null, question };
};

export const MARKET_UNSIZED = 'market to be sized';
/** What every sourced default count's basis carries (the records' confirm address). */
const SOURCED = '; confirm at ';

/**
 * Whether a market count may be printed: the founder's, or a default from the table (its basis names the
 * official source). A default saved before the table existed (a US count scaled by population, another
 * sector's count) is not: the market then reads as unsized and the founder is asked.
 */
export const countedMarket = (a: { provenance: string; value: number; basis: string } | undefined): boolean =>
  !!a && a.value > 0 && (a.provenance !== 'default' || a.basis.includes(SOURCED));

/** The tam_customers assumption for this count: a sourced default, the founder's figure, or 0 with the question. */
type MarketFields = { value: number; provenance: 'founder' | 'default'; basis: string; noun: string | null };
export const marketAssumptionFields = (c: MarketCount): MarketFields => {
  if (c.kind === 'stated') return { value: c.value, provenance: 'founder', basis: `your words: "${c.quote}"`, noun: c.noun };
  if (c.kind === 'record') {
    const r = c.record;
    return {
      value: r.count,
      provenance: 'default',
      basis: `${fmtCount(r.count)} ${r.label} in ${where(r)} (${r.source}, ${r.year}${SOURCED}${r.confirm})`
        + `${r.note ? `; ${r.note}` : ''} — the whole market; verify for your segment`,
      noun: r.unit,
    };
  }
  const quote = c.quote ? ` — you wrote "${c.quote.slice(0, 120)}"` : '';
  return { value: 0, provenance: 'default', basis: `${MARKET_UNSIZED}${quote}. ${c.question}`.slice(0, 500), noun: c.noun };
};

/** The question an unsized market raises, read back from its assumption (null when the market is sized). */
export const marketQuestion = (basis: string): { quote: string; question: string } | null => {
  if (!basis.startsWith(MARKET_UNSIZED)) return null;
  const m = /^market to be sized(?: — you wrote "([^"]*)")?\. (.*)$/s.exec(basis);
  return m ? { quote: m[1] ?? '', question: m[2] } : { quote: '', question: basis };
};
