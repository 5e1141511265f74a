/**
 * Regulation by sector × jurisdiction. Stated as a careful analyst would: what applies, to whom,
 * the source and year; thresholds only where they are stable. Not legal advice: every checklist
 * that quotes these says "confirm with a lawyer in <country>". The rows are records in
 * data/engine-rules.json.
 */
import rules from './data/engine-rules.json';
import { toRegulation } from './legacy';
import { conditionRuledOut } from './records/applies';
import type { KnowledgeRecord } from './records/types';
import type { Regulation } from './types';

export const REGULATIONS: Regulation[] = (rules as KnowledgeRecord[]).map(toRegulation);
const RECORD = new Map((rules as KnowledgeRecord[]).map((r) => [r.id, r]));
const ruledOut = (id: string, business: string) => { const r = RECORD.get(id); return !!r && conditionRuledOut(r, business); };

const EU = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);

/** The jurisdictions a country's founder deals with: its own, the EU for member states, and global standards. */
export function jurisdictionsOf(country: string | null | undefined): string[] {
  const c = (country ?? '').toUpperCase();
  if (!c) return ['GLOBAL'];
  return EU.has(c) ? [c, 'EU', 'GLOBAL'] : [c, 'GLOBAL'];
}

/**
 * The regulations that apply to a sector in a country (and to the archetype's mechanics: hardware,
 * marketplaces). Facts that only matter when named (PCI DSS, SOC 2, CCPA) are left out unless
 * `opts.all`. Unknown country: the global facts only, so nothing wrong is claimed.
 */
/**
 * The rules for a sector, country and archetype. `business` is the startup's own description:
 * rows that apply only to some businesses (`onlyWhen`) are listed when it matches, or with `all`.
 */
export function regulationsFor(sector: string | null | undefined, country: string | null | undefined, opts: { archetype?: string | null; all?: boolean; business?: string } = {}): Regulation[] {
  const where = new Set(jurisdictionsOf(country));
  return REGULATIONS.filter((r) => {
    if (!(r.countries ?? [r.jurisdiction]).some((c) => where.has(c))) return false;
    // A rule whose condition the startup's own description rules out (FCA for a bookkeeping app) is not listed.
    if (opts.business && ruledOut(r.id, opts.business)) return false;
    if (r.onMention && !opts.all) return false;
    if (r.onlyWhen && !opts.all && !r.onlyWhen.test(opts.business ?? '')) return false;
    const bySector = r.sectors.length === 0 || (sector != null && (r.sectors as string[]).includes(sector));
    const byArchetype = !!opts.archetype && !!r.archetypes?.includes(opts.archetype as never);
    if (r.archetypes && r.sectors.length === 0) return byArchetype;
    return bySector || byArchetype;
  });
}
