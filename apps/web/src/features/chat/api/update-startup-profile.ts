import { StartupProfileSchema, type StartupProfileBody } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

export const updateStartupProfile = (body: StartupProfileBody) => api.put('/api/v1/chat/startup-profile', { json: body, schema: StartupProfileSchema });

export const useUpdateStartupProfile = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateStartupProfile, onSuccess: (profile) => qc.setQueryData(chatQueryKeys.profile(), profile) });
};
