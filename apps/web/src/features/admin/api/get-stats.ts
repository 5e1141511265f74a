import { AdminStatsSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const getAdminStats = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/admin/stats', { schema: AdminStatsSchema, signal });

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminQueryKeys.stats(), queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
