/** The advisor's knowledge tables (data only) and the look-ups other packages read. */
export * from './types';
export { REGULATIONS, regulationsFor, jurisdictionsOf } from './regulations';
export { TECHNOLOGIES, technologyById } from './technologies';
export { COMPETITORS, INSTITUTIONS } from './competitors';
export { CHANNELS, CUSTOMER_TYPES, FUNDRAISING, PRICING_MODELS, EQUITY_NORMS, FIRST_HIRES } from './playbooks';
export type { FundingRow, PricingModel } from './playbooks';
import { COUNTRIES } from '@uc/startup-model';
import { COMPETITORS } from './competitors';
import { jurisdictionsOf } from './regulations';
import type { Competitor } from './types';

/** Competitors placed in a sector (and its country first when known), for landscapes and documents. */
/**
 * The competitors of a sector (home country first). `business` is the startup's own description
 * (idea, industry, customers, model): rows that are only about some businesses of a sector
 * (ride-hailing within transport) need it to match, and rows it names are added from other sectors.
 */
export function competitorsFor(sector: string | null | undefined, country?: string | null, business = ''): Competitor[] {
  const list = COMPETITORS.filter((c) => ((sector != null && (c.sectors as string[]).includes(sector)) || !!c.alsoWhen?.test(business)) && (!c.onlyWhen || c.onlyWhen.test(business)));
  const c = (country ?? '').toUpperCase();
  // Rivals from another country's market are not this startup's (US dental software for a French clinic).
  const where = new Set(jurisdictionsOf(c || null));
  const inScope = (x: Competitor) => (x.countries ?? [x.jurisdiction]).some((j) => where.has(j));
  const local = c ? list.filter((x) => inScope(x) || !!x.alsoWhen?.test(business)) : list;
  const home = (x: Competitor) => Number((x.countries ?? [x.jurisdiction]).includes(c));
  return [...local].sort((a, b) => home(b) - home(a));
}

/** Country names and demonyms founders write, to ISO 3166-1 alpha-2. */
export const PLACES: Record<string, string> = {
  nigeria: 'NG', nigerian: 'NG', lagos: 'NG', abuja: 'NG',
  'united states': 'US', usa: 'US', 'u.s.': 'US', america: 'US', american: 'US', california: 'US', 'new york': 'US', texas: 'US',
  'united kingdom': 'GB', uk: 'GB', britain: 'GB', british: 'GB', england: 'GB', london: 'GB', scotland: 'GB',
  india: 'IN', indian: 'IN', bangalore: 'IN', bengaluru: 'IN', mumbai: 'IN', delhi: 'IN',
  kenya: 'KE', kenyan: 'KE', nairobi: 'KE', ghana: 'GH', accra: 'GH', 'south africa': 'ZA', 'cape town': 'ZA', johannesburg: 'ZA',
  brazil: 'BR', brazilian: 'BR', 'são paulo': 'BR', 'sao paulo': 'BR',
  germany: 'DE', german: 'DE', berlin: 'DE', munich: 'DE', france: 'FR', french: 'FR', paris: 'FR', bordeaux: 'FR', spain: 'ES', madrid: 'ES', italy: 'IT', portugal: 'PT', netherlands: 'NL', amsterdam: 'NL', ireland: 'IE', dublin: 'IE', sweden: 'SE', poland: 'PL',
  europe: 'EU', eu: 'EU', 'european union': 'EU',
  canada: 'CA', toronto: 'CA', australia: 'AU', sydney: 'AU', napa: 'US', sonoma: 'US',
};

/** Demonyms that are also languages: "in French", "French-speaking" name a language, not a country. */
const LANGUAGES = new Set(['french', 'german', 'english', 'spanish', 'portuguese', 'british', 'american', 'indian']);
const LANGUAGE_BEFORE = /\b(?:in|into|to|speak|speaks|speaking|spoken|translated|translate)\s+$/i;
const LANGUAGE_AFTER = /^[\s-]*(?:speaking|speakers?|language|translation|version|copy|labels?)\b/i;

/** Whether the place word `said` at `at` in `text` is used as a language name rather than a place. */
export function isLanguageUse(text: string, at: number, said: string): boolean {
  if (!LANGUAGES.has(said.toLowerCase())) return false;
  return LANGUAGE_BEFORE.test(text.slice(Math.max(0, at - 24), at)) || LANGUAGE_AFTER.test(text.slice(at + said.length));
}

/** Each country's name as a sentence says it ("the United States"), from the startup model's country table. */
export const COUNTRY_NAMES: Record<string, string> = {
  ...Object.fromEntries(Object.values(COUNTRIES).map((c) => [c.code, c.name])), EU: 'the EU',
};
