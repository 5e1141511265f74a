import type { Forecast, ScenarioId, StartupModel } from './types';
export const forecast = (_model: StartupModel, _scenario: ScenarioId = 'base'): Forecast => {
  throw new Error('startup-model: not implemented yet');
};
