import { StartupModelResponseSchema, type RebuildStartupModelBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeSavedModel } from './query-keys';

/** Classifies again from the startup profile (the founder's own values are kept). */
export const rebuildStartupModel = (body: RebuildStartupModelBody) => api.post('/api/v1/startup/model/rebuild', { json: body, schema: StartupModelResponseSchema });

export const useRebuildStartupModel = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: rebuildStartupModel, onSuccess: (saved) => storeSavedModel(qc, saved) });
};
