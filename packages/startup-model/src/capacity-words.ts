import data from './data/capacity-words.json';
import { escapeRe } from './world';

/**
 * The units a customer has many of (beds, rooms, trucks, users…) and the month, in the languages founders write
 * ("25€/utilizador/mês", "$12.000 por puesto al mes", "35 lei pe locker pe lună", "59 zł miesięcznie za stanowisko"):
 * a price per one of them per month is a price per unit of capacity, whatever the language.
 */
/**
 * `kind`: "account" for a unit that as often names the paying account itself (a branch: counted only when the founder
 * counts them), "person" for a person or a pet a household pays for (a child, a dog: one each unless counted).
 */
export type CapacityUnit = { unit: string; kind?: 'account' | 'person'; words: string[] };

const plain = (w: unknown) => typeof w === 'string' && w.trim() === w && w.length > 0 && w === w.toLowerCase();

/** Problems with the table (empty = valid): every word lower case, trimmed, and naming one unit only. */
export const validateCapacityWords = (d: typeof data): string[] => {
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const u of d.units) {
    if (!/^[a-z]+$/.test(u.unit)) out.push(`unit ${u.unit}: an English noun`);
    if ('kind' in u && !['account', 'person'].includes(String(u.kind))) {
      out.push(`unit ${u.unit}: kind account or person`);
    }
    if (!u.words.length || !u.words.includes(u.unit)) out.push(`unit ${u.unit}: its words include its English name`);
    for (const w of u.words) {
      if (!plain(w)) out.push(`unit ${u.unit}: "${w}" is not a plain lower-case word`);
      if (seen.has(w)) out.push(`"${w}" names both ${seen.get(w)} and ${u.unit}`);
      seen.set(w, u.unit);
    }
  }
  for (const k of ['month', 'monthly', 'year', 'yearly', 'per', 'each'] as const) {
    if (!d[k].length || !d[k].every(plain)) out.push(`${k}: plain lower-case words`);
  }
  return out;
};

export const CAPACITY_UNITS = data.units as CapacityUnit[];

const UNIT_OF = new Map(CAPACITY_UNITS.flatMap((u) => u.words.map((w) => [w, u.unit] as const)));
/** The English name of a unit word in any language ("utilizadores" → "user"), or undefined. */
export const capacityUnitOf = (word: string | undefined): string | undefined =>
  (word ? UNIT_OF.get(word.toLowerCase()) : undefined);

const KIND_OF = new Map(CAPACITY_UNITS.map((u) => [u.unit, u.kind]));
/** Whether a unit (its English name) as often names the account, or a person or pet a household pays for. */
export const capacityKindOf = (unit: string | undefined) => (unit ? KIND_OF.get(unit) : undefined);

/** Alternation of words, longest first, so "por cada" wins over "por". */
const alternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(escapeRe).join('|');
/** Every form of one unit, as a regex source ("vehicle|vehicles|vehículo|…"). */
export const unitFormsSource = (unit: string): string =>
  alternation(CAPACITY_UNITS.find((u) => u.unit === unit)?.words ?? [unit]);

const END = '(?![\\p{L}\\p{M}])';
const MONTH = `(?:${alternation(data.month)}|${alternation(data.monthly)})${END}`;
const YEAR = `(?:${alternation(data.year)}|${alternation(data.yearly)})${END}`;
/**
 * "per", "por", "/", "pe", "за", with "each" after it ("za každý", "par katru"): before a unit or the month. A word
 * needs a space after it, a slash does not.
 */
const PER = `(?:(?:${alternation(data.per.filter((p) => p !== '/'))})\\s+|\\/\\s*)`
  + `(?:(?:${alternation(data.each)})\\s+)?`;
/** Words between the unit and the month ("und", "et", "y", a comma) or an article before the month ("el", "le"). */
const JOIN = '(?:\\s*(?:,|and|und|et|y|e|en|i|og|och)(?=\\s))?';
const ARTICLE = '(?:(?:el|le|la|o|the|der|den|il)\\s+)?';

/**
 * The unit word at the start of `s` (up to four words: "poste de travail", "salón de clases"), longest first. A map
 * lookup, not one pattern of a thousand words: such a pattern took V8 tens of milliseconds its first time.
 */
const WORDS_AHEAD = /^[\p{L}\p{M}'’-]+(?:\s+[\p{L}\p{M}'’-]+){0,3}/u;
const unitAt = (s: string): string | undefined => {
  const words = WORDS_AHEAD.exec(s)?.[0].split(/\s+/) ?? [];
  for (let n = words.length; n > 0; n -= 1) {
    const word = words.slice(0, n).join(' ');
    if (UNIT_OF.has(word.toLowerCase())) return word;
  }
  return undefined;
};
/** A match of the unit and the period, shaped like a regex's: [the whole match, the unit word]. */
type Matcher = { exec: (s: string) => RegExpExecArray | null };
/**
 * The words are lower case, so the patterns run on lower-cased text without the `i` flag: case-insensitive Unicode
 * patterns of this size cost V8 several milliseconds each on their first run. (Lower case keeps every index, but
 * for the dotted capital İ, read as I.)
 */
const lower = (s: string) => s.replace(/İ/g, 'I').toLowerCase();
const onLower = (re: RegExp): Matcher => ({ exec: (s) => re.exec(lower(s)) });
const matched = (s: string, length: number, unit: string): RegExpExecArray =>
  Object.assign([s.slice(0, length), unit] as [string, string], { index: 0, input: s, groups: undefined });

const unitThen = (period: string): Matcher => {
  const lead = new RegExp(`^\\s*${PER}(?:(?:um|uma|une|un|el|la|le|one)\\s+)?`, 'u');
  const tail = new RegExp(`^${JOIN}\\s*(?:${PER})?${ARTICLE}${period}`, 'u');
  return {
    exec: (written) => {
      const s = lower(written);
      const head = lead.exec(s);
      const unit = head ? unitAt(s.slice(head[0].length)) : undefined;
      const after = unit ? tail.exec(s.slice(head![0].length + unit.length)) : null;
      return after ? matched(s, head![0].length + unit!.length + after[0].length, unit!) : null;
    },
  };
};
const thenUnit = (period: string): Matcher => {
  const lead = new RegExp(`^\\s*(?:${PER})?${ARTICLE}${period}${JOIN}\\s*${PER}`, 'u');
  return {
    exec: (written) => {
      const s = lower(written);
      const head = lead.exec(s);
      const unit = head ? unitAt(s.slice(head[0].length)) : undefined;
      return unit ? matched(s, head![0].length + unit.length, unit) : null;
    },
  };
};

/**
 * "por oveja por mes", "pro Schaf im Monat": any one word the table does not know, then "per month" right after it
 * (not "per page, monthly minimum": a monthly word after a comma says something else).
 */
const anyUnitThen = (period: string): Matcher => {
  const lead = new RegExp(`^\\s*${PER}`, 'u');
  const word = /^[\p{L}\p{M}-]{3,}/u;
  const tail = new RegExp(`^\\s*${PER}${ARTICLE}${period}`, 'u');
  const isPeriod = new RegExp(`^${period}`, 'u');
  return {
    exec: (written) => {
      const s = lower(written);
      const head = lead.exec(s);
      const w = head ? word.exec(s.slice(head[0].length)) : null;
      if (!w || isPeriod.test(w[0])) return null;
      const after = tail.exec(s.slice(head![0].length + w[0].length));
      return after ? matched(s, head![0].length + w[0].length + after[0].length, w[0]) : null;
    },
  };
};
export const ANY_UNIT_THEN_MONTH = anyUnitThen(`(?:${alternation(data.month)})${END}`);

/** "per bed per month", "por vehículo al mes", "/utilizador/mês", "za uživatele měsíčně": the unit, then the month. */
export const UNIT_THEN_MONTH = unitThen(MONTH);
/** "per month per seat", "miesięcznie za stanowisko", "в месяц за каждый стол": the month, then the unit. */
export const MONTH_THEN_UNIT = thenUnit(MONTH);
/**
 * "per student per year": a year's price per unit (a twelfth of it a month). Not the year first ("CHF 1'200 per year
 * per depot", "al año por licencia"), which as often prices the account.
 */
export const UNIT_THEN_YEAR = unitThen(YEAR);
/** "na mesec", "sebulan", "в месяц", "mēnesī": the month after an amount, in any of the founder's languages. */
export const MONTH_AFTER = onLower(new RegExp(`^\\s*(?:${PER})?${ARTICLE}${MONTH}`, 'u'));
export const YEAR_AFTER = onLower(new RegExp(`^\\s*(?:${PER})?${ARTICLE}${YEAR}`, 'u'));
/** The company's own money a month, not a price: "monthly revenue of $5,000", "monthly burn €20k". */
const NOT_A_PRICE = '(?:revenue|income|burn|costs?|salar(?:y|ies)|spend|volume|gmv|turnover|rent|payroll|budget|sales|'
  + 'profits?|expenses|recurring|run-?rate)(?![\\p{L}])';
/** Letters of scripts written without spaces between words (Chinese, Japanese, Korean, Thai): no word boundary. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
// "アプリは月額680円": such a word needs no boundary before it.
const spaced = data.monthly.filter((w) => !UNSPACED.test(w[0]));
const unspaced = data.monthly.filter((w) => UNSPACED.test(w[0]));
/** "Mjesečna pretplata 9 €", "Monthly plan: $12", "Ամսական 80 000 ֏": a monthly word just before the amount. */
export const MONTHLY_BEFORE = onLower(new RegExp(`(?:(?<![\\p{L}])(?:${alternation(spaced)})|${alternation(unspaced)})`
  + `${END}`
  + `(?:\\s+(?!${NOT_A_PRICE})[\\p{L}-]+){0,2}?\\s*(?:of|at|:|=|from|de|od|от|ab|à|-)?\\s*`
  + '(?:about|around|only|just)?\\s*$', 'u'));
