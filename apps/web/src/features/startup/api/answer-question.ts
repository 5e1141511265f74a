import { StartupModelResponseSchema, type ConfirmAssumptionChangeBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announceWording } from '@/lib/profile-wording';
import { storeSavedModel } from './query-keys';

/** Answering a question sets the assumption as the founder's, through the same route as a confirmed chat card. */
export const answerQuestion = (body: ConfirmAssumptionChangeBody) =>
  api.post('/api/v1/startup/model/assumption', { json: body, schema: StartupModelResponseSchema });

export const useAnswerQuestion = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: answerQuestion, onSuccess: (saved) => {
    storeSavedModel(qc, saved);
    announceWording(qc, saved.wording);
  } });
};
