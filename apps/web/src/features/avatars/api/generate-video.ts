import { GenerateVideoResponseSchema, type GenerateVideoBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCreditBalance } from '@/lib/credit-balance';
import { avatarQueryKeys } from './query-keys';

export const generateVideo = (body: GenerateVideoBody) => api.post('/api/v1/tavus/generate', { json: body, schema: GenerateVideoResponseSchema, globalErrors: false, timeoutMs: 60_000 });

export function useGenerateVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: generateVideo,
    onSuccess: (res) => {
      setCreditBalance(qc, res.remaining_credits);
      void qc.invalidateQueries({ queryKey: avatarQueryKeys.all });
    },
  });
}
