/**
 * Competitor categories per sector, so a named company is placed ("Dentrix: practice-management
 * incumbent"). Only public positioning is stated; no private figures. The rows are records in
 * data/engine-competitors.json and data/engine-institutions.json.
 */
import competitors from './data/engine-competitors.json';
import institutions from './data/engine-institutions.json';
import { toCompetitor, toInstitution } from './legacy';
import type { KnowledgeRecord } from './records/types';
import type { Competitor, Institution } from './types';

export const COMPETITORS: Competitor[] = (competitors as KnowledgeRecord[]).map(toCompetitor);

export const INSTITUTIONS: Institution[] = (institutions as KnowledgeRecord[]).map(toInstitution);
