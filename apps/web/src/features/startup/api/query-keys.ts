import type { StartupModelResponse } from '@uc/contract';
import type { QueryClient } from '@tanstack/react-query';

export const startupQueryKeys = {
  all: ['startup'] as const,
  model: () => [...startupQueryKeys.all, 'model'] as const,
  versionLists: () => [...startupQueryKeys.all, 'versions'] as const,
  versions: (page: number) => [...startupQueryKeys.versionLists(), page] as const,
};

/** After a save or a rebuild: the answer is the current model, and the history has one more version. */
export function storeSavedModel(qc: QueryClient, saved: StartupModelResponse) {
  qc.setQueryData(startupQueryKeys.model(), saved);
  void qc.invalidateQueries({ queryKey: startupQueryKeys.versionLists() });
}
