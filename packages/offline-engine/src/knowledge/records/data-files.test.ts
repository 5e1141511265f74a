/**
 * Every knowledge data file (../data/*.json) is checked record by record: the schema, unique ids,
 * country codes that exist, sector words the startup model uses, and a source and year on every fact.
 */
import { SECTOR_IDS } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';
import { CONDITIONS, RECORD_TYPES, validateRecord, type KnowledgeRecord } from './types';

declare global {
  /** Vite's glob import (vite/client types are not a dependency of this package). */
  interface ImportMeta { glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T> }
}

// Vite reads every data file at test time (the engine itself stays free of node:fs).
const modules = import.meta.glob<KnowledgeRecord[]>('../data/*.json', { eager: true, import: 'default' });
const byFile = new Map<string, KnowledgeRecord[]>(
  Object.entries(modules)
    .map(([p, recs]): [string, KnowledgeRecord[]] => [p.slice(p.lastIndexOf('/') + 1), recs])
    .sort(([a], [b]) => a.localeCompare(b)),
);
const files = [...byFile.keys()];
const all = [...byFile.values()].flat();

/** The 25 launch countries plus the UK, the EU and global scope (ISO 3166-1 alpha-2). */
const SCOPES = new Set([
  'US', 'GB', 'IN', 'DE', 'FR', 'CA', 'BR', 'NG', 'KE', 'ZA', 'EG', 'AU', 'SG', 'ID', 'JP', 'ES', 'NL', 'SE', 'IL',
  'MX', 'AE', 'PK', 'VN', 'CH', 'IE', 'EU', 'GLOBAL',
]);
/** Records that state rules: without a checked fact they must say which official source confirms them. */
const RULE_TYPES = new Set([
  'tax_authority', 'company_registry', 'sector_regulator', 'data_protection_authority', 'law', 'scheme', 'standard',
]);
/** Per-country files hold that country's records (eu.json the EU's). */
const FILE_SCOPE: Record<string, string> = { 'gb-more.json': 'GB', 'eu.json': 'EU' };

describe('knowledge data files', () => {
  it('every file is an array of records that pass the schema', () => {
    expect(files.length).toBeGreaterThanOrEqual(MIN_FILES);
    for (const [f, recs] of byFile) {
      expect(Array.isArray(recs), f).toBe(true);
      for (const r of recs) expect(validateRecord(r), `${f}: ${r.id}`).toEqual([]);
    }
  });

  it('ids are unique across all files and kebab-case', () => {
    const seen = new Map<string, string>();
    for (const [f, recs] of byFile) for (const r of recs) {
      expect(seen.get(r.id), `${r.id} in ${f} and ${seen.get(r.id)}`).toBeUndefined();
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      seen.set(r.id, f);
    }
  });

  it('countries are known scopes; a country file holds that country', () => {
    for (const [f, recs] of byFile) {
      const own = FILE_SCOPE[f] ?? (/^[a-z]{2}\.json$/.test(f) ? f.slice(0, 2).toUpperCase() : null);
      for (const r of recs) {
        for (const c of r.countries) expect(SCOPES.has(c), `${r.id}: ${c}`).toBe(true);
        if (own) expect(r.countries, `${f}: ${r.id}`).toContain(own);
      }
    }
  });

  it('sectors are the startup model’s sector ids; conditions and types are known', () => {
    const sectors = new Set<string>(SECTOR_IDS);
    for (const r of all) {
      for (const s of r.sectors) expect(sectors.has(s), `${r.id}: ${s}`).toBe(true);
      for (const c of r.conditions) expect(CONDITIONS as readonly string[], r.id).toContain(c);
      expect(RECORD_TYPES as readonly string[], r.id).toContain(r.type);
    }
  });

  it('every fact has a source and a year; a rule or authority without a fact names where to confirm', () => {
    for (const r of all) {
      for (const f of r.facts) {
        expect(f.source.trim().length, `${r.id}: ${f.text}`).toBeGreaterThan(3);
        expect(f.year, `${r.id}: ${f.text}`).toBeGreaterThanOrEqual(1900);
        expect(f.year, `${r.id}: ${f.text}`).toBeLessThanOrEqual(2026);
      }
      // A record-level source with its year (the engine's records) counts as a fact's source.
      if (!r.facts.length && RULE_TYPES.has(r.type) && !(r.source && r.year)) {
        expect(r.confirm?.trim().length ?? 0, `${r.id} has no fact and no confirm`).toBeGreaterThan(3);
      }
    }
  });

  it('no alias names two records in the same country (the name would be ambiguous there)', () => {
    // The first UK file and the engine's tables (moved from code) overlap by design: the index lists gb.json first,
    // so its record is recognised. Every other file must not share a name with any record.
    const legacy = (file: string) => file === 'gb.json' || file.startsWith('engine-');
    const fileOf = new Map([...byFile].flatMap(([file, recs]) => recs.map((r): [string, string] => [r.id, file])));
    const owner = new Map<string, string>();
    for (const r of all) for (const n of new Set([r.name, ...r.aliases].map((x) => x.toLowerCase().trim()))) {
      for (const c of r.countries) {
        const key = `${c}|${n}`;
        const prev = owner.get(key);
        if (prev && legacy(fileOf.get(prev)!) && legacy(fileOf.get(r.id)!)) continue;
        expect(prev, `"${n}" in ${c}: ${prev} and ${r.id}`).toBeUndefined();
        owner.set(key, r.id);
      }
    }
  });

  it('breadth: every launch country has its core records, platforms and standards are broad', () => {
    const count = (pred: (r: KnowledgeRecord) => boolean) => all.filter(pred).length;
    const per: Record<string, number> = {};
    for (const r of all) for (const c of r.countries) per[c] = (per[c] ?? 0) + 1;
    const types: Record<string, number> = {};
    for (const r of all) types[r.type] = (types[r.type] ?? 0) + 1;
    console.info('knowledge records', all.length, '\nper scope', per, '\nper type', types,
      '\nper file', Object.fromEntries([...byFile].map(([f, r]) => [f, r.length])));
    const launch = [...SCOPES].filter((c) => c !== 'GLOBAL' && (LAUNCH_ALL || per[c]));
    for (const c of launch) expect(per[c] ?? 0, c).toBeGreaterThanOrEqual(MIN_PER_COUNTRY);
    for (const c of launch) {
      if (c === 'EU') continue;
      const has = (t: string) => count((r) => r.countries.includes(c) && r.type === t) > 0;
      expect(has('tax_authority') && has('company_registry'), `${c} tax authority and registry`).toBe(true);
    }
    expect(count((r) => r.type === 'platform' || r.type === 'marketplace' || r.type === 'payment_rail'
      || r.type === 'channel')).toBeGreaterThanOrEqual(MIN_PLATFORMS);
    expect(count((r) => r.type === 'standard')).toBeGreaterThanOrEqual(MIN_STANDARDS);
    expect(count((r) => r.type === 'competitor')).toBeGreaterThanOrEqual(MIN_COMPETITORS);
    expect(all.length).toBeGreaterThanOrEqual(MIN_TOTAL);
  });
});

/** Floors the data has reached: the breadth may grow, never silently shrink. */
const MIN_FILES = 60;
const LAUNCH_ALL = true;
const MIN_PER_COUNTRY = 45;
const MIN_PLATFORMS = 700;
const MIN_STANDARDS = 170;
const MIN_COMPETITORS = 750;
const MIN_TOTAL = 2500;
