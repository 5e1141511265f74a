import data from './data/world-currencies.json';

/**
 * Every national currency (ISO 4217) and the country that uses it (ISO 3166-1), beyond the countries whose cost
 * levels the model holds (countries.ts). A founder in one of them has their place and prices read in their own
 * currency; the defaults stay at US levels and say so. `usd` is an approximate 2025 rate (units per US dollar), null
 * when not known well enough: such a currency is read and asked about, never the model's own.
 */
export type WorldCurrency = {
  code: string; name: string; symbol: string; minor: number; usd: number | null; markers: string[];
};
export type WorldCountry = { code: string; name: string; currency: string; words: string[] };

/** A literal string as a regex source. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const compiles = (source: string) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
};

/** Problems with one currency record (empty = valid): the schema the data test applies. */
export const validateWorldCurrency = (c: Partial<WorldCurrency>): string[] => {
  const out: string[] = [];
  if (typeof c.code !== 'string' || !/^[A-Z]{3}$/.test(c.code)) out.push('code (ISO 4217)');
  for (const k of ['name', 'symbol'] as const) if (!text(c[k])) out.push(k);
  if (c.minor === undefined || ![0, 2, 3].includes(c.minor)) out.push('minor (0, 2 or 3)');
  if (c.usd !== null && (typeof c.usd !== 'number' || !(c.usd > 0))) out.push('usd (a positive rate or null)');
  if (!Array.isArray(c.markers) || !c.markers.every((m) => text(m) && compiles(m))) out.push('markers (regex sources)');
  return out;
};

/** Problems with one country record (empty = valid). */
export const validateWorldCountry = (c: Partial<WorldCountry>, currencies: Set<string>): string[] => {
  const out: string[] = [];
  if (typeof c.code !== 'string' || !/^[A-Z]{2}$/.test(c.code)) out.push('code (ISO 3166-1 alpha-2)');
  if (!text(c.name)) out.push('name');
  if (typeof c.currency !== 'string' || !currencies.has(c.currency)) out.push('currency (one of the currencies)');
  if (!Array.isArray(c.words) || !c.words.every(text)) out.push('words');
  return out;
};

export const WORLD_CURRENCIES = data.currencies as WorldCurrency[];
export const WORLD_COUNTRIES = data.countries as WorldCountry[];
export const WORLD_SOURCE: string = data.source;

const byCode = new Map(WORLD_COUNTRIES.map((c) => [c.code, c]));
/** A country of the world table by its ISO code. */
export const worldCountry = (code: string | null | undefined): WorldCountry | undefined =>
  (code ? byCode.get(code.toUpperCase()) : undefined);
