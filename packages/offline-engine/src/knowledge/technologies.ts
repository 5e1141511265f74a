/**
 * Technologies founders ask about, with their trade-offs. Costs are typical list-price ranges
 * (to verify with suppliers); coverage claims are kept general because they change by operator.
 * The rows are records in data/engine-platforms.json.
 */
import platforms from './data/engine-platforms.json';
import { toTechnology } from './legacy';
import type { KnowledgeRecord } from './records/types';
import type { Technology } from './types';

export const TECHNOLOGIES: Technology[] = (platforms as KnowledgeRecord[]).map(toTechnology);

/** Which technologies a question names, by alias on word boundaries. */
export const technologyById = (id: string) => TECHNOLOGIES.find((t) => t.id === id);
