import { GenerateProjectResponseSchema, type GenerateProjectBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCreditBalance } from '@/lib/credit-balance';

/** A model may take a while to write a whole project; the server gives up after 2 minutes. */
export const generateProject = (body: GenerateProjectBody) =>
  api.post('/api/v1/bolt/chat/generate', { json: body, schema: GenerateProjectResponseSchema, timeoutMs: 150_000, globalErrors: false });

export function useGenerateProject() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: generateProject, onSuccess: (res) => setCreditBalance(qc, res.available_credits) });
}
