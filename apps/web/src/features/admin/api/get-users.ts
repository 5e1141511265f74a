import { AdminUserListSchema } from '@uc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export type AdminUsersFilter = { search: string; status: 'all' | 'active' | 'inactive'; page: number; page_size: number };

export const getAdminUsers = (q: AdminUsersFilter, signal?: AbortSignal) =>
  api.get('/api/v1/admin/users', { schema: AdminUserListSchema, signal, query: { search: q.search.trim() || undefined, status: q.status, page: q.page, page_size: q.page_size } });

export const adminUsersQueryOptions = (q: AdminUsersFilter) =>
  queryOptions({ queryKey: adminQueryKeys.users(q), queryFn: ({ signal }) => getAdminUsers(q, signal), placeholderData: keepPreviousData });

export const useAdminUsers = (q: AdminUsersFilter) => useQuery(adminUsersQueryOptions(q));
