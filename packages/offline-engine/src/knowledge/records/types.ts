/**
 * One knowledge record per entity (regulator, law, platform, competitor…). Facts live in the JSON
 * files under ../data and are checked by `validateRecord` in the tests; code only composes prose.
 */
export const RECORD_TYPES = [
  'tax_authority', 'company_registry', 'sector_regulator', 'data_protection_authority', 'law', 'scheme',
  'standard', 'platform', 'marketplace', 'payment_rail', 'competitor', 'investor_type', 'channel', 'institution',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Activities that decide whether a rule applies to a startup. */
export const CONDITIONS = [
  'moves_money', 'health_data', 'medical_device', 'sells_food', 'serves_children', 'employs_staff',
  'uses_contractors', 'eu_personal_data', 'personal_data', 'provides_care', 'sells_goods', 'has_revenue',
  'sells_to_consumers', 'raises_investment', 'uses_ai', 'runs_childcare', 'relays_messages',
] as const;
export type Condition = (typeof CONDITIONS)[number];

export type Fact = { text: string; source: string; year: number };

export type KnowledgeRecord = {
  id: string;
  name: string;
  /** Other names founders write: acronyms, local-language names, common misspellings. */
  aliases: string[];
  type: RecordType;
  /** ISO 3166-1 alpha-2 codes, 'EU', or 'GLOBAL'. */
  countries: string[];
  /** Empty = any sector. */
  sectors: string[];
  what: string;
  whenItMatters: string;
  steps: string[];
  facts: Fact[];
  /** All must hold for the record to be stated as applying to the startup. Empty = applies by scope. */
  conditions: Condition[];
  /** Official source to confirm with where the rule changes. */
  confirm?: string;
  // Optional detail (additive: records without it stay valid).
  /** What the founder must confirm before relying on the record (an eligibility condition, a threshold). */
  check?: string;
  /** The record's own legal or official source, with its year when it has one. */
  source?: string;
  year?: number;
  /** A rule's consequence for the build (the technical lens). */
  build?: string;
  /** Stated only when the question or the startup names it (PCI DSS, SOC 2), never by scope alone. */
  onMention?: boolean;
  /** Business-model archetypes it applies to whatever the sector (hardware, marketplace rules). */
  archetypes?: string[];
  /** Named cue (../cues.ts) the startup's description must match for the record to apply or be listed. */
  onlyWhen?: string;
  /** Named cue: listed for a business whose description matches, whatever its sector. */
  alsoWhen?: string;
  /** Competitors: their category, placed ("practice-management incumbent"), and where a newcomer competes. */
  category?: string;
  competeOn?: string;
  /** Platforms and tools: options of one family are compared with each other. */
  family?: string;
  strengths?: string[];
  weaknesses?: string[];
  /** Typical cost in words, with its basis. */
  cost?: string;
  pickWhen?: string;
  /** Where a platform is strongest (ISO codes). */
  regions?: string[];
};

import { CUE_NAMES } from '../cues';

const ISO = /^([A-Z]{2}|EU|GLOBAL)$/;

/** Problems with a record (empty when valid). */
export function validateRecord(r: unknown): string[] {
  const e: string[] = [];
  const o = r as Partial<KnowledgeRecord>;
  const str = (k: keyof KnowledgeRecord) => typeof o[k] === 'string' && (o[k] as string).trim().length > 0;
  for (const k of ['id', 'name', 'what', 'whenItMatters'] as const) if (!str(k)) e.push(`${k} missing`);
  if (!o.type || !(RECORD_TYPES as readonly string[]).includes(o.type)) e.push(`bad type ${String(o.type)}`);
  if (!Array.isArray(o.aliases)) e.push('aliases missing');
  if (!Array.isArray(o.countries) || !o.countries.length || !o.countries.every((c) => ISO.test(c))) e.push('countries missing or bad');
  if (!Array.isArray(o.sectors)) e.push('sectors missing');
  if (!Array.isArray(o.steps) || !o.steps.length) e.push('steps missing');
  if (!Array.isArray(o.conditions) || !o.conditions.every((c) => (CONDITIONS as readonly string[]).includes(c))) e.push('bad conditions');
  if (o.onlyWhen !== undefined && !(o.onlyWhen in CUE_NAMES)) e.push(`unknown cue ${o.onlyWhen}`);
  if (o.alsoWhen !== undefined && !(o.alsoWhen in CUE_NAMES)) e.push(`unknown cue ${o.alsoWhen}`);
  if (o.year !== undefined && !o.source) e.push('year without source');
  if (!Array.isArray(o.facts)) e.push('facts missing');
  else for (const f of o.facts) {
    if (!f.text || !f.source || !Number.isInteger(f.year) || f.year < 1900 || f.year > 2030) e.push(`fact without source/year: ${f.text}`);
  }
  return e;
}
