import { PreferencesSchema, type Preferences } from '@uc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKeys } from './query-keys';

export const getPreferences = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/profile/preferences', { schema: PreferencesSchema, signal });
export const updatePreferences = (body: Preferences) => api.put('/api/v1/profile/preferences', { schema: PreferencesSchema, json: body });

export const usePreferences = () => useQuery({ queryKey: profileQueryKeys.preferences(), queryFn: getPreferences });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePreferences, onSuccess: (data) => queryClient.setQueryData(profileQueryKeys.preferences(), data) });
}
