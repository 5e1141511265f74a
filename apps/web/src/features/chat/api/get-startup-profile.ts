import { StartupProfileSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

export const getStartupProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/chat/startup-profile', { schema: StartupProfileSchema, signal });

export const getStartupProfileQueryOptions = () => queryOptions({ queryKey: chatQueryKeys.profile(), queryFn: getStartupProfile });

export const useStartupProfile = () => useQuery(getStartupProfileQueryOptions());
