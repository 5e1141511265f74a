import { AvatarSchema, type AgentId } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { avatarQueryKeys } from './query-keys';

export const getAvatar = (agentId: AgentId, { signal }: { signal?: AbortSignal } = {}) => api.get(`/api/v1/tavus/avatars/${agentId}`, { schema: AvatarSchema, signal });

export const useAvatar = (agentId: AgentId) => useQuery(queryOptions({ queryKey: [...avatarQueryKeys.all, 'avatar', agentId], queryFn: ({ signal }) => getAvatar(agentId, { signal }), staleTime: 300_000 }));
