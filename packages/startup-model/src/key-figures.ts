import type { Forecast, KeyFigures, MarketSizing, StartupModel } from './types';
export const keyFigures = (_model: StartupModel, _forecast?: Forecast, _sizing?: MarketSizing): KeyFigures => {
  throw new Error('startup-model: not implemented yet');
};
