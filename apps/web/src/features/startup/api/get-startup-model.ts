import { StartupModelResponseSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startupQueryKeys } from './query-keys';

export const getStartupModel = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/startup/model', { schema: StartupModelResponseSchema, signal });

export const getStartupModelQueryOptions = () => queryOptions({ queryKey: startupQueryKeys.model(), queryFn: getStartupModel });

export const useStartupModel = () => useQuery(getStartupModelQueryOptions());
