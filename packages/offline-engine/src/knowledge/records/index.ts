/**
 * The knowledge records, indexed once on first use (not at import): by name and alias (longest
 * match first), by id, type and country. Every JSON file under ../data is listed in FILES (a test
 * checks none is missing), country and global files before the engine's own (engine-*.json), so
 * where two records share a name the more specific one is recognised.
 */
import gb from '../data/gb.json';
import engineRules from '../data/engine-rules.json';
import engineCompetitors from '../data/engine-competitors.json';
import engineInstitutions from '../data/engine-institutions.json';
import enginePlatforms from '../data/engine-platforms.json';
import engineExtra from '../data/engine-extra.json';
import type { KnowledgeRecord, RecordType } from './types';

/** Every data file, by file name: country and global files first, then the engine's. */
export const FILES: Record<string, unknown[]> = {
  'gb.json': gb,
  'engine-extra.json': engineExtra,
  'engine-rules.json': engineRules,
  'engine-competitors.json': engineCompetitors,
  'engine-institutions.json': engineInstitutions,
  'engine-platforms.json': enginePlatforms,
};

type Index = {
  all: KnowledgeRecord[];
  byId: Map<string, KnowledgeRecord>;
  byName: Map<string, KnowledgeRecord>;
  byType: Map<RecordType, KnowledgeRecord[]>;
  byCountry: Map<string, KnowledgeRecord[]>;
  pattern: RegExp;
};
let index: Index | null = null;

export const normName = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/[-\s]+/g, ' ').trim();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names that are ordinary words too ("Square", "Thread", "Epic"): recognised only as written, capitalised. */
const ORDINARY = /^(?:[a-z]+)$/;
const COMMON_WORDS = new Set(['square', 'toast', 'epic', 'saga', 'thread', 'davis', 'weave', 'chime', 'render', 'railway', 'tule', 'arable',
  'glide', 'bubble', 'bolt', 'deere', 'mesh', 'native', 'satellite', 'serverless', 'lambda', 'red', 'ce', 'ul', 'dat', 'ajo', 'jane', 'clio',
  'acorns', 'kuda', 'revolut', 'safeguarding', 'waterproof', 'sso', 'sms', 'pwa', 'cic', 'nhs', 'eis', 'yc', 'nin', 'ppi', 'emi', 'ico', 'ncc',
  'eic', 'phi', 'dsa', 'mdr', 'msb', 'mtl', 'tnc', 'lora', 'ocr', 'ftc', 'hhs', 'usda', 'care', 'skills', 'apple', 'amazon', 'google', 'meta']);

function load(): Index {
  if (index) return index;
  const all = Object.values(FILES).flat() as KnowledgeRecord[];
  const byId = new Map<string, KnowledgeRecord>();
  const byName = new Map<string, KnowledgeRecord>();
  const byType = new Map<RecordType, KnowledgeRecord[]>();
  const byCountry = new Map<string, KnowledgeRecord[]>();
  for (const r of all) {
    if (!byId.has(r.id)) byId.set(r.id, r);
    // First file wins a shared name: country files load before the engine's general tables.
    for (const n of [r.name, ...r.aliases]) if (!byName.has(normName(n))) byName.set(normName(n), r);
    byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
    for (const c of r.countries) byCountry.set(c, [...(byCountry.get(c) ?? []), r]);
  }
  // Longest names first so "Making Tax Digital for Income Tax" wins over "Making Tax Digital".
  const names = [...byName.keys()].filter((n) => n.length > 1).sort((a, b) => b.length - a.length).map((n) => esc(n).replace(/ /g, '[-\\s]+'));
  index = { all, byId, byName, byType, byCountry, pattern: new RegExp(`(?<![\\w-])(${names.join('|')})(?![\\w-])`, 'gi') };
  return index;
}

export function allRecords(): KnowledgeRecord[] { return load().all; }
export const recordById = (id: string): KnowledgeRecord | undefined => load().byId.get(id);
export const recordsOfType = (t: RecordType): KnowledgeRecord[] => load().byType.get(t) ?? [];
export const recordsIn = (country: string): KnowledgeRecord[] => load().byCountry.get(country) ?? [];
export const recordByName = (name: string): KnowledgeRecord | undefined => load().byName.get(normName(name));

export type Mention = { record: KnowledgeRecord; said: string; at: number };

/**
 * Every record the text names, longest name first at each place ("Skills for Care", not "Care"),
 * each once, in order of first mention. A name that is also an ordinary word counts only when written
 * with a capital ("Square" the company, not "square metres").
 */
export function mentions(text: string): Mention[] {
  const { byName, pattern } = load();
  const seen = new Set<string>();
  const out: Mention[] = [];
  for (const m of text.matchAll(pattern)) {
    const said = m[1];
    const key = normName(said);
    if ((COMMON_WORDS.has(key) || ORDINARY.test(key) && key.length <= 3) && !/[A-Z]/.test(said)) continue;
    const r = byName.get(key);
    if (r && !seen.has(r.id)) { seen.add(r.id); out.push({ record: r, said, at: m.index! }); }
  }
  return out;
}

/** Records the text names, in order of first mention, each once. */
export function recognise(text: string): KnowledgeRecord[] {
  return mentions(text).map((m) => m.record);
}
