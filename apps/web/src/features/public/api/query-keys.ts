export const publicQueryKeys = {
  all: ['public'] as const,
  positions: () => [...publicQueryKeys.all, 'positions'] as const,
};
