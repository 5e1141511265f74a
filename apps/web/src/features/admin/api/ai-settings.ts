import { AiModelListSchema, AiSettingsSchema, AiTestResultSchema, LocalModelStatusSchema, type AiConnectionInput, type AiSettingsUpdate } from '@uc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

const PATH = '/api/v1/admin/ai';

/** Polled every second while the local model downloads, so the progress bar moves. */
export const useAiSettings = () =>
  useQuery({
    queryKey: adminQueryKeys.ai(),
    queryFn: ({ signal }) => api.get(PATH, { schema: AiSettingsSchema, signal }),
    refetchInterval: (q) => (q.state.data?.local_model?.state === 'downloading' ? 1000 : false),
  });

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiSettingsUpdate) => api.put(PATH, { schema: AiSettingsSchema, json: body }),
    onSuccess: (data) => queryClient.setQueryData(adminQueryKeys.ai(), data),
  });
}

export const useTestAiConnection = () => useMutation({ mutationFn: (body: AiConnectionInput) => api.post(`${PATH}/test`, { schema: AiTestResultSchema, json: body }) });

// The provider's refusal (502) is shown beside the model field, not as a global "server error" toast.
export const useAiModels = () => useMutation({ mutationFn: (body: AiConnectionInput) => api.post(`${PATH}/models`, { schema: AiModelListSchema, json: body, globalErrors: false }) });

export function useLocalModelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'download' | 'remove') =>
      action === 'download' ? api.post(`${PATH}/local-model/download`, { schema: LocalModelStatusSchema }) : api.delete(`${PATH}/local-model`, { schema: LocalModelStatusSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.ai() }),
  });
}
