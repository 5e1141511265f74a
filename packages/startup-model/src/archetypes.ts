import type { ArchetypeDefinition, ArchetypeId } from './types';
// Filled in by the startup-model implementation (issue 23).
export const ARCHETYPES = {} as Record<ArchetypeId, ArchetypeDefinition>;
