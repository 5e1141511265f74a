import type { ArchetypeId, StartupInput, StartupModel } from './types';
const todo = (): never => { throw new Error('startup-model: not implemented yet'); };
export const buildStartupModel = (_input: StartupInput, _opts?: { archetype?: ArchetypeId; currency?: string }): StartupModel => todo();
export const setAssumption = (_model: StartupModel, _key: string, _value: number): StartupModel => todo();
export const setArchetype = (_model: StartupModel, _id: ArchetypeId): StartupModel => todo();
export const assumptionValue = (_model: StartupModel, _key: string): number | undefined => todo();
