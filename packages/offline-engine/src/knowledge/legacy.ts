/**
 * The advisor's older table shapes (Regulation, Competitor, Technology, Institution), read from the
 * knowledge records in ./data: a fact lives in one JSON record; these only rename its fields.
 */
import type { ArchetypeId, SectorId } from '@uc/startup-model';
import { CUE_NAMES } from './cues';
import type { KnowledgeRecord } from './records/types';
import type { Competitor, Institution, Regulation, Technology } from './types';

const bare = (s: string) => s.replace(/\.\s*$/, '');
const lcFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const cue = (name?: string): RegExp | undefined => (name ? CUE_NAMES[name] : undefined);

export function toRegulation(r: KnowledgeRecord): Regulation {
  return {
    id: r.id, name: r.name, aliases: r.aliases, jurisdiction: r.countries.length === 1 ? r.countries[0] : 'GLOBAL', sectors: r.sectors as SectorId[],
    ...(r.countries.length > 1 ? { countries: r.countries } : {}),
    ...(r.archetypes ? { archetypes: r.archetypes as ArchetypeId[] } : {}),
    ...(r.onMention ? { onMention: true } : {}),
    ...(r.onlyWhen ? { onlyWhen: cue(r.onlyWhen) } : {}),
    ...(r.check ? { confirm: r.check } : {}),
    // The older shape writes its own punctuation around these phrases.
    summary: bare(r.what), obligations: r.steps.map(bare), build: bare(r.build ?? lcFirst(r.steps[r.steps.length - 1])), source: r.source ?? r.facts[0]?.source ?? '',
    ...(r.year ? { year: r.year } : {}),
  };
}

export function toCompetitor(r: KnowledgeRecord): Competitor {
  return {
    id: r.id, name: r.name, aliases: r.aliases, sectors: r.sectors as SectorId[], category: r.category ?? r.what,
    jurisdiction: r.countries.length === 1 ? r.countries[0] : 'GLOBAL', known: r.what, competeOn: r.competeOn ?? r.steps[0],
    ...(r.countries.length > 1 ? { countries: r.countries } : {}),
    ...(r.alsoWhen ? { alsoWhen: cue(r.alsoWhen) } : {}),
    ...(r.onlyWhen ? { onlyWhen: cue(r.onlyWhen) } : {}),
  };
}

export function toTechnology(r: KnowledgeRecord): Technology {
  return {
    id: r.id, name: r.name, aliases: r.aliases, family: r.family as Technology['family'], summary: r.what,
    strengths: r.strengths ?? [], weaknesses: r.weaknesses ?? [], cost: r.cost ?? '', pickWhen: r.pickWhen ?? '',
    ...(r.regions ? { regions: r.regions } : {}),
  };
}

export function toInstitution(r: KnowledgeRecord): Institution {
  return { id: r.id, name: r.name, aliases: r.aliases, jurisdiction: r.countries[0], role: r.what, action: r.steps[0], ...(r.check ? { confirm: r.check } : {}) };
}
