import { NotificationSettingsSchema, type NotificationSettings } from '@uc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKeys } from './query-keys';

export const getNotifications = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/profile/notifications', { schema: NotificationSettingsSchema, signal });
export const updateNotifications = (body: NotificationSettings) => api.put('/api/v1/profile/notifications', { schema: NotificationSettingsSchema, json: body });

export const useNotifications = () => useQuery({ queryKey: profileQueryKeys.notifications(), queryFn: getNotifications });

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNotifications, onSuccess: (data) => queryClient.setQueryData(profileQueryKeys.notifications(), data) });
}
