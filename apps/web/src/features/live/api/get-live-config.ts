import { LiveConfigSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveQueryKeys } from './query-keys';

export const getLiveConfig = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/livekit/config', { schema: LiveConfigSchema, signal });

export const useLiveConfig = () => useQuery(queryOptions({ queryKey: liveQueryKeys.config(), queryFn: getLiveConfig, staleTime: 60_000 }));
