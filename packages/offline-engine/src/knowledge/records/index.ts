/** The knowledge records, indexed by name and alias on first use (not at import). */
import gb from '../data/gb.json';
import type { KnowledgeRecord } from './types';

type Index = { all: KnowledgeRecord[]; byName: Map<string, KnowledgeRecord>; pattern: RegExp };
let index: Index | null = null;

const norm = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function load(): Index {
  if (index) return index;
  const all = [...(gb as KnowledgeRecord[])];
  const byName = new Map<string, KnowledgeRecord>();
  for (const r of all) for (const n of [r.name, ...r.aliases]) byName.set(norm(n), r);
  // Longest names first so "Making Tax Digital for Income Tax" wins over "Making Tax Digital".
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(esc);
  index = { all, byName, pattern: new RegExp(`(?<![\\w-])(${names.join('|')})(?![\\w-])`, 'gi') };
  return index;
}

export function allRecords(): KnowledgeRecord[] { return load().all; }

/** Records the text names, in order of first mention, each once. */
export function recognise(text: string): KnowledgeRecord[] {
  const { byName, pattern } = load();
  const seen = new Set<string>();
  const out: KnowledgeRecord[] = [];
  for (const m of text.matchAll(pattern)) {
    const r = byName.get(norm(m[1]));
    if (r && !seen.has(r.id)) { seen.add(r.id); out.push(r); }
  }
  return out;
}
