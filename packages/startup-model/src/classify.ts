import type { Classification, SectorId, StageId, StartupInput } from './types';
const todo = (): never => { throw new Error('startup-model: not implemented yet'); };
export const classifyStartup = (_input: StartupInput): Classification => todo();
export const classifySector = (_text: string): SectorId => todo();
export const detectCountry = (_text: string): string | null => todo();
export const normaliseStage = (_text: string | null | undefined): StageId => todo();
