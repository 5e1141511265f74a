import type { MarketSizing, StartupModel } from './types';
export const marketSizing = (_model: StartupModel): MarketSizing => {
  throw new Error('startup-model: not implemented yet');
};
