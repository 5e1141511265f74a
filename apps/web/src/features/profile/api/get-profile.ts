import { ProfileSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKeys } from './query-keys';

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/profile', { schema: ProfileSchema, signal });

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKeys.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
