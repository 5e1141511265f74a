import { AdminUserDetailSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const getAdminUserDetail = (id: string, signal?: AbortSignal) => api.get(`/api/v1/admin/users/${encodeURIComponent(id)}`, { schema: AdminUserDetailSchema, signal });

export const adminUserDetailQueryOptions = (id: string) => queryOptions({ queryKey: adminQueryKeys.user(id), queryFn: ({ signal }) => getAdminUserDetail(id, signal) });

export const useAdminUserDetail = (id: string) => useQuery(adminUserDetailQueryOptions(id));
