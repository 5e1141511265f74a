export const startupQueryKeys = {
  all: ['startup'] as const,
  model: () => [...startupQueryKeys.all, 'model'] as const,
};
