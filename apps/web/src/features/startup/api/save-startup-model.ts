import { StartupModelResponseSchema, type SaveStartupModelBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeSavedModel } from './query-keys';

/** One PUT per Save (never per keystroke); a stale base_version answers 409, which the screen resolves. */
export const saveStartupModel = (body: SaveStartupModelBody) => api.put('/api/v1/startup/model', { json: body, schema: StartupModelResponseSchema });

export const useSaveStartupModel = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveStartupModel, onSuccess: (saved) => storeSavedModel(qc, saved) });
};
